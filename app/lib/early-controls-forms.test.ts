// @vitest-environment jsdom
// The controls script's forms (~/lib/early-controls, installed in every test document by
// tests/unit-setup.ts): forms that send nothing, and the contact form until its module starts.
import { afterEach, describe, expect, test } from "vitest";

afterEach(() => {
  document.body.innerHTML = "";
});

function submit(form: HTMLFormElement): Event {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

describe("form[data-suppress-submit]", () => {
  test("its submission is stopped and nothing is marked; a disabled submit button is enabled once parsed", () => {
    document.body.innerHTML = `
      <form data-suppress-submit><input name="q" required><button type="submit" disabled>Search</button></form>
      <form data-suppress-submit><input name="email"><button type="submit">Subscribe</button></form>`;
    const [search, newsletter] = [...document.forms];
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(search!.querySelector("button")!.disabled).toBe(false);
    for (const form of [search!, newsletter!]) {
      expect(submit(form).defaultPrevented).toBe(true);
      expect(form.hasAttribute("data-queued")).toBe(false);
    }
  });

  test("other forms are left alone", () => {
    document.body.innerHTML = `<form><button type="submit" disabled>Go</button></form>`;
    const form = document.forms[0]!;
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(form.querySelector("button")!.disabled).toBe(true);
    const event = submit(form);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe("form[data-send-when-ready]", () => {
  test("until its module marks it data-ready, a submission is held (data-queued); then it is the module's", () => {
    document.body.innerHTML = `<form data-send-when-ready><button type="submit" disabled>Send</button></form>`;
    const form = document.forms[0]!;
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(form.querySelector("button")!.disabled).toBe(false);
    expect(submit(form).defaultPrevented).toBe(true);
    expect(form.hasAttribute("data-queued")).toBe(true);

    form.removeAttribute("data-queued");
    form.setAttribute("data-ready", "");
    expect(submit(form).defaultPrevented).toBe(false);
    expect(form.hasAttribute("data-queued")).toBe(false);
  });
});
