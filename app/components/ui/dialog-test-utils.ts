/**
 * A test double for modal dialogs: jsdom has no `showModal()`. Opening sets `open`; closing
 * removes it and fires the `close` event the components rely on (focus return, player removal);
 * a `method="dialog"` form's submission closes its dialog, as in a browser.
 * Call once per test file, e.g. in `beforeAll`.
 */
export function fakeModalDialogs(): void {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (form.getAttribute("method") !== "dialog") return;
    event.preventDefault();
    form.closest("dialog")?.close();
  });
}

/**
 * A test double for the Popover API, which jsdom lacks (26.x: no `showPopover()`, no `toggle`
 * event, `:popover-open` never matches, `popovertarget` buttons do nothing). Open popovers match
 * `:popover-open`; `showPopover()`/`hidePopover()` change that and fire `toggle` (with `newState`);
 * a click on a `popovertarget` button toggles, shows or hides its popover, as the browser does.
 * Nothing of the browser's own part (top layer, light dismiss, focus) is imitated. Call once per
 * test file, e.g. in `beforeAll`.
 */
export function fakePopovers(): void {
  const open = new WeakSet<Element>();
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ":popover-open" ? open.has(this) : matches.call(this, selector);
  } as typeof matches;
  const set = (popover: HTMLElement, next: boolean) => {
    if (open.has(popover) === next) return;
    if (next) open.add(popover);
    else open.delete(popover);
    const event = Object.assign(new Event("toggle"), {
      oldState: next ? "closed" : "open",
      newState: next ? "open" : "closed",
    });
    popover.dispatchEvent(event);
  };
  HTMLElement.prototype.showPopover = function (this: HTMLElement) {
    set(this, true);
  };
  HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    set(this, false);
  };
  document.addEventListener("click", (event) => {
    const invoker = (event.target as Element).closest?.("button[popovertarget]");
    const popover = invoker && document.getElementById(invoker.getAttribute("popovertarget")!);
    if (!popover || event.defaultPrevented) return;
    const action = invoker.getAttribute("popovertargetaction") ?? "toggle";
    set(popover, action === "toggle" ? !open.has(popover) : action === "show");
  });
}
