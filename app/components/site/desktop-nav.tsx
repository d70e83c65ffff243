import { ChevronDown } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import { flushSync } from "react-dom";
import { ButtonLink } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { offer, offerLines } from "~/content/offer";
import { timings } from "~/content/settings";
import { site } from "~/content/site";
import type { DemoThumbnail, MenuColumn, MenuItem, MenuLink } from "~/content/types";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { DemoMenuThumbnail, useDemoThumbnails } from "./demo-screenshot";
import { MenuBadge } from "./menu-badge";
import { isCurrentPage, isItemActive, linkCurrent, wrapIndex } from "./menu-model";
import { NewTabIcon } from "./new-tab-icon";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";

type GroupItem = Exclude<MenuItem, { kind: "link" }>;
type OpenState = { title: string; path: string; by: "hover" | "click" };

// A top item's looks follow its state attributes: `data-active` (the current page is in it) and,
// on a menu's button, `aria-expanded`.
const topItemClass =
  "relative inline-flex h-10 items-center gap-1 rounded-full px-3.5 text-[0.9375rem] font-medium text-foreground/80 transition-colors hover:text-foreground data-active:text-foreground aria-expanded:bg-muted aria-expanded:text-foreground xl:px-4 " +
  // The active item carries a short gradient bar under its label.
  "after:absolute after:inset-x-4 after:-bottom-1 after:h-0.5 after:scale-x-0 after:rounded-full after:bg-linear-to-r after:from-gradient-from after:via-gradient-via after:to-gradient-to after:transition-transform after:duration-300 data-active:after:scale-x-100";

function focusTopItem(from: HTMLElement, step: number) {
  const nav = from.closest("nav");
  if (!nav) return;
  const tops = Array.from(nav.querySelectorAll<HTMLElement>("[data-top-item]"));
  tops[wrapIndex(tops.indexOf(from), step, tops.length)]?.focus();
}

/**
 * The desktop main menu (≥ 1024 px), a disclosure navigation: each group is a
 * button with aria-expanded / aria-controls; its panel with all links is always in
 * the HTML and only hidden. Pointer hover opens and closes; click, Enter and Space
 * toggle; ArrowDown / ArrowUp open and enter the panel; arrows move within it;
 * ArrowLeft / ArrowRight move between top items; Escape closes and returns focus
 * to the button; a click outside or focus leaving the group closes it. Before
 * hydration the panels open with CSS on hover and focus.
 */
