/**
 * The demo screenshots of the menus (decision 009): `[data-demo-screenshots]` is a desktop mega
 * menu's panel or a phone menu's group. The first time it is shown (the panel gets `data-open`, or
 * the group is `open` while the phone menu's popover is open), the screenshots' manifest is
 * imported (decoration: neither in the HTML nor in the first script, decision 020) and every demo
 * link in it (`a[href]` whose path has screenshots) gets the small screenshot before its label, in
 * both themes (CSS shows the page's and keeps the other from loading, as `ScreenshotPair` does), and
 * `data-screenshot`; the element gets `data-screenshots` (a mega menu's columns widen for them). The
 * marker's value is the class of each screenshot's box ("hidden xl:block": from 1280 px).
 *
 * This module only watches for the first show; what it adds is in `demo-screenshots-decorate.ts`,
 * fetched then (it was 1.2 KB of every page's first script).
 */

function popoverOpen(popover: Element): boolean {
  try {
    return popover.matches(":popover-open");
  } catch {
    return false;
  }
}

export function start(element: HTMLElement): void {
  const popover = element.parentElement?.closest<HTMLElement>("[popover]") ?? null;
  const shown = () =>
    (element.hasAttribute("data-open") || element.hasAttribute("open")) && (!popover || popoverOpen(popover));
  const observer = new MutationObserver(check);
  function check() {
    if (!shown()) return;
    observer.disconnect();
    popover?.removeEventListener("toggle", check);
    void import("./demo-screenshots-decorate").then(({ decorate }) => decorate(element));
  }
  observer.observe(element, { attributes: true, attributeFilter: ["open", "data-open"] });
  popover?.addEventListener("toggle", check);
  check();
}
