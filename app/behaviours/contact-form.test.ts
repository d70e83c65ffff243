// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { contactFormMessages } from "~/content/contact";
import { timings } from "~/content/settings";
import type * as EmailModule from "~/lib/email";
import type { EmailConfig } from "~/lib/email";
import { ContactForm, type ContactFormProps } from "~/sections/contact/contact-form";
import { start } from "./contact-form";

const state = vi.hoisted(() => ({ config: null as EmailConfig | null }));

// The build's configuration, switched per test (the markup and the module read it).
vi.mock("~/lib/email", async (importOriginal) => {
  const actual = await importOriginal<typeof EmailModule>();
  return {
    ...actual,
    get emailConfig() {
      return state.config;
    },
  };
});

const sendForm = vi.hoisted(() => vi.fn());
vi.mock("@emailjs/browser", () => ({ sendForm }));

const testConfig: EmailConfig = { publicKey: "pk-test", serviceId: "svc-test", templateId: "tpl-test" };

const values: Record<string, string> = {
  "contact-name": "Ada Lovelace",
  "contact-phone": "+44 20 7946 0000",
  "contact-email": "ada@example.org",
  subject: "A new website",
  "contact-message": "Could you build us a consulting site?",
};

/** The form as the page has it: pre-rendered, the document parsed (the controls script ran). */
function page(props: ContactFormProps = {}): HTMLFormElement {
  document.body.innerHTML = renderToStaticMarkup(createElement(ContactForm, props));
  document.dispatchEvent(new Event("DOMContentLoaded"));
  return document.querySelector("form")!;
}

const form = () => document.querySelector("form")!;
const field = (name: string) =>
  form().querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
const button = () => form().querySelector<HTMLButtonElement>("button[type=submit]")!;
const status = () => form().querySelector("[role=status]")!.textContent;
const alert = () => form().querySelector("[role=alert]")!.textContent;
const label = (name: "submit" | "sending") => form().querySelector(`[data-label=${name}]`)!;
const hint = () => form().querySelector<HTMLElement>("[data-hint]")!;
const queuedNotice = () => form().querySelector<HTMLElement>("[data-queued-notice]")!;

function fillAll() {
  for (const [name, value] of Object.entries(values)) field(name).value = value;
}

/** A submission as the browser makes it once validation has passed. */
function submit(): Event {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form().dispatchEvent(event);
  return event;
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** Lets the dynamic import and the promise chain of a send run. */
async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((done) => setTimeout(done, 0));
}

