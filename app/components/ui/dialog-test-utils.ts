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
