// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { contactFormFields, contactFormMessages } from "~/content/contact";
import { timings } from "~/content/settings";
import type * as EmailModule from "~/lib/email";
import type { EmailConfig } from "~/lib/email";
import { ContactForm } from "./contact-form";

const state = vi.hoisted(() => ({
  config: null as EmailConfig | null,
}));

// The build's configuration, switched per test (the component reads it on every render).
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

function fieldOf(name: string): HTMLInputElement | HTMLTextAreaElement {
  const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!field) throw new Error(`no field ${name}`);
  return field;
}

function fillAll() {
  for (const [name, value] of Object.entries(values)) fireEvent.change(fieldOf(name), { target: { value } });
}

const submitButton = () => document.querySelector<HTMLButtonElement>("button[type=submit]")!;
const submit = () => fireEvent.submit(document.querySelector("form")!);

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the dynamic import and the promise chain of a send run. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
    await new Promise((done) => setTimeout(done, 0));
  });
}

beforeEach(() => {
  state.config = testConfig;
  sendForm.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("ContactForm fields", () => {
  test("five required fields with visible labels, autocomplete and the right types", () => {
    render(<ContactForm />);
    expect(contactFormFields.map((f) => f.name)).toEqual([
      "contact-name",
      "contact-phone",
      "contact-email",
      "subject",
      "contact-message",
    ]);
    for (const def of contactFormFields) {
      const field = screen.getByLabelText(def.label);
      expect(field.getAttribute("name")).toBe(def.name);
      expect((field as HTMLInputElement).required).toBe(true);
      if (def.autoComplete) expect(field.getAttribute("autocomplete")).toBe(def.autoComplete);
    }
    expect(fieldOf("contact-email").getAttribute("type")).toBe("email");
    expect(fieldOf("contact-phone").getAttribute("type")).toBe("tel");
    expect(fieldOf("contact-message").tagName).toBe("TEXTAREA");
  });

  test("the pre-rendered button is disabled, so nothing can submit natively before hydration", () => {
    const html = renderToString(<ContactForm />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.querySelector("button[type=submit]")!.hasAttribute("disabled")).toBe(true);
    expect(doc.querySelectorAll("[required]")).toHaveLength(5);
  });
});

describe("ContactForm without configuration", () => {
  test("says plainly that sending is not configured, disables the button and sends nothing", async () => {
    state.config = null;
    render(<ContactForm />);
    expect(screen.getByText(contactFormMessages.notConfigured)).toBeTruthy();
    const button = submitButton();
    expect(button.disabled).toBe(true);
    const described = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe(contactFormMessages.notConfigured);
    fillAll();
    submit();
    await flush();
    expect(sendForm).not.toHaveBeenCalled();
    expect(screen.queryByText(contactFormMessages.success)).toBeNull();
  });

  test("a form that sends nothing on purpose (delivery none) shows no notice and never sends", async () => {
    state.config = null;
    render(<ContactForm delivery="none" />);
    expect(screen.queryByText(contactFormMessages.notConfigured)).toBeNull();
    expect(submitButton().disabled).toBe(false);
    fillAll();
    submit();
    await flush();
    expect(sendForm).not.toHaveBeenCalled();
  });
});

describe("ContactForm sending", () => {
  test("sends the form once with the configured ids; success clears it and shows the message for 5 s", async () => {
    const pending = deferred<{ status: number; text: string }>();
    sendForm.mockReturnValue(pending.promise);
    render(<ContactForm />);
    expect(submitButton().disabled).toBe(false);
    fillAll();

    submit();
    await flush();
    expect(sendForm).toHaveBeenCalledTimes(1);
    const [serviceId, templateId, form, options] = sendForm.mock.calls[0]!;
    expect([serviceId, templateId, options]).toEqual(["svc-test", "tpl-test", { publicKey: "pk-test" }]);
    expect(form).toBe(document.querySelector("form"));

    // While sending: the button says so, stays focusable, and more submits send nothing more.
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: contactFormMessages.sending })).toBe(submitButton());
    submit();
    submit();
    await flush();
    expect(sendForm).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    await act(async () => {
      pending.resolve({ status: 200, text: "OK" });
      await pending.promise;
    });
    for (const name of Object.keys(values)) expect(fieldOf(name).value).toBe("");
    expect(screen.getByRole("status").textContent).toBe(contactFormMessages.success);
    expect(screen.getByRole("alert").textContent).toBe("");
    expect(submitButton().hasAttribute("aria-disabled")).toBe(false);

    act(() => vi.advanceTimersByTime(timings.successMessage - 1));
    expect(screen.getByRole("status").textContent).toBe(contactFormMessages.success);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("");
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
      render(<ContactForm />);
      fillAll();
      submit();
      await flush();

      for (const [name, value] of Object.entries(values)) expect(fieldOf(name).value).toBe(value);
      expect(screen.getByRole("alert").textContent).toBe(contactFormMessages.failure);
      expect(contactFormMessages.failure).toMatch(/could not be sent/);
      expect(contactFormMessages.failure).toMatch(/try again/);
      expect(screen.getByRole("status").textContent).toBe("");
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]![0])).toContain(logged);

      // A retry sends again and, on success, clears the failure.
      sendForm.mockResolvedValue({ status: 200, text: "OK" });
      expect(submitButton().hasAttribute("aria-disabled")).toBe(false);
      submit();
      await flush();
      expect(sendForm).toHaveBeenCalledTimes(2);
      expect(screen.getByRole("alert").textContent).toBe("");
      expect(screen.getByRole("status").textContent).toBe(contactFormMessages.success);
    },
  );
});
