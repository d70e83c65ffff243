import { installCarouselRow } from "../behaviours/carousel-row.ts";

/**
 * The site's simple controls, working from the first paint (issue 28, decision 027).
 *
 * Hydration starts after `load` and the first paint (decision 001): on a phone that is seconds in
 * which React handles nothing. The controls below are plain DOM behaviour on attributes the
 * components render, so this one script, inlined into every page's <head> (the build puts it there,
 * `scripts/postbuild.mjs`, and its hash into the page's Content-Security-Policy; the dev server's
 * root renders it), runs them from the first paint, before and after hydration alike: there is one
 * way of doing each, and nothing to hand over when React arrives, so nothing a visitor did resets.
 * It listens on `document` (delegation), so pages reached by client-side navigation need nothing.
 *
 * - **Tabs** (`Tabs`): a `[role=tab]` in a `[role=tablist]`, its panel named by `aria-controls`.
 *   A click or the arrow keys (Up/Down when `aria-orientation="vertical"`), Home and End choose a
 *   tab: `aria-selected`, the roving `tabindex`, the panels' `hidden`; the panels' parent gets
 *   `data-changed` (panels animate only after a choice).
 * - **Filters** (`PortfolioGrid`): a group `[data-filter-list=<list id>]` of `button[data-filter]`
 *   (`aria-pressed`); each item of the list names its categories in `data-categories`; "*" shows
 *   all. Items that do not match get `hidden`; the change is a view transition where the engine
 *   has them and motion is welcome; `data-filter-status` names the live region and
 *   `data-announce` its sentence ("{filter}", "{count}", "{total}").
 * - **Carousel controls** (`Carousel`): the carousel's first stage, the native row moved by its
 *   arrows and dots until Embla runs. Its code is the carousel's (`installCarouselRow`,
 *   app/behaviours/carousel-row.ts); this script only runs it, from the first paint.
 * - **Video popup** (`VideoDialog`): a link `a[data-video-dialog=<dialog id>]` to the video (what
 *   a visitor without JavaScript follows) opens the modal `<dialog>`, whose `data-video-src` is
 *   the player's address: the player's frame is created then, and removed when it closes (close
 *   button: a `method="dialog"` form; Escape; a click on the backdrop).
 * - **Offer banner** (`OfferBanner`): `[data-offer-dismiss]` hides it (`data-offer-dismissed` on
 *   <html>) and remembers it (localStorage, `OFFER_DISMISSED_KEY`).
 * - **Forms that send nothing** (spec §5: the newsletter, login and register, the 404 and blog
 *   searches, the one-page and freelancer forms): `form[data-suppress-submit]`. The browser's
 *   validation runs; the submission (which would put the fields into a URL) is stopped. A submit
 *   button pre-rendered disabled (so that nothing submits without JavaScript) is enabled once the
 *   document is parsed. What such a form does in place (the blog search) is its module's.
 * - **Contact form** (`ContactForm`): `form[data-send-when-ready]` is pre-rendered with its
 *   button disabled (without JavaScript it cannot send); the script enables it once the document
 *   is parsed, and until its module (app/behaviours/contact-form.ts) marks the form `data-ready`
 *   it holds a message sent: the native submission is stopped and the form marked `data-queued`;
 *   the module, on start, sends it. Nothing typed is lost.
 * - **Messages beside the fields** (`ContactForm`, issue 42): in `form[data-field-errors]`, a send
 *   with a field empty or not in its format shows the field's own message (`data-error-missing`,
 *   `data-error-format`) in the element its `aria-describedby` names, marks it `aria-invalid` and
 *   moves the focus to the first such field, instead of the browser's bubble; typing updates it.
 * - **In-page links in a popover** (the one-page headers' phone menu, `MobileMenu`): an
 *   `a[href^="#"]` chosen inside an open `[popover]` closes it; the link has moved the page to its
 *   section, and the focus goes on from there (blurred first, so the browser does not hand it back
 *   to the popover's toggle).
 * - `data-js` on <html>: the script ran. `no-js:` (app.css) hides what cannot work without it.
 *
 * Self-contained on purpose: it is serialised with `Function.prototype.toString`, so it may use
 * nothing from outside its own body (and the carousel's first stage, passed in the same way), and
 * only syntax every engine the site supports parses.
 */
