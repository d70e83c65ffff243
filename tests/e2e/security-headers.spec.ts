/**
 * The Content-Security-Policy and the other security headers (decision 010), against `npm start`:
 * every kind of document carries a policy that lists exactly its inline scripts, the policy is
 * really enforced, and the features that call third parties (contact form, comments, video, map)
 * still work under it with their requests intercepted. The guard (./fixtures) fails any test on a
 * CSP violation; the tests also check `guard.cspViolations` themselves, to say so.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fallbackDocumentFor, fallbackPrefixes } from "../../scripts/fallback-routes.mjs";
import { buildDir, clientDir, htmlFiles, routeOf, specialDocuments } from "../../scripts/lib/pages.mjs";
import { HEADERS_FILE_LIMITS, commonHeaders, loadPolicies } from "../../scripts/lib/security-headers.mjs";
import { contactFormFields, contactFormMessages, contactPage, officeMap } from "../../app/content/contact";
import { firstPost, startingWith, unknownPostId } from "./content-text";
import { expect, mockThirdParty, test, url, visit, waitForBehaviours } from "./fixtures";

/** The hash source of a script text, computed here independently of scripts/lib/security-headers.mjs. */
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** A directive's sources ("script-src" → ["'self'", …]). */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

const documents = [
  { path: "/login", status: 200 },
  { path: `/blog-details/${firstPost.id}`, status: 200 },
  { path: `/blog-details/${unknownPostId}`, status: 200 }, // the first post's fallback document
  { path: "/no-such-page", status: 404 }, // the 404 document
];

for (const { path, status } of documents) {
  test(`${path}: the policy lists exactly the page's inline scripts; the other headers are set`, async ({
    browser,
    request,
  }) => {
    const response = await request.get(url(path));
    expect(response.status()).toBe(status);
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    const policy = headers["content-security-policy"] ?? "";
    for (const name of ["frame-ancestors", "base-uri", "form-action", "object-src", "default-src"])
      expect(directive(policy, name), name).not.toEqual([]);
    const scripts = directive(policy, "script-src");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(directive(policy, "default-src")).toEqual(["'self'"]);

    // The inline scripts as the browser parsed them (no script runs, so none has changed the DOM).
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(new URL(url(path), response.url()).href);
      const texts = await page.evaluate(() =>
        [...document.querySelectorAll("script:not([src])")]
          // Speculation rules are subject to script-src like scripts (app/lib/prefetch-rules.ts).
          .filter((s) => ["", "module", "speculationrules"].includes(s.getAttribute("type") ?? ""))
          .map((s) => s.textContent ?? ""),
      );
      expect(texts.length).toBeGreaterThanOrEqual(3);
      const expected = [...new Set(texts.map(sha256))].sort();
      expect(scripts.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(expected);
    } finally {
      await context.close();
    }
  });
}

test("the policy is enforced: an injected inline script and a foreign frame are refused", async ({
  page,
  guard,
}) => {
  guard.allowErrors(/Content Security Policy|CSP violation/);
  const frames = await mockThirdParty(page, /^https:\/\/evil\.example\//, {
    contentType: "text/html",
    body: "x",
  });
  await visit(page, "/login");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.documentElement.dataset.injected = 'yes'";
    document.body.append(script);
    const frame = document.createElement("iframe");
    frame.src = "https://evil.example/";
    document.body.append(frame);
  });
  await expect.poll(() => guard.cspViolations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
  expect(frames).toHaveLength(0);
  expect(guard.cspViolations.join("\n")).toMatch(/script-src/);
  expect(guard.cspViolations.join("\n")).toMatch(/frame-src/);
});

