/**
 * The contact page, the map, the brand pages, in a real browser against the
 * built site. The e-mail service and the map host are intercepted: nothing leaves this machine.
 *
 * The sending tests need a build with EmailJS keys. `npm test` builds with harmless fake ones
 * (`npm run build:test`); the values default to those and can be overridden with the same
 * VITE_EMAILJS_* variables the build read.
 */
import type { Page, Request, Route } from "@playwright/test";
import {
  contactBlocks,
  contactFormFields,
  contactFormMessages,
  contactPage,
  fieldErrors,
} from "../../app/content/contact";
import { brandPage } from "../../app/content/brands";
import { site } from "../../app/content/site";
import { documentTitle } from "./content-text";
import { expect, mockThirdParty, requestsSoFar, test, url, visit } from "./fixtures";

const EMAIL_URL = "https://api.emailjs.com/api/v1.0/email/send-form";
const MAP_HOST = /^https:\/\/www\.openstreetmap\.org\//;

const keys = {
  user_id: process.env.VITE_EMAILJS_PUBLIC_KEY ?? "test-public-key",
  service_id: process.env.VITE_EMAILJS_SERVICE_ID ?? "test-service",
  template_id: process.env.VITE_EMAILJS_TEMPLATE_ID ?? "test-template",
};

const SUCCESS = contactFormMessages.success;
const FAILURE = contactFormMessages.failure;
/** The first send loads the EmailJS chunk; give a busy machine time for it. */
const SENT = { timeout: 15_000 };

const values = {
  "contact-name": "Ada Lovelace",
  "contact-phone": "+44 20 7946 0000",
  "contact-email": "ada@example.org",
  subject: "A website for our studio",
  "contact-message": "Hello! Could you tell us more about the Business licence?",
} as const;

const labels = Object.fromEntries(contactFormFields.map((f) => [f.name, f.label])) as Record<
  keyof typeof values,
  string
>;

const form = (page: Page) => page.getByRole("form", { name: contactPage.form.heading.title });
const sendButton = (page: Page) => form(page).locator("button[type=submit]");
const field = (page: Page, name: keyof typeof values) => form(page).getByLabel(labels[name], { exact: true });

async function fillForm(page: Page) {
  for (const [name, value] of Object.entries(values))
    await field(page, name as keyof typeof values).fill(value);
}

async function expectValuesKept(page: Page) {
  for (const [name, value] of Object.entries(values))
    await expect(field(page, name as keyof typeof values)).toHaveValue(value);
}

/** The multipart fields of an intercepted request. */
async function formFields(request: Request): Promise<Record<string, string>> {
  const body = request.postDataBuffer();
  expect(body, "the request has a body").not.toBeNull();
  const contentType = (await request.allHeaders())["content-type"] ?? "";
  expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  const data = await new Response(new Uint8Array(body!), {
    headers: { "content-type": contentType },
  }).formData();
  return Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)]));
}

/** Opens /contact and checks that this build can send (see the header comment). */
async function openContact(page: Page) {
  await visit(page, "/contact");
  await expect(
    page.getByText(contactFormMessages.notConfigured),
    "this build has no EmailJS keys: build with `npm run build:test` (or set VITE_EMAILJS_*)",
  ).toHaveCount(0);
  await expect(sendButton(page)).toBeEnabled();
}

