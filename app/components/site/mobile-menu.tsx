import { ChevronDown, Menu, X } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { type CSSProperties, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button, ButtonLink } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { useModalDialog } from "~/components/ui/use-modal-dialog";
import { timings } from "~/content/settings";
import { site } from "~/content/site";
import type { MenuItem, MenuLink } from "~/content/types";
import { cn } from "~/lib/cn";
import { DemoMenuThumbnail, useDemoThumbnails } from "./demo-screenshot";
import { Logo } from "./logo";
import { MenuBadge } from "./menu-badge";
import { isCurrentPage, isItemActive, linkCurrent, toggleGroup } from "./menu-model";
import { NewTabIcon } from "./new-tab-icon";
import { SocialLinks } from "./social-icons";

/** The width from which the desktop menu takes over (Tailwind `lg`). */
const DESKTOP_QUERY = "(min-width: 64rem)";

/**
 * The mobile menu (< 1024 px): a toggle and a slide-in panel, a modal <dialog>, so
 * focus stays inside and Escape closes it natively. Groups collapse, one open at a
 * time (the open group closes when chosen again). It closes on a click on the
 * backdrop, on Escape, on the close button and on navigation; focus returns to
 * the toggle (after an in-page link of a one-page header it goes on from the chosen
 * section instead). The panel slides only when motion is welcome.
 *
 * The panel's content is rendered when it first opens, not in the pre-rendered HTML: it repeats
 * every link of the desktop menu (which is in the HTML, for readers without JavaScript and for
 * crawlers), and the panel cannot open before the page's JavaScript runs anyway. It is rendered
 * synchronously before `showModal()`, so the dialog's first focus is what it would be otherwise.
 */
