// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { contactFormFields, contactFormMessages } from "~/content/contact";
import type * as EmailModule from "~/lib/email";
import type { EmailConfig } from "~/lib/email";
import { ContactForm } from "./contact-form";

// What the form does is its module's: app/behaviours/contact-form.test.ts. These test its markup.
const state = vi.hoisted(() => ({ config: null as EmailConfig | null }));

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

const testConfig: EmailConfig = { publicKey: "pk-test", serviceId: "svc-test", templateId: "tpl-test" };

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

beforeEach(() => {
  state.config = testConfig;
});
afterEach(cleanup);

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
    const type = (name: string) => document.querySelector(`[name="${name}"]`)!;
    expect(type("contact-email").getAttribute("type")).toBe("email");
    expect(type("contact-phone").getAttribute("type")).toBe("tel");
    expect(type("contact-message").tagName).toBe("TEXTAREA");
  });

  test("pre-rendered: the button disabled (nothing submits natively), empty live regions, the notices in templates", () => {
    const doc = parse(renderToString(<ContactForm />));
    const form = doc.querySelector("form")!;
    expect(form.hasAttribute("data-send-when-ready")).toBe(true);
    expect(form.hasAttribute("data-suppress-submit")).toBe(false);
    expect(doc.querySelector("button[type=submit]")!.hasAttribute("disabled")).toBe(true);
    expect(doc.querySelectorAll("[required]")).toHaveLength(5);
    // The first status is the success region (the engines suite reads it first).
    expect(doc.querySelector("[role=status]")!.getAttribute("data-region")).toBe("sent");
    expect(doc.querySelector("[role=status]")!.textContent).toBe("");
    expect(doc.querySelector("[role=alert]")!.textContent).toBe("");
    const notice = (name: string) =>
      doc.querySelector<HTMLTemplateElement>(`template[data-notice=${name}]`)!.content.textContent;
    expect(notice("sent")).toBe(contactFormMessages.success);
    expect(notice("failed")).toBe(contactFormMessages.failure);
    expect(doc.querySelector("[data-queued-notice]")!.hasAttribute("hidden")).toBe(true);
    // The sending label is hidden (and invisible by its aria-hidden) until a send.
    expect(doc.querySelector("[data-label=sending]")!.getAttribute("aria-hidden")).toBe("true");
    expect(doc.querySelector("[data-label=submit]")!.hasAttribute("aria-hidden")).toBe(false);
  });
});

describe("ContactForm without configuration", () => {
  test("says plainly that sending is not configured, and its button stays disabled", () => {
    state.config = null;
    const doc = parse(renderToString(<ContactForm />));
    const form = doc.querySelector("form")!;
    expect(form.textContent).toContain(contactFormMessages.notConfigured);
    expect(form.hasAttribute("data-send-when-ready")).toBe(false);
    const button = doc.querySelector("button[type=submit]")!;
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(doc.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      contactFormMessages.notConfigured,
    );
    expect(doc.querySelector("noscript")).toBeNull();
  });

  test("a form that sends nothing on purpose (delivery none) shows no notice and is data-suppress-submit", () => {
    state.config = null;
    const doc = parse(renderToString(<ContactForm delivery="none" />));
    const form = doc.querySelector("form")!;
    expect(form.textContent).not.toContain(contactFormMessages.notConfigured);
    expect(form.hasAttribute("data-suppress-submit")).toBe(true);
    expect(form.hasAttribute("data-send-when-ready")).toBe(false);
  });
});