test.describe("third parties still work under the policy", () => {
  test("the contact form sends (EmailJS intercepted)", async ({ page, guard }) => {
    const calls = await mockThirdParty(page, "https://api.emailjs.com/api/v1.0/email/send-form", {
      status: 200,
      body: "OK",
      contentType: "text/plain",
    });
    await visit(page, "/contact");
    const form = page.getByRole("form", { name: contactPage.form.heading.title });
    const values: Record<string, string> = {
      "contact-name": "Ada Lovelace",
      "contact-phone": "+44 20 7946 0000",
      "contact-email": "ada@example.org",
      subject: "Hello",
      "contact-message": "A message under a strict policy.",
    };
    for (const field of contactFormFields)
      await form.getByLabel(field.label, { exact: true }).fill(values[field.name] ?? "Hello");
    await form.locator("button[type=submit]").click();
    await expect(form.getByRole("status")).toHaveText(contactFormMessages.success, { timeout: 15_000 });
    expect(calls).toHaveLength(1);
    expect(guard.cspViolations).toEqual([]);
  });

  test("the comments load on the first post's page (Disqus intercepted)", async ({ page, guard }) => {
    const calls = await mockThirdParty(page, /^https:\/\/doob-test\.disqus\.com\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: route.request().url().endsWith("/embed.js")
          ? `var p = document.createElement("p"); p.textContent = "Fake Disqus thread";
             document.getElementById("disqus_thread").appendChild(p);`
          : "window.DISQUSWIDGETS = { getCount: function () {} };",
      }),
    );
    await visit(page, `/blog-details/${firstPost.id}`);
    const comments = page.locator("section#comments");
    await comments.scrollIntoViewIfNeeded();
    await expect(comments.getByText("Fake Disqus thread")).toBeVisible();
    expect(calls.map((c) => new URL(c.url()).pathname).sort()).toEqual(["/count.js", "/embed.js"]);
    expect(guard.cspViolations).toEqual([]);
  });

  test("the video popup plays (player host intercepted)", async ({ page, guard }) => {
    const calls = await mockThirdParty(page, /^https:\/\/www\.youtube-nocookie\.com\//, {
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Player</title><p>Player</p>",
    });
    await visit(page, "/video");
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Play video: / })
      .first()
      .click();
    const player = page.getByRole("dialog").locator("iframe");
    await expect(player).toBeVisible();
    await expect(player.contentFrame().getByText("Player")).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    expect(guard.cspViolations).toEqual([]);
  });

  test("the map shows (map host intercepted)", async ({ page, guard }) => {
    const calls = await mockThirdParty(page, /^https:\/\/www\.openstreetmap\.org\//, {
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>map</title><p>the map</p>",
    });
    await visit(page, "/contact");
    await page.getByRole("button", { name: "Show map" }).click();
    const frame = page.getByTitle(startingWith(officeMap.title));
    await expect(frame).toBeVisible();
    await expect(frame.contentFrame().getByText("the map")).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    expect(guard.cspViolations).toEqual([]);
  });

  test("a page reached by a followed link works under its own policy", async ({ page, guard }) => {
    const calls = await mockThirdParty(page, /^https:\/\/www\.openstreetmap\.org\//, {
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>map</title><p>the map</p>",
    });
    await visit(page, "/login");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await waitForBehaviours(page);
    await page.getByRole("button", { name: "Show map" }).click();
    await expect(
      page.getByTitle(startingWith(officeMap.title)).contentFrame().getByText("the map"),
    ).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    expect(guard.cspViolations).toEqual([]);
  });
});

test("_headers (Netlify, Cloudflare Pages): every page's rule allows its scripts, within Cloudflare's limits", () => {
  const root = clientDir();
  const text = readFileSync(join(root, "_headers"), "utf8");
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.startsWith("/")) rules.set(line.trim(), (current = {}));
    else if (line.startsWith("  ") && current) {
      const at = line.indexOf(":");
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  expect(rules.size).toBeLessThanOrEqual(HEADERS_FILE_LIMITS.rules);
  expect(Math.max(...text.split("\n").map((line) => line.length))).toBeLessThanOrEqual(
    HEADERS_FILE_LIMITS.lineLength,
  );
  for (const [name, value] of Object.entries(commonHeaders))
    expect(rules.get("/*")?.[name], name).toBe(value);
  expect(rules.get("/*")?.["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
  expect(rules.get("/*")?.["Content-Security-Policy"]).toBeUndefined();

  const policies = loadPolicies(buildDir());
  const hashes = (policy = "") => directive(policy, "script-src").filter((s) => s.startsWith("'sha256-"));

  for (const file of htmlFiles(root).filter((name) => !specialDocuments.includes(name))) {
    const route = routeOf(file);
    const prefix = fallbackPrefixes.find((p) => route.startsWith(p));
    const rule = rules.get(prefix ? `${prefix}*` : route)?.["Content-Security-Policy"];
    expect(rule, route).toBeTruthy();
    if (!prefix) expect(rule, route).toBe(policies[file]);
    else
      for (const hash of [...hashes(policies[file]), ...hashes(policies[fallbackDocumentFor(prefix)!])])
        expect(hashes(rule), route).toContain(hash);
  }
});
