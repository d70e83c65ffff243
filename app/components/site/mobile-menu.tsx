import { ChevronDown, Menu, X } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { CSSProperties } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { timings } from "~/content/settings";
import { site } from "~/content/site";
import type { MenuItem, MenuLink } from "~/content/types";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { MenuBadge } from "./menu-badge";
import { isCurrentPage, isItemActive } from "./menu-model";
import { NewTabIcon } from "./new-tab-icon";
import { SocialLinks } from "./social-icons";

/** The panel's id: its toggle and close button name it, and app.css's rules for the open menu read it. */
export const MENU_PANEL_ID = "site-menu";
/** The `name` of the groups' `<details>`: one group open at a time. */
export const MENU_GROUP_NAME = "site-menu-group";
/**
 * The mobile menu (< 1024 px): a toggle and a slide-in panel, on the platform, so that it works
 * from the first paint, before hydration and without JavaScript (issue 28, decision 016). The
 * panel is a `popover` in the pre-rendered HTML, opened by a `popovertarget` button: the browser
 * gives the top layer, Escape, a click outside (light dismiss), the toggle's expanded state and the
 * focus back on the toggle when it closes from inside. It takes the focus when it opens
 * (`autofocus`); while it is open, app.css keeps the page behind from scrolling and, once the panel
 * has slid in, hides it (`visibility`), so neither the focus nor a screen reader can go behind the
 * panel: modal, like the `<dialog>` it replaces, without a script. The groups are `<details name>`:
 * one open at a time, all closed when the panel opens (issue 42: the Home group open on `/` put 25
 * demos between the visitor and About, Blog and Contact); the current page's group is marked.
 *
 * What needs a script is app/behaviours/mobile-menu.ts (wired by `data-mobile-menu` on the panel),
 * which never resets what the visitor did before it ran: it closes the panel on a link of the menu
 * and when the window grows into the desktop layout, and gives the focus back to the toggle when
 * the panel closes (not after an in-page link of a one-page header, which the controls script,
 * app/lib/early-controls.ts, follows: the focus goes on from the chosen section). The groups' demo
 * screenshots come the first time a group is seen open (app/behaviours/demo-screenshots.ts). In a
 * one-page header, scroll spy marks the link of the section in view (`data-active`).
 */
