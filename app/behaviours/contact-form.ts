/**
 * The contact form's sending (`ContactForm`, app/sections/contact/contact-form.tsx): the form that
 * really sends, `form[data-send-when-ready]`, rendered only when this build has the EmailJS keys.
 *
 * - A submit event (the browser's validation has passed: an incomplete form fires none) sends the
 *   form's fields with EmailJS, whose library is imported then (~/lib/email). While it is on its
 *   way the button is `aria-disabled` (it says "Sending", stays focusable) and further submits send
 *   nothing more.
 * - Sent: the form is cleared, and the success notice goes into the status region for
 *   `timings.successMessage` ms. Failed: every value stays, the failure notice goes into the alert
 *   region, and the reason is logged. The notices are the markup's `<template data-notice>`s.
 * - Until this module starts, the page's controls script (~/lib/early-controls) holds a message
 *   sent (`data-queued`). On start the module marks the form `data-ready` (the script lets it be
 *   from then on) and submits a held message again, so the browser checks it as it stands now.
 *
 * The EmailJS keys are read here (~/lib/email), so they travel in this module's chunk only.
 */
import { timings } from "~/content/settings";
import { describeSendError, emailConfig, sendEmailForm } from "~/lib/email";

type State = "idle" | "sending" | "sent" | "failed";

function hide(element: HTMLElement | null, hidden: boolean) {
  if (hidden) element?.setAttribute("aria-hidden", "true");
  else element?.removeAttribute("aria-hidden");
}

export function start(element: HTMLElement): void {
  if (!(element instanceof HTMLFormElement) || !emailConfig) return;
  const form = element;
  const config = emailConfig;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const part = (selector: string) => form.querySelector<HTMLElement>(selector);
  const labels = { submit: part("[data-label=submit]"), sending: part("[data-label=sending]") };
  const regions = { sent: part("[data-region=sent]"), failed: part("[data-region=failed]") };
  const notices = {
    sent: form.querySelector<HTMLTemplateElement>("template[data-notice=sent]"),
    failed: form.querySelector<HTMLTemplateElement>("template[data-notice=failed]"),
  };
  const hint = part("[data-hint]");
  let sending = false;
  let hideTimer: number | undefined;

  function show(state: State) {
    const busy = state === "sending";
    if (busy) button?.setAttribute("aria-disabled", "true");
    else button?.removeAttribute("aria-disabled");
    // The two labels share the button's cell; the hidden one is `invisible` (its `aria-hidden`).
    hide(labels.submit, busy);
    hide(labels.sending, !busy);
    for (const name of ["sent", "failed"] as const) {
      const notice = notices[name];
      // A new node each time: a live region announces what is added to it.
      regions[name]?.replaceChildren(...(state === name && notice ? [notice.content.cloneNode(true)] : []));
    }
    if (hint) hint.hidden = state === "sent" || state === "failed";
  }

  async function send() {
    sending = true;
    window.clearTimeout(hideTimer);
    show("sending");
    try {
      await sendEmailForm(form, config);
      form.reset();
      show("sent");
      hideTimer = window.setTimeout(() => show("idle"), timings.successMessage);
    } catch (error) {
      console.error(`Contact form: the message was not sent (${describeSendError(error)}).`);
      show("failed");
    } finally {
      sending = false;
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!sending) void send();
  });
  form.setAttribute("data-ready", "");
  if (form.hasAttribute("data-queued")) {
    form.removeAttribute("data-queued");
    form.requestSubmit();
  }
}