beforeEach(() => {
  state.config = testConfig;
  sendForm.mockReset();
});
afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("contact form: sending", () => {
  test("sends once with the configured ids; success clears the form and shows the message for 5 s", async () => {
    const pending = deferred<{ status: number; text: string }>();
    sendForm.mockReturnValue(pending.promise);
    page({ hint: "All fields are required." });
    start(form());
    expect(form().hasAttribute("data-ready")).toBe(true);
    expect(button().disabled).toBe(false);
    fillAll();

    expect(submit().defaultPrevented).toBe(true);
    await flush();
    expect(sendForm).toHaveBeenCalledTimes(1);
    const [serviceId, templateId, sent, options] = sendForm.mock.calls[0]!;
    expect([serviceId, templateId, options]).toEqual(["svc-test", "tpl-test", { publicKey: "pk-test" }]);
    expect(sent).toBe(form());

    // While sending: the button says so, stays focusable, and more submits send nothing more.
    expect(button().getAttribute("aria-disabled")).toBe("true");
    expect(label("submit").getAttribute("aria-hidden")).toBe("true");
    expect(label("sending").hasAttribute("aria-hidden")).toBe(false);
    submit();
    submit();
    await flush();
    expect(sendForm).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    pending.resolve({ status: 200, text: "OK" });
    await pending.promise;
    await Promise.resolve();
    for (const name of Object.keys(values)) expect(field(name).value).toBe("");
    expect(status()).toBe(contactFormMessages.success);
    expect(alert()).toBe("");
    expect(hint().hidden).toBe(true);
    expect(button().hasAttribute("aria-disabled")).toBe(false);
    expect(label("sending").getAttribute("aria-hidden")).toBe("true");

    vi.advanceTimersByTime(timings.successMessage - 1);
    expect(status()).toBe(contactFormMessages.success);
    vi.advanceTimersByTime(1);
    expect(status()).toBe("");
    expect(hint().hidden).toBe(false);
  });

  test.each([
    ["a 4xx answer", { status: 400, text: "The template ID is invalid" }, "400 The template ID is invalid"],
    ["a 5xx answer", { status: 503, text: "Service Unavailable" }, "503 Service Unavailable"],
    ["the rate limit", { status: 429, text: "Too Many Requests" }, "429 Too Many Requests"],
    ["a network error", new TypeError("Failed to fetch"), "TypeError: Failed to fetch"],
    ["the library's validation", "The public key is required. Visit …", "The public key is required"],
  ])(
    "on %s every value stays, an alert invites a retry, and the reason is logged",
    async (_, error, logged) => {
      const log = vi.spyOn(console, "error").mockImplementation(() => {});
      sendForm.mockRejectedValue(error);
      page();
      start(form());
      fillAll();
      submit();
      await flush();

      for (const [name, value] of Object.entries(values)) expect(field(name).value).toBe(value);
      expect(alert()).toBe(contactFormMessages.failure);
      expect(status()).toBe("");
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]![0])).toContain(logged);

      // A retry sends again and, on success, clears the failure.
      sendForm.mockResolvedValue({ status: 200, text: "OK" });
      expect(button().hasAttribute("aria-disabled")).toBe(false);
      submit();
      expect(alert()).toBe("");
      await flush();
      expect(sendForm).toHaveBeenCalledTimes(2);
      expect(alert()).toBe("");
      expect(status()).toBe(contactFormMessages.success);
    },
  );
});

describe("contact form: a message sent before the module started", () => {
  test("the controls script holds it; on start the module sends it once and the notice goes", async () => {
    sendForm.mockResolvedValue({ status: 200, text: "OK" });
    page();
    expect(button().disabled).toBe(false);
    fillAll();
    expect(submit().defaultPrevented).toBe(true);
    expect(form().hasAttribute("data-queued")).toBe(true);
    expect(queuedNotice().textContent).toBe(contactFormMessages.waiting);
    await flush();
    expect(sendForm).not.toHaveBeenCalled();

    start(form());
    expect(form().hasAttribute("data-queued")).toBe(false);
    await flush();
    expect(sendForm).toHaveBeenCalledTimes(1);
    expect(status()).toBe(contactFormMessages.success);
  });

  test("nothing held: starting sends nothing", async () => {
    page();
    start(form());
    await flush();
    expect(sendForm).not.toHaveBeenCalled();
    expect(status()).toBe("");
  });
});

describe("contact form: forms that send nothing", () => {
  test("not configured: no module marker, the button stays disabled, the notice describes it", () => {
    state.config = null;
    page();
    expect(form().hasAttribute("data-send-when-ready")).toBe(false);
    expect(button().disabled).toBe(true);
    const described = document.getElementById(button().getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe(contactFormMessages.notConfigured);
    start(form());
    fillAll();
    submit();
    expect(sendForm).not.toHaveBeenCalled();
  });

  test("delivery none: the controls script enables the button and stops the submission", async () => {
    state.config = null;
    page({ delivery: "none" });
    expect(form().hasAttribute("data-suppress-submit")).toBe(true);
    expect(form().hasAttribute("data-send-when-ready")).toBe(false);
    expect(button().disabled).toBe(false);
    fillAll();
    expect(submit().defaultPrevented).toBe(true);
    expect(form().hasAttribute("data-queued")).toBe(false);
    await flush();
    expect(sendForm).not.toHaveBeenCalled();
  });
});