export function MobileMenu({
  items,
  pathname,
  className,
}: {
  items: readonly MenuItem[];
  pathname: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <button
        type="button"
        popoverTarget={MENU_PANEL_ID}
        className="inline-flex size-10 items-center justify-center rounded-full border border-border text-foreground transition-colors hover:border-primary/60 hover:bg-muted"
      >
        <SpriteIcon icon={Menu} className="size-5" />
        <span className="sr-only">Open menu</span>
      </button>
      <div
        id={MENU_PANEL_ID}
        data-mobile-menu=""
        popover="auto"
        role="dialog"
        aria-label="Menu"
        tabIndex={-1}
        // The panel takes the focus when it opens, as a dialog does: the page behind is hidden.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        style={panelStyle}
        className={cn(
          "inset-y-0 start-0 end-auto m-0 h-dvh w-[min(24rem,calc(100vw-2.5rem))] flex-col overflow-hidden border-0 bg-card p-0 text-card-foreground shadow-2xl outline-none open:flex",
          "backdrop:bg-black/55",
          // Slide in from the start side (the left; right to left, the right: issue 41), and back
          // out (display and overlay stay until the end). A translation has no logical direction.
          "-translate-x-full transition-[translate,display,overlay] transition-discrete duration-(--panel) ease-out open:translate-x-0 motion-reduce:transition-none rtl:translate-x-full starting:open:-translate-x-full rtl:starting:open:translate-x-full",
        )}
      >
        <div className="flex h-20 shrink-0 items-center justify-between gap-4 border-b border-border px-5">
          <SmartLink href="/" className="rounded-lg">
            <Logo />
            <span className="sr-only"> home</span>
          </SmartLink>
          <Button variant="subtle" size="icon-sm" popoverTarget={MENU_PANEL_ID} popoverTargetAction="hide">
            <SpriteIcon icon={X} className="size-5" />
            <span className="sr-only">Close menu</span>
          </Button>
        </div>
        <nav aria-label="Main menu" className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4">
          <ul className="flex flex-col gap-1">
            {items.map((item) =>
              item.kind === "link" ? (
                <li key={item.title}>
                  <SmartLink
                    href={item.href}
                    data-active={isItemActive(item, pathname) || undefined}
                    aria-current={isCurrentPage(item.href, pathname) ? "page" : undefined}
                    className={cn(rowClass, "data-active:text-primary")}
                  >
                    {item.title}
                  </SmartLink>
                </li>
              ) : (
                <MobileGroup
                  key={item.title}
                  title={item.title}
                  columns={
                    item.kind === "dropdown"
                      ? [{ links: item.submenu }]
                      : item.columns.map((column) => ({ title: column.title, links: column.links }))
                  }
                  active={isItemActive(item, pathname)}
                  pathname={pathname}
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
    </div>
  );
}

const panelStyle = {
  "--panel": `${timings.menuPanel}ms`,
  "--collapse": `${timings.collapse}ms`,
} as CSSProperties;

const rowClass =
  "flex w-full items-center justify-between gap-3 rounded-xl px-3 py-3 text-base font-semibold transition-colors hover:bg-muted";

/**
 * A group: a native `<details>` of the shared name, animated like the accordion where the browser
 * can animate a height to `auto` (accordion.tsx).
 */
const groupClass = cn(
  "group [interpolate-size:allow-keywords] [&::details-content]:h-0 [&::details-content]:overflow-clip open:[&::details-content]:h-auto",
  "motion-safe:supports-[interpolate-size:allow-keywords]:[&::details-content]:transition-[height,content-visibility] motion-safe:supports-[interpolate-size:allow-keywords]:[&::details-content]:transition-discrete motion-safe:supports-[interpolate-size:allow-keywords]:[&::details-content]:duration-(--collapse) motion-safe:supports-[interpolate-size:allow-keywords]:[&::details-content]:ease-out",
);

function MobileGroup({
  title,
  columns,
  active,
  pathname,
}: {
  title: string;
  columns: readonly { title?: string; links: readonly MenuLink[] }[];
  /** The group of the current page: marked (`data-active`), closed like the others. */
  active: boolean;
  pathname: string;
}) {
  return (
    <li>
      {/* Closed in the HTML: what a visitor opens or closes stays. The demo screenshots are added
          once the group is seen open (app/behaviours/demo-screenshots.ts). */}
      <details name={MENU_GROUP_NAME} data-demo-screenshots="" className={groupClass}>
        <summary
          data-active={active || undefined}
          className={cn(
            rowClass,
            "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            active && "text-primary",
          )}
        >
          {title}
          <SpriteIcon
            icon={ChevronDown}
            className="size-5 opacity-70 transition-transform duration-300 group-open:rotate-180"
          />
        </summary>
        {columns.map((column, index) => (
          <div key={column.title ?? `column-${index}`} className="ps-3 pb-2">
            {column.title ? (
              <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-widest text-muted-foreground uppercase">
                {column.title}
              </p>
            ) : null}
            <ul className="border-s border-border">
              {column.links.map((link) => {
                const current = isCurrentPage(link.href, pathname);
                return (
                  <li key={link.href}>
                    <SmartLink
                      href={link.href}
                      aria-current={current ? "page" : undefined}
                      className="group/demo menu-drawer-link"
                    >
                      <span className="flex-1">{link.label}</span>
                      {link.badge ? <MenuBadge badge={link.badge} /> : null}
                    </SmartLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </details>
    </li>
  );
}