export function DesktopNav({
  items,
  pathname,
  locationHref,
  className,
}: {
  items: readonly MenuItem[];
  pathname: string;
  /** The in-page link ("#team") whose section is in view (scroll spy): `aria-current="location"`. */
  locationHref?: string | null;
  className?: string;
}) {
  const [open, setOpen] = useState<OpenState | null>(null);
  // A menu left open on another page is closed: the state only counts for the path it was opened on.
  const openTitle = open?.path === pathname ? open.title : null;
  const navRef = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const closeMenu = useCallback(
    (title: string) => setOpen((current) => (current?.title === title ? null : current)),
    [],
  );

  useEffect(() => {
    if (openTitle === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    // Escape closes a menu opened by hover while the focus is elsewhere on the page.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openTitle]);

  return (
    <nav ref={navRef} aria-label="Main" className={className}>
      <ul className="flex items-center gap-0.5">
        {items.map((item) =>
          item.kind === "link" ? (
            <li key={item.title}>
              <SmartLink
                href={item.href}
                data-top-item=""
                data-active={isItemActive(item, pathname) || item.href === locationHref || undefined}
                aria-current={linkCurrent(item.href, pathname, locationHref)}
                onKeyDown={(event) => {
                  if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
                    event.preventDefault();
                    focusTopItem(event.currentTarget, event.key === "ArrowRight" ? 1 : -1);
                  }
                }}
                className={topItemClass}
              >
                {item.title}
              </SmartLink>
            </li>
          ) : (
            <MenuGroup
              key={item.title}
              item={item}
              pathname={pathname}
              hydrated={hydrated}
              open={openTitle === item.title}
              openedBy={openTitle === item.title ? (open?.by ?? null) : null}
              onOpen={(by) => setOpen({ title: item.title, path: pathname, by })}
              onClose={closeMenu}
            />
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuGroup({
  item,
  pathname,
  hydrated,
  open,
  openedBy,
  onOpen,
  onClose,
}: {
  item: GroupItem;
  pathname: string;
  hydrated: boolean;
  open: boolean;
  openedBy: "hover" | "click" | null;
  onOpen: (by: "hover" | "click") => void;
  /** Closes the menu of this title (the same function on every render). */
  onClose: (title: string) => void;
}) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const active = isItemActive(item, pathname);
  const close = useCallback(() => onClose(item.title), [onClose, item.title]);
  // Demo screenshots are added when the panel first opens: a page that never opens the
  // menu neither carries nor downloads them.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []);

  /** Opens the panel synchronously (so its links can take focus) and focuses one of them. */
  function openAndFocus(which: "first" | "last") {
    flushSync(() => onOpen("click"));
    const all = links();
    (which === "first" ? all[0] : all.at(-1))?.focus();
  }

  function closeToTrigger() {
    close();
    triggerRef.current?.focus();
  }

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    window.clearTimeout(closeTimer.current);
    if (!open) onOpen("hover");
  }

  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(close, timings.menuHoverClose);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        openAndFocus("first");
        break;
      case "ArrowUp":
        event.preventDefault();
        openAndFocus("last");
        break;
      case "ArrowRight":
      case "ArrowLeft":
        event.preventDefault();
        close();
        focusTopItem(event.currentTarget, event.key === "ArrowRight" ? 1 : -1);
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    let target: HTMLAnchorElement | undefined;
    switch (event.key) {
      case "ArrowDown":
        target = all[wrapIndex(current, 1, all.length)];
        break;
      case "ArrowUp":
        target = all[wrapIndex(current, -1, all.length)];
        break;
      case "Home":
        target = all[0];
        break;
      case "End":
        target = all.at(-1);
        break;
      case "ArrowRight":
      case "ArrowLeft":
        target = neighbourColumnLink(event.key === "ArrowRight" ? 1 : -1);
        break;
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        closeToTrigger();
        return;
      default:
        return;
    }
    event.preventDefault();
    target?.focus();
  }

  /** In a mega menu, the link on the same row of the next / previous column. */
  function neighbourColumnLink(step: number): HTMLAnchorElement | undefined {
    const columns = Array.from(panelRef.current?.querySelectorAll<HTMLElement>("[data-menu-column]") ?? []);
    if (columns.length < 2) return undefined;
    const active = document.activeElement as HTMLElement | null;
    const from = columns.findIndex((column) => column.contains(active));
    const fromLinks = Array.from(columns[from]?.querySelectorAll("a") ?? []);
    const row = Math.max(0, fromLinks.indexOf(active as HTMLAnchorElement));
    const next = Array.from(columns[wrapIndex(from, step, columns.length)]?.querySelectorAll("a") ?? []);
    return next[Math.min(row, next.length - 1)];
  }

  return (
    // Hover is an enhancement for mouse users; every action is also on the button and the links.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={cn("group/menu", item.kind === "dropdown" && "relative")}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        data-top-item=""
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open && openedBy === "click" ? close() : onOpen("click"))}
        onKeyDown={onTriggerKeyDown}
        className={topItemClass}
      >
        {item.title}
        <SpriteIcon
          icon={ChevronDown}
          className={cn("size-4 opacity-70 transition-transform duration-200", open && "rotate-180")}
        />
      </button>
      {/* Arrow keys are handled here for the links inside; the panel itself is not focusable. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        id={panelId}
        ref={panelRef}
        onKeyDown={onPanelKeyDown}
        data-open={open || undefined}
        className={cn(
          "absolute top-full z-50 pt-3 duration-200 motion-reduce:transition-none",
          item.kind === "dropdown"
            ? "left-1/2 w-64 -translate-x-1/2"
            : "left-1/2 w-max max-w-[calc(100vw-2rem)] -translate-x-1/2",
          // Visibility switches on at once (so a link can take focus) and off after the fade.
          open
            ? "visible translate-y-0 opacity-100 transition-[opacity,translate]"
            : "invisible translate-y-2 opacity-0 transition-[opacity,translate,visibility]",
          // Before hydration (or without JavaScript) the panels open with CSS.
          !hydrated &&
            "group-focus-within/menu:visible group-focus-within/menu:translate-y-0 group-focus-within/menu:opacity-100 group-hover/menu:visible group-hover/menu:translate-y-0 group-hover/menu:opacity-100",
        )}
      >
        <PanelCard item={item} pathname={pathname} onNavigate={close} showScreenshots={opened} />
      </div>
    </li>
  );
}

/**
 * What a menu's panel holds: its links, and in a mega menu the offer. Memoised, with props that
 * stay the same while the panel opens and closes, so that a change of the group around it (open,
 * hover, the switch to scripted menus right after hydration) does not render its links again: on
 * the Home menu that is ~60 links, and after hydration it was one long task.
 */
const PanelCard = memo(function PanelCard({
  item,
  pathname,
  onNavigate,
  showScreenshots,
}: {
  item: GroupItem;
  pathname: string;
  onNavigate: () => void;
  showScreenshots: boolean;
}) {
  return (
    <Card radius="md" className="overflow-hidden shadow-2xl shadow-black/10 dark:shadow-black/40">
      {item.kind === "dropdown" ? (
        <ul className="p-2">
          {item.submenu.map((link) => (
            <li key={link.href}>
              <PanelLink link={link} pathname={pathname} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      ) : (
        <MegaPanel
          columns={item.columns}
          pathname={pathname}
          onNavigate={onNavigate}
          showScreenshots={showScreenshots}
        />
      )}
    </Card>
  );
});

function MegaPanel({
  columns,
  pathname,
  onNavigate,
  showScreenshots,
}: {
  columns: readonly MenuColumn[];
  pathname: string;
  onNavigate: () => void;
  /** Show the screenshot beside each demo link (the Home menu). */
  showScreenshots: boolean;
}) {
  const headingId = useId();
  const thumbnails = useDemoThumbnails(showScreenshots);
  // Untitled columns keep the rows aligned with titled ones, when there are any.
  const titled = columns.some((column) => column.title);
  return (
    // The offer sits beside the columns where the window leaves room for it (≥ 1440 px) and
    // runs along their foot below that, so every column, badge and button stays whole.
    <div className="flex flex-col min-[90rem]:flex-row">
      <div
        className={cn(
          "grid grid-flow-col gap-x-4 p-5",
          // With screenshots (from 1280 px) a column needs room for a picture and its longest word.
          showScreenshots
            ? "auto-cols-[minmax(10rem,1fr)] xl:auto-cols-[minmax(12rem,1fr)]"
            : "auto-cols-[minmax(10rem,1fr)]",
        )}
      >
        {columns.map((column, index) => {
          const titleId = `${headingId}-${index}`;
          return (
            <div key={column.title ?? `column-${index}`} data-menu-column="">
              {titled ? (
                <p
                  id={column.title ? titleId : undefined}
                  aria-hidden={column.title ? undefined : true}
                  className="mb-2 px-3 text-xs font-semibold tracking-widest text-muted-foreground uppercase"
                >
                  {column.title ?? "\u00a0"}
                </p>
              ) : null}
              <ul aria-labelledby={column.title ? titleId : undefined}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <PanelLink
                      link={link}
                      pathname={pathname}
                      onNavigate={onNavigate}
                      showScreenshot={showScreenshots}
                      shots={thumbnails?.[link.href]}
                    />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <MenuPromo />
    </div>
  );
}

/**
 * The offer card of the mega menus: the sale price and the way to the marketplace. A strip along
 * the foot of the columns, a card beside them from 1440 px, as tall as the columns: the offer and
 * what it includes at its top, the price (large) and the button at its foot.
 */
function MenuPromo() {
  return (
    <div className="relative isolate m-2 mt-0 flex flex-wrap items-center gap-x-6 gap-y-3 overflow-hidden rounded-xl border border-border bg-muted px-5 py-4 min-[90rem]:mt-2 min-[90rem]:w-60 min-[90rem]:shrink-0 min-[90rem]:flex-col min-[90rem]:flex-nowrap min-[90rem]:items-start min-[90rem]:gap-0 min-[90rem]:p-5">
      <GradientDecor variant="corner" />
      <div className="min-w-0 flex-1 min-[90rem]:flex-none">
        <p className="text-xs font-semibold tracking-widest text-primary uppercase">
          Save {offer.discountPercent}% today
        </p>
        <p className="mt-1 font-bold min-[90rem]:mt-2 min-[90rem]:text-lg min-[90rem]:leading-snug">
          Every demo in one template
          <span className="font-normal text-muted-foreground min-[90rem]:hidden">
            {" "}
            · {formatPrice(offer.salePrice)} once, with free lifetime updates.
          </span>
        </p>
        <CheckList
          items={[offerLines.demos, offerLines.freeTrial, offerLines.supportDays]}
          className="mt-4 hidden space-y-2 text-sm min-[90rem]:block"
          itemClassName="gap-2"
        />
      </div>
      <p className="hidden text-sm text-muted-foreground min-[90rem]:mt-auto min-[90rem]:block min-[90rem]:pt-6">
        <span className="block text-4xl font-bold tracking-tight text-foreground">
          {formatPrice(offer.salePrice)}
        </span>
        once, with free lifetime updates.
      </p>
      <ButtonLink
        cta={{ label: "Buy Now", href: site.buyUrl, newTab: true }}
        size="sm"
        className="min-[90rem]:mt-4"
        icon={<NewTabIcon />}
      />
    </div>
  );
}

function PanelLink({
  link,
  pathname,
  onNavigate,
  showScreenshot = false,
  shots,
}: {
  link: MenuLink;
  pathname: string;
  onNavigate: () => void;
  /** A demo link shows its screenshot (in the page's theme) before the label. */
  showScreenshot?: boolean;
  /** The link's screenshots, once their manifest has loaded. */
  shots?: DemoThumbnail;
}) {
  const current = isCurrentPage(link.href, pathname);
  const withScreenshot = showScreenshot && shots !== undefined;
  // The badge is bound to the name's last word: beside the name on one line or at the end of the
  // last one, the same for every name ("Business / Consulting HOT"), never alone under it.
  const lastWord = link.label.lastIndexOf(" ") + 1;
  return (
    <SmartLink
      href={link.href}
      onClick={onNavigate}
      aria-current={current ? "page" : undefined}
      className={cn("group/demo menu-panel-link", withScreenshot && "xl:ps-2")}
    >
      {showScreenshot ? (
        <DemoMenuThumbnail shots={shots} current={current} className="hidden xl:block" />
      ) : null}
      <span className="menu-link-label">
        {link.badge ? (
          <>
            {link.label.slice(0, lastWord)}
            <span className="whitespace-nowrap">
              {link.label.slice(lastWord)}
              <MenuBadge badge={link.badge} className="ms-2" />
            </span>
          </>
        ) : (
          link.label
        )}
      </span>
    </SmartLink>
  );
}