export function MobileMenu({
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
  const [group, setGroup] = useState<string | null>(null);
  /** Set when the panel closes because an in-page link ("#team") was chosen. */
  const followingAnchor = useRef(false);
  const dialogId = useId();
  const titleId = useId();
  // The content exists from the first opening on (a lighter page; see above).
  const [rendered, setRendered] = useState(false);
  const { open, show, hide, dialogRef, triggerRef, dialogProps } = useModalDialog({
    duration: timings.menuPanel,
    lockScroll: true,
    // The content is in the DOM before the dialog opens; the group of the current page starts open.
    onOpen: () =>
      flushSync(() => {
        setRendered(true);
        setGroup(items.find((item) => item.kind !== "link" && isItemActive(item, pathname))?.title ?? null);
      }),
    // After an in-page link the browser has moved the focus start to the chosen section:
    // the next Tab continues there, so the focus does not go back to the toggle.
    returnFocus: () => {
      const back = !followingAnchor.current;
      followingAnchor.current = false;
      return back;
    },
  });

  /** A link of the panel was chosen. */
  function follow(href: string) {
    followingAnchor.current = href.startsWith("#");
    hide();
  }

  // Navigation closes the menu.
  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname, dialogRef]);

  // Growing into the desktop layout closes it too (the toggle and panel disappear there).
  useEffect(() => {
    if (!open || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) dialogRef.current?.close();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [open, dialogRef]);

  return (
    <div className={className}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={dialogId}
        aria-haspopup="dialog"
        onClick={show}
        className="inline-flex size-10 items-center justify-center rounded-full border border-border text-foreground transition-colors hover:border-primary/60 hover:bg-muted"
      >
        <SpriteIcon icon={Menu} className="size-5" />
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        {...dialogProps}
        id={dialogId}
        aria-labelledby={titleId}
        className={cn(
          "fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(24rem,calc(100vw-2.5rem))] max-w-none overflow-hidden bg-card p-0 text-card-foreground shadow-2xl",
          "backdrop:bg-black/55 backdrop:backdrop-blur-[2px]",
          // Slide in from the right, and back out (display and overlay stay until the end).
          "translate-x-full transition-[translate,display,overlay] transition-discrete duration-(--dialog) ease-out open:translate-x-0 motion-reduce:transition-none starting:open:translate-x-full",
        )}
      >
        <h2 id={titleId} className="sr-only">
          Menu
        </h2>
        {rendered ? (
          <div className="flex h-full flex-col">
            <div className="flex h-20 shrink-0 items-center justify-between gap-4 border-b border-border px-5">
              <SmartLink href="/" onClick={hide} className="rounded-lg">
                <Logo />
                <span className="sr-only"> home</span>
              </SmartLink>
              <Button variant="subtle" size="icon-sm" onClick={hide}>
                <SpriteIcon icon={X} className="size-5" />
                <span className="sr-only">Close menu</span>
              </Button>
            </div>
            <nav
              aria-label="Main menu"
              className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4"
            >
              <ul className="flex flex-col gap-1">
                {items.map((item) =>
                  item.kind === "link" ? (
                    <li key={item.title}>
                      <SmartLink
                        href={item.href}
                        onClick={() => follow(item.href)}
                        aria-current={linkCurrent(item.href, pathname, locationHref)}
                        data-active={isItemActive(item, pathname) || item.href === locationHref || undefined}
                        className={cn(
                          rowClass,
                          (isItemActive(item, pathname) || item.href === locationHref) && "text-primary",
                        )}
                      >
                        {item.title}
                      </SmartLink>
                    </li>
                  ) : (
                    <MobileGroup
                      key={item.title}
                      title={item.title}
                      links={
                        item.kind === "dropdown"
                          ? [{ links: item.submenu }]
                          : item.columns.map((column) => ({ title: column.title, links: column.links }))
                      }
                      active={isItemActive(item, pathname)}
                      expanded={group === item.title}
                      onToggle={() => setGroup((current) => toggleGroup(current, item.title))}
                      pathname={pathname}
                      onNavigate={hide}
                    />
                  ),
                )}
              </ul>
            </nav>
            <div className="shrink-0 space-y-4 border-t border-border p-5">
              <ButtonLink
                cta={{ label: "Buy Now", href: site.buyUrl, newTab: true }}
                className="w-full uppercase"
                icon={<NewTabIcon />}
              />
              <SocialLinks className="justify-center gap-2" />
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}

const collapseStyle = { "--collapse": `${timings.collapse}ms` } as CSSProperties;

const rowClass =
  "flex w-full items-center justify-between gap-3 rounded-xl px-3 py-3 text-base font-semibold transition-colors hover:bg-muted";

function MobileGroup({
  title,
  links,
  active,
  expanded,
  onToggle,
  pathname,
  onNavigate,
}: {
  title: string;
  links: readonly { title?: string; links: readonly MenuLink[] }[];
  active: boolean;
  expanded: boolean;
  onToggle: () => void;
  pathname: string;
  onNavigate: () => void;
}) {
  const regionId = useId();
  // Demo screenshots are added when the group first opens (decoration, not in the HTML).
  const [opened, setOpened] = useState(false);
  if (expanded && !opened) setOpened(true);
  const thumbnails = useDemoThumbnails(opened);
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={regionId}
        data-active={active || undefined}
        onClick={onToggle}
        className={cn(rowClass, active && "text-primary")}
      >
        {title}
        <SpriteIcon
          icon={ChevronDown}
          className={cn("size-5 opacity-70 transition-transform duration-300", expanded && "rotate-180")}
        />
      </button>
      {/* Collapsed content stays in the HTML but is hidden and inert. */}
      <div
        id={regionId}
        inert={!expanded}
        style={collapseStyle}
        className={cn(
          "grid duration-(--collapse) ease-out motion-reduce:transition-none",
          // Visible at once when opening, hidden only after the collapse.
          expanded
            ? "visible grid-rows-[1fr] transition-[grid-template-rows]"
            : "invisible grid-rows-[0fr] transition-[grid-template-rows,visibility]",
        )}
      >
        <div className="overflow-hidden">
          {links.map((column, index) => (
            <div key={column.title ?? `column-${index}`} className="pb-2 pl-3">
              {column.title ? (
                <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-widest text-muted-foreground uppercase">
                  {column.title}
                </p>
              ) : null}
              <ul className="border-l border-border">
                {column.links.map((link) => {
                  const current = isCurrentPage(link.href, pathname);
                  return (
                    <li key={link.href}>
                      <SmartLink
                        href={link.href}
                        onClick={onNavigate}
                        aria-current={current ? "page" : undefined}
                        className="group/demo menu-drawer-link"
                      >
                        {opened ? (
                          <DemoMenuThumbnail shots={thumbnails?.[link.href]} current={current} />
                        ) : null}
                        <span className="flex-1">{link.label}</span>
                        {link.badge ? <MenuBadge badge={link.badge} /> : null}
                      </SmartLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </li>
  );
}