test.describe("contact page", () => {
  test("banner, breadcrumb Home > Contact, and the three blocks with working links", async ({ page }) => {
    await visit(page, "/contact");
    await expect(page).toHaveTitle(documentTitle(contactPage.seo));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.banner.title);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    await expect(crumbs).toHaveText([/Home/, /Contact/]);
    // The spec's breadcrumb says "Portfolio Details" by a slip; the page shows where the visitor is.
    await expect(page.getByRole("main").getByText("Portfolio Details")).toHaveCount(0);

    const details = page.locator("#contact-details");
    for (const { title } of contactBlocks)
      await expect(details.getByRole("heading", { level: 3, name: title })).toBeVisible();

    const tel = details.locator('a[href^="tel:"]');
    await expect(tel).toHaveCount(2);
    for (const link of await tel.all()) {
      const text = (await link.textContent()) ?? "";
      expect(await link.getAttribute("href")).toBe(`tel:${text.replace(/[^\d+]/g, "")}`);
    }
    const mail = details.locator('a[href^="mailto:"]');
    await expect(mail).toHaveCount(2);
    for (const link of await mail.all())
      expect(await link.getAttribute("href")).toBe(`mailto:${await link.textContent()}`);
    await expect(details.getByText(site.location)).toBeVisible();
  });

  test("the form is in the pre-rendered HTML with five labelled, required fields", async ({ request }) => {
    const html = await (await request.get(url("/contact"))).text();
    const tags = html.match(/<(input|textarea)\b[^>]*>/g) ?? [];
    const tagOf = (name: string) =>
      tags.find((tag) => tag.includes(` name="${name}"`)) ?? `(no field ${name})`;
    for (const name of Object.keys(values)) {
      expect(tagOf(name)).toMatch(/ required=""/);
      const id = / id="([^"]+)"/.exec(tagOf(name))?.[1];
      expect(html, `a label for ${name}`).toContain(`for="${id}"`);
    }
    expect(tagOf("contact-email")).toContain(' type="email"');
    expect(html.includes("openstreetmap.org/export/embed.html"), "no map frame in the HTML").toBe(false);
    expect(html.includes("api.emailjs.com"), "no e-mail request in the HTML").toBe(false);
  });

  test("success: one multipart request with the keys and the fields; the form clears; the message shows for 5 s", async ({
    page,
  }) => {
    await page.clock.install();
    const calls = await mockThirdParty(page, EMAIL_URL, {
      status: 200,
      body: "OK",
      contentType: "text/plain",
    });
    await openContact(page);
    await fillForm(page);
    // From here the page's timers run only when the test moves the clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await sendButton(page).click();

    const status = form(page).getByRole("status");
    await expect(status).toHaveText(SUCCESS, SENT);
    for (const name of Object.keys(values))
      await expect(field(page, name as keyof typeof values)).toHaveValue("");
    await expect(form(page).getByRole("alert")).toHaveText("");

    expect(calls).toHaveLength(1);
    const request = calls[0]!;
    expect(request.method()).toBe("POST");
    expect(request.url()).toBe(EMAIL_URL);
    expect(await formFields(request)).toEqual({ ...values, lib_version: "4.4.1", ...keys });

    await page.clock.fastForward(4_900);
    await expect(status).toHaveText(SUCCESS, SENT);
    await page.clock.fastForward(200);
    await expect(status).toHaveText("");
  });

  for (const [name, answer] of [
    ["a 4xx answer", { status: 400, body: "The template ID is invalid" }],
    ["a 5xx answer", { status: 502, body: "Bad Gateway" }],
  ] as const) {
    test(`failure on ${name}: every value stays, an alert invites a retry, and a retry can succeed`, async ({
      page,
      guard,
    }) => {
      guard.allowErrors(/Contact form: the message was not sent \(\d{3} /);
      guard.allowErrors(/Failed to load resource: the server responded with a status of \d{3}/);
      let status: number = answer.status;
      const calls = await mockThirdParty(page, EMAIL_URL, (route) =>
        route.fulfill({ status, body: status === 200 ? "OK" : answer.body, contentType: "text/plain" }),
      );
      await openContact(page);
      await fillForm(page);
      await sendButton(page).click();

      await expect(form(page).getByRole("alert")).toHaveText(FAILURE, SENT);
      await expectValuesKept(page);
      await expect(form(page).getByRole("status")).toHaveText("");
      expect(guard.errors.some((e) => e.includes(`(${answer.status} ${answer.body})`))).toBe(true);
      expect(calls).toHaveLength(1);

      status = 200;
      await sendButton(page).click();
      await expect(form(page).getByRole("status")).toHaveText(SUCCESS, SENT);
      await expect(form(page).getByRole("alert")).toHaveText("");
      expect(calls).toHaveLength(2);
    });
  }

  test("failure on a network error: every value stays and the alert shows", async ({ page, guard }) => {
    guard.allowErrors(/Contact form: the message was not sent \(TypeError: /);
    guard.allowErrors(/Failed to load resource: net::ERR_FAILED/);
    const calls = await mockThirdParty(page, EMAIL_URL, (route: Route) => route.abort("failed"));
    await openContact(page);
    await fillForm(page);
    await sendButton(page).click();
    await expect(form(page).getByRole("alert")).toHaveText(FAILURE, SENT);
    await expectValuesKept(page);
    expect(calls).toHaveLength(1);
    await expect(sendButton(page)).not.toHaveAttribute("aria-disabled");
  });

  test("an empty or incomplete form sends nothing: the browser's validation stops it", async ({ page }) => {
    const calls = await mockThirdParty(page, EMAIL_URL, { status: 200, body: "OK" });
    await openContact(page);
    // The form is sent from its submit event, which an invalid form never fires: the browser's
    // validation runs within the click or the Enter key, before either returns.
    await page.evaluate(() => {
      const counted = window as unknown as { __submits: number };
      counted.__submits = 0;
      document.addEventListener("submit", () => (counted.__submits += 1), true);
    });
    const submits = () => page.evaluate(() => (window as unknown as { __submits: number }).__submits);
    await sendButton(page).click();
    await expect(field(page, "contact-name")).toBeFocused();
    expect(
      await field(page, "contact-name").evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);

    await fillForm(page);
    await field(page, "contact-email").fill("not-an-address");
    await field(page, "contact-email").press("Enter");
    await expect(field(page, "contact-email")).toBeFocused();
    expect(
      await field(page, "contact-email").evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true);

    await field(page, "subject").fill("");
    await field(page, "contact-email").fill(values["contact-email"]);
    await sendButton(page).click();
    await expect(field(page, "subject")).toBeFocused();

    expect(await submits(), "submit events of the invalid form").toBe(0);
    expect(calls).toHaveLength(0);
    await expect(form(page).getByRole("status")).toHaveText("");
    await expect(form(page).getByRole("alert")).toHaveText("");

    // Completed, it is sent once: nothing of the three refused attempts went out with it.
    await field(page, "subject").fill(values.subject);
    await sendButton(page).click();
    await expect(form(page).getByRole("status")).toHaveText(SUCCESS, SENT);
    expect(await submits()).toBe(1);
    expect(calls).toHaveLength(1);
  });

  test("an empty send says what is wrong beside each required field, focuses the first, and a phone number with letters is refused", async ({
    page,
  }) => {
    const calls = await mockThirdParty(page, EMAIL_URL, { status: 200, body: "OK" });
    await openContact(page);
    await sendButton(page).click();
    await expect(field(page, "contact-name")).toBeFocused();
    // Each field is marked and described by its own message (what a screen reader reads with it).
    for (const def of contactFormFields) {
      const input = field(page, def.name as keyof typeof values);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(fieldErrors.missing.replace("{label}", def.label));
    }
    // Typing clears a field's message at once.
    await field(page, "contact-name").fill(values["contact-name"]);
    await expect(field(page, "contact-name")).not.toHaveAttribute("aria-invalid");
    await expect(field(page, "contact-name")).toHaveAccessibleDescription("");

    await fillForm(page);
    await field(page, "contact-phone").fill("abc");
    await sendButton(page).click();
    await expect(field(page, "contact-phone")).toBeFocused();
    await expect(field(page, "contact-phone")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "contact-phone")).toHaveAccessibleDescription(fieldErrors.phone);
    await expect(form(page).locator("[aria-invalid]")).toHaveCount(1);
    expect(calls).toHaveLength(0);
    // What was typed stays; a real number sends.
    await expect(field(page, "contact-phone")).toHaveValue("abc");
    await expect(field(page, "contact-message")).toHaveValue(values["contact-message"]);
    await field(page, "contact-phone").fill(values["contact-phone"]);
    await expect(form(page).locator("[aria-invalid]")).toHaveCount(0);
    await sendButton(page).click();
    await expect(form(page).getByRole("status")).toHaveText(SUCCESS, SENT);
    expect(calls).toHaveLength(1);
  });

  test("one click sends once: the button is disabled while sending, a double click sends one request", async ({
    page,
  }) => {
    let release!: () => void;
    const answered = new Promise<void>((done) => (release = done));
    const calls = await mockThirdParty(page, EMAIL_URL, async (route) => {
      await answered;
      await route.fulfill({ status: 200, body: "OK" });
    });
    await openContact(page);
    await fillForm(page);
    await sendButton(page).dblclick();
    await expect(sendButton(page)).toHaveAttribute("aria-disabled", "true");
    await expect(sendButton(page)).toHaveAccessibleName(contactFormMessages.sending);
    await expect(sendButton(page)).toBeFocused();
    // The request leaves once the e-mail module has loaded (on the first send, app/lib/email.ts).
    await expect.poll(() => calls.length, { message: "requests sent by the double click" }).toBe(1);
    // Enter in a field and another click (aria-disabled stays clickable) send nothing more.
    await field(page, "subject").press("Enter");
    await sendButton(page).click({ force: true });

    release();
    await expect(form(page).getByRole("status")).toHaveText(SUCCESS, SENT);
    await expect(sendButton(page)).toHaveAccessibleName(contactFormMessages.submit);
    expect(calls).toHaveLength(1);
  });

  test("the map makes no request until asked, then shows the titled 600×550 map", async ({ page, guard }) => {
    const calls = await mockThirdParty(page, MAP_HOST, {
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>map</title><p>map</p>",
    });
    await visit(page, "/contact");
    const show = page.getByRole("button", { name: "Show map" });
    await show.scrollIntoViewIfNeeded();
    await expect(show).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);

    expect(await requestsSoFar(page, calls), "requests to the map host before the click").toEqual([]);
    await show.click();
    const frame = page.getByTitle("Map showing our office at 18 Harbour Street, Portland, ME 04101");
    await expect(frame).toBeVisible();
    await expect(frame).toBeFocused();
    await expect(frame).toHaveAttribute("width", "600");
    await expect(frame).toHaveAttribute("height", "550");
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(calls[0]!.url()).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(guard.blocked).toEqual([]);
  });
});

