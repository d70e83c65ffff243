/**
 * The phone menu (`MobileMenu`): the panel `[data-mobile-menu]` is a `popover`, its groups
 * `<details name>`; the browser opens and closes it (toggle, close button, Escape, a click outside)
 * and keeps one group open at a time. This module adds what the platform does not:
 *
 * - a link of the menu closes the panel (a page restored from the back/forward cache shows it
 *   closed); an in-page link ("#team") is the controls script's, which closes the panel itself
 *   (app/lib/early-controls.ts);
 * - the window growing into the desktop layout (`lg`, where the toggle and panel disappear)
 *   closes it;
 * - when the panel closes, the focus goes back to the toggle, as from a dialog: the browser does
 *   so when it was inside the panel, but not after a click outside, which leaves it on the page
 *   (Chromium: the body; WebKit: the element under the pointer). Not after an in-page link: the
 *   focus goes on from the chosen section.
 */

/** The width from which the desktop menu takes over (Tailwind `lg`). */
const DESKTOP_QUERY = "(min-width: 64rem)";

function isOpen(panel: HTMLElement): boolean {
  try {
    return panel.matches(":popover-open");
  } catch {
    return false;
  }
}

export function start(panel: HTMLElement): void {
  const toggle = Array.from(document.querySelectorAll<HTMLElement>("[popovertarget]")).find(
    (button) => button.getAttribute("popovertarget") === panel.id && !panel.contains(button),
  );
  /** Set when the panel closes because an in-page link was chosen. */
  let followingAnchor = false;
  const close = () => {
    if (isOpen(panel)) panel.hidePopover();
  };

  // Before the controls script's listener on the document: it closes the panel on an in-page link.
  panel.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!link || event.defaultPrevented) return;
    if (link.getAttribute("href")?.startsWith("#")) {
      followingAnchor = true;
      return;
    }
    // A link to another tab leaves this page as it is.
    if (link.getAttribute("target") === "_blank" || event.ctrlKey || event.metaKey || event.shiftKey) return;
    close();
  });

  panel.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState !== "closed") return;
    const anchor = followingAnchor;
    followingAnchor = false;
    if (!anchor) toggle?.focus();
  });

  if (typeof matchMedia === "function") {
    const desktop = matchMedia(DESKTOP_QUERY);
    desktop.addEventListener("change", () => {
      if (desktop.matches) close();
    });
  }
}
