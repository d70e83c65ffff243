/**
 * The build-time settings land only where they are used. app/lib/env.ts reads every variable by
 * name and the bundler inlines each value where it is read (vite.behaviours.config.ts), so the contact form's
 * EmailJS keys travel in the contact form's chunk and the Disqus forum in the blog's, never in the
 * chunk every page loads. Reads the client chunks of the `npm run build:test` build, whose values
 * come from its script in package.json.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { site } from "../../app/content/site";
import { clientDir } from "../../scripts/lib/pages.mjs";
import { expect, test } from "./fixtures";

const script: string = JSON.parse(readFileSync("package.json", "utf8")).scripts["build:test"];
const testValues = Object.fromEntries(
  [...script.matchAll(/\b(VITE_[A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]]),
);
const emailKeys = ["VITE_EMAILJS_PUBLIC_KEY", "VITE_EMAILJS_SERVICE_ID", "VITE_EMAILJS_TEMPLATE_ID"];

const assets = join(clientDir(), "assets");
const chunks = readdirSync(assets)
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, text: readFileSync(join(assets, name), "utf8") }));
const holding = (value: string) => chunks.filter((chunk) => chunk.text.includes(value)).map((c) => c.name);

test("each build-time value is in the chunks that use it, not in a shared one", () => {
  for (const name of [...emailKeys, "VITE_DISQUS_SHORTNAME"]) expect(testValues[name], name).toBeTruthy();
  const shared = holding(site.url);
  expect(shared.length, "the site's URL is in the shared chunk").toBeGreaterThan(0);

  const emailChunks = holding(testValues.VITE_EMAILJS_PUBLIC_KEY!);
  const disqusChunks = holding(testValues.VITE_DISQUS_SHORTNAME!);
  expect(emailChunks).toHaveLength(1);
  expect(disqusChunks).toHaveLength(1);
  for (const name of emailKeys) expect(holding(testValues[name]!), name).toEqual(emailChunks);
  expect(emailChunks[0]).not.toBe(disqusChunks[0]);
  for (const chunk of [...emailChunks, ...disqusChunks]) expect(shared).not.toContain(chunk);
});
