/**
 * One engine's suite: the same checks for every engine (./checks.ts, ./behaviours.ts), in one
 * browser session that is resized, never relaunched.
 *
 *   every page   each pre-rendered page (from the build) and an unknown path, loaded once at 375
 *                or 1280 px and resized to the other (alternating from page to page, and between
 *                the engines): status, no framework, the site's font, no error, no sideways scrolling
 *                at either width;
 *   behaviours   the interactions of tests/engines/behaviours.ts;
 *   guard        nothing tried to leave 127.0.0.1 during the whole run, beyond what a check
 *                asked for on purpose (and the guard refused).
 *
 * Screenshots of a few pages and open menus go to ENGINE_SHOTS (default test-results/engines).
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { behaviours } from "./behaviours";
import { Check, checkPage, HEIGHT, routes, UNKNOWN_PATH, WIDTHS } from "./checks";
import type { Engine } from "./engine";
import { startSite, type Site } from "./site";

export const shotsDir = resolve(process.env.ENGINE_SHOTS || "test-results/engines");

/** Off-host requests the checks provoked on purpose (refused by the guard), across the run. */
const excused: RegExp[] = [
  /^www\.youtube-nocookie\.com:443$/,
  /^www\.openstreetmap\.org:443$/,
  /^[\w-]+\.disqus\.com:443$/,
];

/**
 * `loadOffset` (0 or 1) is the index in WIDTHS of the width the first page is loaded at; the two
 * engines take one each.
 */
export function engineSuite(name: string, launch: (site: Site) => Promise<Engine>, loadOffset: 0 | 1) {
  describe(name, () => {
    let site: Site;
    let engine: Engine;
    let started = 0;

    beforeAll(async () => {
      if (routes.length === 0) throw new Error("no pre-rendered pages: run npm run build:test first");
      mkdirSync(shotsDir, { recursive: true });
      started = Date.now();
      site = await startSite();
      engine = await launch(site);
      console.log(`${name}: ${engine.version}, launched in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }, 120_000);

    afterAll(async () => {
      await engine?.close();
      await site?.close();
      if (started)
        console.log(`${name}: the whole suite took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }, 60_000);

    test("self-test: an uncaught error, a console error, a refused script and a broken image are reported", async () => {
      await engine.resize(1280, HEIGHT);
      const check = new Check(engine, site, shotsDir);
      await check.visit("/login");
      await engine.evaluate(() => {
        setTimeout(() => {
          throw new Error("engines self-test: uncaught");
        });
        console.error("engines self-test: console");
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.append(script);
        const image = document.createElement("img");
        image.src = "/engines-self-test-missing.png";
        document.body.append(image);
      });
      // Each report arrives on its own (the image after a round trip to the server): polled.
      const expected = [
        /engines self-test: uncaught/,
        /engines self-test: console/,
        /CSP violation: script-src/,
        /engines-self-test-missing\.png/,
      ];
      let reported = "";
      for (let tries = 0; tries < 100; tries++) {
        reported = (await check.problems()).join("\n");
        if (expected.every((pattern) => pattern.test(reported))) break;
        await new Promise((done) => setTimeout(done, 100));
      }
      for (const pattern of expected) expect(reported).toMatch(pattern);
      expect(
        await engine.evaluate(() => "__injected" in window),
        "the policy still refuses inline script",
      ).toBe(false);
    });

    describe("every page at 375 and 1280 px", () => {
      for (const [i, route] of [...routes, UNKNOWN_PATH].entries()) {
        // Loaded fresh at one width and resized to the other; the pages alternate, and the other
        // engine starts from the other width, so each page is also loaded fresh at both widths.
        const widths = (i + loadOffset) % 2 === 0 ? WIDTHS : [...WIDTHS].reverse();
        test(route, async () => {
          const problems = await checkPage(new Check(engine, site, shotsDir), route, widths);
          expect(problems, `${name} ${route} (loaded at ${widths[0]} px)`).toEqual([]);
        });
      }
    });

    describe("behaviours", () => {
      for (const behaviour of behaviours) {
        test(`${behaviour.name} (${behaviour.width} px)`, async () => {
          await engine.resize(behaviour.width, HEIGHT);
          const check = new Check(engine, site, shotsDir);
          await behaviour.run(check);
          expect(await check.problems(), `${name}: ${behaviour.name}`).toEqual([]);
        });
      }
    });

    test("guard: no request tried to leave 127.0.0.1 during the run, except the ones checks provoked", async () => {
      await engine.goto("about:blank");
      // A moment for anything the browser does when idle.
      await new Promise((done) => setTimeout(done, 1000));
      const unexpected = site.offHost.filter(
        ({ target }) => !excused.some((pattern) => pattern.test(target)),
      );
      expect(unexpected).toEqual([]);
    });
  });
}