test.describe("brand pages", () => {
  test("/brand: four lists and a carousel, each look with clients of its own", async ({ page }) => {
    await visit(page, "/brand");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brand");
    const lists = [brandPage.grid, brandPage.cards, brandPage.pills, brandPage.row];
    const shown: string[] = [];
    for (const list of lists) {
      const logos = page.locator(`#${list.id} li img`);
      await expect(logos).toHaveCount(list.logos.length);
      const alts = await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
      expect(alts).toEqual(list.logos.map((logo) => logo.name));
      shown.push(...alts);
    }
    for (const alt of shown) expect(alt).toMatch(/^\S.+/);

    const carousel = page.getByRole("region", { name: "Client logos" });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(brandPage.carousel.logos.length);
    shown.push(
      ...(await slides
        .locator("img")
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""))),
    );
    // No client twice on the page.
    expect(new Set(shown).size).toBe(shown.length);
    await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeVisible();
    await expect(carousel.getByRole("button", { name: "Next slide" })).toBeVisible();
  });

  test("/brand-carouse: eight logos that move with the arrows; the dark theme inverts them", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(() => localStorage.setItem("isDarkmode", "true"));
    await visit(page, "/brand-carouse");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brand Carousel");
    const carousel = page.getByRole("region", { name: "Client logos" });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(8);
    await expect(slides.first()).not.toHaveAttribute("inert");

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(slides.first()).toHaveAttribute("inert");
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(slides.first()).not.toHaveAttribute("inert");

    const filter = await slides
      .first()
      .locator("img")
      .evaluate((img) => getComputedStyle(img).filter);
    expect(filter).toContain("invert");
  });

  test("the footer's Contact Us link leads to the contact page", async ({ page }) => {
    await visit(page, "/brand");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });
});