export function installEarlyControls(offerKey: string, carouselRow: () => void): void {
  const doc = document;
  const html = doc.documentElement;
  if (html.hasAttribute("data-js")) return;
  html.setAttribute("data-js", "");

  const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
  const byId = (id: string | null | undefined) => (id ? doc.getElementById(id) : null);

  carouselRow();

  // Tabs ------------------------------------------------------------------------------------------
  function selectTab(tab: HTMLElement, focus: boolean) {
    const list = tab.closest("[role=tablist]");
    if (!list) return;
    if (tab.getAttribute("aria-selected") !== "true") {
      for (const each of list.querySelectorAll<HTMLElement>("[role=tab]")) {
        const on = each === tab;
        each.setAttribute("aria-selected", String(on));
        each.tabIndex = on ? 0 : -1;
        const panel = byId(each.getAttribute("aria-controls"));
        if (panel) {
          panel.hidden = !on;
          panel.parentElement?.setAttribute("data-changed", "");
        }
      }
    }
    if (focus) tab.focus();
  }

  function tabKey(event: KeyboardEvent, tab: HTMLElement) {
    const list = tab.closest("[role=tablist]");
    if (!list || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = Array.from(list.querySelectorAll<HTMLElement>("[role=tab]"));
    const last = tabs.length - 1;
    const at = tabs.indexOf(tab);
    const vertical = list.getAttribute("aria-orientation") === "vertical";
    // Right to left, the left arrow goes forwards (WAI-ARIA's tabs pattern).
    const rtl = getComputedStyle(list).direction === "rtl";
    let next: number;
    if (event.key === (vertical ? "ArrowUp" : rtl ? "ArrowRight" : "ArrowLeft"))
      next = at === 0 ? last : at - 1;
    else if (event.key === (vertical ? "ArrowDown" : rtl ? "ArrowLeft" : "ArrowRight"))
      next = at === last ? 0 : at + 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    else return;
    event.preventDefault();
    const chosen = tabs[next];
    if (chosen) selectTab(chosen, true);
  }

  // Filters ---------------------------------------------------------------------------------------
  function filter(button: HTMLElement) {
    const group = button.closest<HTMLElement>("[data-filter-list]");
    const list = byId(group?.dataset.filterList);
    if (!group || !list || button.getAttribute("aria-pressed") === "true") return;
    const value = button.dataset.filter ?? "*";
    const update = () => {
      for (const each of group.querySelectorAll("[data-filter]")) {
        each.setAttribute("aria-pressed", String(each === button));
      }
      let shown = 0;
      for (const item of Array.from(list.children) as HTMLElement[]) {
        const match =
          value === "*" ||
          value.toLowerCase() === "all" ||
          (item.dataset.categories ?? "").split(" ").includes(value);
        item.hidden = !match;
        if (match) shown += 1;
      }
      const status = byId(group.dataset.filterStatus);
      if (status) {
        status.textContent = (group.dataset.announce ?? "")
          .replace("{filter}", (button.textContent ?? "").trim())
          .replace("{count}", String(shown))
          .replace("{total}", String(list.children.length));
      }
    };
    if (typeof doc.startViewTransition === "function" && !reducedMotion()) doc.startViewTransition(update);
    else update();
  }

  // Video popup -------------------------------------------------------------------------------------
  function openVideo(link: HTMLElement, dialog: HTMLDialogElement) {
    const frameBox = dialog.querySelector("[data-video-frame]");
    const src = dialog.dataset.videoSrc;
    if (!frameBox || !src || dialog.open) return;
    const frame = doc.createElement("iframe");
    frame.src = src;
    frame.title = dialog.getAttribute("aria-label") ?? "";
    frame.className = "size-full border-0";
    frame.allow =
      "accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen";
    frame.allowFullscreen = true;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    frameBox.replaceChildren(frame);
    dialog.showModal();
    link.setAttribute("aria-expanded", "true");
  }

  doc.addEventListener(
    "close",
    (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !dialog.dataset.videoSrc) return;
      dialog.querySelector("[data-video-frame]")?.replaceChildren();
      // Focus goes back to the play button (Safari does not focus a clicked link, so the
      // browser's own return of focus may have nothing to return to).
      const link = doc.querySelector<HTMLElement>(`[data-video-dialog="${dialog.id}"]`);
      link?.setAttribute("aria-expanded", "false");
      link?.focus();
    },
    true,
  );

  // One listener for every click ----------------------------------------------------------------------
  doc.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return;
    const target = event.target;
    const control = target.closest<HTMLElement>(
      "[role=tab],[data-filter],[data-video-dialog],[data-offer-dismiss]",
    );
    if (!control) {
      const popover = target.closest<HTMLElement>("[popover]");
      if (popover && target.closest('a[href^="#"]') && popover.matches(":popover-open")) {
        (doc.activeElement as HTMLElement | null)?.blur();
        popover.hidePopover();
        return;
      }
      // A click on a video dialog's backdrop (the dialog itself; its content fills its box) closes it.
      if (target instanceof HTMLDialogElement && target.dataset.videoSrc && target.open) target.close();
      return;
    }
    if (control.getAttribute("role") === "tab") selectTab(control, false);
    else if (control.hasAttribute("data-filter")) filter(control);
    else if (control.hasAttribute("data-video-dialog")) {
      const dialog = byId(control.dataset.videoDialog);
      // A click meant for a new tab or window follows the link.
      if (!(dialog instanceof HTMLDialogElement) || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      openVideo(control, dialog);
    } else {
      html.setAttribute("data-offer-dismissed", "");
      try {
        localStorage.setItem(offerKey, "1");
      } catch {
        /* storage unavailable: the banner stays closed for this page view only */
      }
      // The button disappears with the banner: the page's main content takes the focus.
      doc.querySelector<HTMLElement>("main")?.focus({ preventScroll: true });
    }
  });

  // Forms that send nothing, and the contact form until its module starts ---------------------------
  const waitingForms = "form[data-send-when-ready]:not([data-ready])";
  const silentForms = "form[data-suppress-submit]";
  doc.addEventListener("DOMContentLoaded", () => {
    for (const button of doc.querySelectorAll<HTMLButtonElement>(
      `${waitingForms} button[type=submit],${silentForms} button[type=submit]`,
    )) {
      button.disabled = false;
    }
  });
  doc.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const waiting = form.matches(waitingForms);
    if (!waiting && !form.matches(silentForms)) return;
    event.preventDefault();
    if (waiting) form.setAttribute("data-queued", "");
  });

  // Forms that say what is wrong beside each field ----------------------------------------------------
  const fieldForms = "form[data-field-errors]";
  let focusedInvalid = false;
  const isField = (el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement =>
    el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
  const showError = (field: HTMLInputElement | HTMLTextAreaElement) => {
    const state = field.validity;
    const message = state.valid
      ? ""
      : ((state.valueMissing ? field.dataset.errorMissing : field.dataset.errorFormat) ??
        field.validationMessage);
    const box = byId(field.getAttribute("aria-describedby"));
    if (box) box.textContent = message;
    if (state.valid) field.removeAttribute("aria-invalid");
    else field.setAttribute("aria-invalid", "true");
  };
  // Sent with a field wrong: the browser's bubble gives way to the field's own message, and the
  // first wrong field (the events come in the form's order) takes the focus, which reads it out.
  doc.addEventListener(
    "invalid",
    (event) => {
      const field = event.target;
      if (!isField(field) || !field.form?.matches(fieldForms)) return;
      event.preventDefault();
      showError(field);
      if (focusedInvalid) return;
      focusedInvalid = true;
      field.focus();
      // Every field of this one attempt has had its event by the next task.
      setTimeout(() => (focusedInvalid = false));
    },
    true,
  );
  // A field marked wrong says at once when it is right, or what is still wrong.
  doc.addEventListener("input", (event) => {
    if (isField(event.target) && event.target.hasAttribute("aria-invalid")) showError(event.target);
  });

  doc.addEventListener("keydown", (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>("[role=tab]") : null;
    if (tab && !event.defaultPrevented) tabKey(event, tab);
  });
}

/** Where the offer banner's dismissal is remembered (localStorage, "1"). */
export const OFFER_DISMISSED_KEY = "doob:offer-banner-dismissed";

/** The script as it goes into a page: the function above, called with its settings. */
export function earlyControlsSource(): string {
  return `(${installEarlyControls.toString()})(${JSON.stringify(OFFER_DISMISSED_KEY)},${installCarouselRow.toString()})`;
}
