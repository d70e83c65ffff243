/**
 * The behaviours every engine must get right, on the pages and elements the Chromium specs of
 * tests/e2e/ use. Each runs at one width in the shared session; tests/engines/suite.ts fails it on
 * any error in any of its documents and on any request that tried to leave the machine.
 *
 * Functions passed to `evaluate`, `until`, `expect` and `mark` run in the page: they use only their
 * arguments and the page's globals.
 */
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { contactFormFields, contactFormMessages } from "~/content/contact";
import { portfolioPage } from "~/content/pages/portfolio";
import { matchesFilter } from "~/content/portfolio";
import { isItemActive, itemLinks, mainMenu } from "~/components/site/menu-model";
import { behavioursStarted } from "../../scripts/lib/browser.mjs";
import { FIRST_SCREEN_CLASS } from "../../scripts/lib/first-screen.mjs";
import { DEFAULT_DARK, THEME_STORAGE_KEY } from "~/lib/theme";
import { HEIGHT, routes, titles, type Check } from "./checks";
import type { Key } from "./engine";

export type Behaviour = { name: string; width: number; run(check: Check): Promise<void> };

/* In-page readers ------------------------------------------------------------------------- */

const isDark = () => document.documentElement.classList.contains("dark");

const themeToggle = () =>
  [...document.querySelectorAll("header button")].find((button) =>
    /Switch to \w+ theme/.test(button.textContent ?? ""),
  );

/** The phone menu's toggle (a `popovertarget` button, mobile-menu.tsx). */
const MENU_TOGGLE = "header button[popovertarget]";

/** The phone menu's panel: open, on screen, slid in completely, and where the focus is. */
function menuState(selector: string) {
  const button = document.querySelector(selector)!;
  const panel = document.getElementById(button.getAttribute("popovertarget")!)!;
  const open = panel.matches(":popover-open");
  return {
    open,
    // Still on screen (a closing panel stays until its slide-out ends).
    shown: panel.getClientRects().length > 0,
    // Slid in completely: its right edge on the viewport's.
    inPlace: open && Math.abs(panel.getBoundingClientRect().right - window.innerWidth) < 1,
    focusInPanel: panel.contains(document.activeElement),
    focusOnToggle: document.activeElement === button,
  };
}

/** The tab list's state: the selected, focusable and focused tab, and the panels shown. */
function tabState(listIndex: number) {
  const list = document.querySelectorAll("main [role=tablist]")[listIndex]!;
  const tabs = [...list.querySelectorAll('[role="tab"]')];
  return {
    selected: tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true"),
    focusable: tabs.findIndex((tab) => tab.getAttribute("tabindex") === "0"),
    focused: tabs.indexOf(document.activeElement!),
    shown: tabs.flatMap((tab, i) => {
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      return panel?.getAttribute("role") === "tabpanel" && panel.getClientRects().length > 0 ? [i] : [];
    }),
  };
}

/** The open items of one exclusive accordion group, and the height of each open answer. */
function accordionState(name: string) {
  const items = [...document.querySelectorAll<HTMLDetailsElement>(`details[name="${name}"]`)];
  return {
    open: items.flatMap((item, i) => (item.open ? [i] : [])),
    // The answer takes room once open (::details-content animates its height where supported).
    answersShown: items
      .filter((item) => item.open)
      .every((item) => item.querySelector("summary + *")!.getBoundingClientRect().height > 0),
  };
}

/**
 * Notes, two frames after the item's `toggle`, how much room its answer takes and whether the engine
 * can animate a height to `auto` (interpolate-size). Read back with `openingRoom`.
 */
function watchOpening(name: string, index: number) {
  const item = document.querySelectorAll<HTMLDetailsElement>(`details[name="${name}"]`)[index]!;
  const w = window as unknown as { __engineOpening?: { room: number; animates: boolean } | null };
  w.__engineOpening = null;
  item.addEventListener(
    "toggle",
    () =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const summary = item.querySelector("summary")!.getBoundingClientRect().height;
          w.__engineOpening = {
            room: Math.round(item.getBoundingClientRect().height - summary),
            animates: CSS.supports("interpolate-size: allow-keywords"),
          };
        }),
      ),
    { once: true },
  );
}
const openingRoom = () =>
  (window as unknown as { __engineOpening?: { room: number; animates: boolean } | null }).__engineOpening ??
  null;

/** The slide ("n of N") that is reachable and fully inside the carousel's viewport. */
function shownSlide(selector: string) {
  const root = document.querySelector(selector)!;
  const slides = [...root.querySelectorAll<HTMLElement>("[data-carousel-slide]")];
  const view = slides[0]!.parentElement!.parentElement!.getBoundingClientRect();
  return slides
    .filter((slide) => {
      const box = slide.getBoundingClientRect();
      return !slide.inert && box.left >= view.left - 1 && box.right <= view.right + 1;
    })
    .map((slide) => slide.getAttribute("aria-label"))
    .join(",");
}

/** The video dialog of a play button: open, its player's address, and where the focus is. */
function videoState(playSelector: string) {
  const button = document.querySelector(playSelector)!;
  const title = button.getAttribute("aria-label")!.replace(/^Play video: /, "");
  const dialog = [...document.querySelectorAll("dialog")].find((d) => d.getAttribute("aria-label") === title);
  const src = dialog?.querySelector("iframe")?.getAttribute("src");
  const url = src ? new URL(src) : null;
  return {
    open: dialog?.open ?? false,
    // Faded in completely (the dialog fades in over 300 ms).
    visible: dialog?.open === true && getComputedStyle(dialog).opacity === "1",
    player: url ? url.origin + url.pathname.replace(/[^/]+$/, "") : null,
    autoplay: url?.searchParams.get("autoplay") ?? null,
    focusOnPlay: document.activeElement === button,
  };
}

/** The lightbox: whether it is there, done opening (its three slides placed), and its counter. */
function lightboxState(thumbnailSelector: string) {
  const viewer = document.querySelector(".pswp");
  const placed = [...document.querySelectorAll<HTMLElement>(".pswp__item")].filter(
    (item) => item.style.display === "block",
  ).length;
  return {
    open: viewer !== null,
    ready: placed === 3,
    counter: viewer?.querySelector(".pswp__counter")?.textContent?.trim() ?? null,
    focusOnThumbnail: document.activeElement === document.querySelector(thumbnailSelector),
  };
}

/** The contact form's status and alert texts and its field values. */
function formState() {
  const form = document.querySelector("[name=contact-name]")!.closest("form")!;
  return {
    status: form.querySelector("[role=status]")?.textContent?.trim() ?? "",
    alert: form.querySelector("[role=alert]")?.textContent?.trim() ?? "",
    values: Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[name], textarea[name]")].map(
        (field) => [field.name, field.value],
      ),
    ),
  };
}

type EmailCall = { url: string; method: string; fields: Record<string, string> };
/** The requests the page made to EmailJS (answered by the page harness). */
const emailCalls = () =>
  (window as unknown as { __engines: { email: { calls: EmailCall[] } } }).__engines.email.calls;
const emailCallCount = () =>
  (window as unknown as { __engines: { email: { calls: EmailCall[] } } }).__engines.email.calls.length;
const setEmailAnswer = (answer: { status: number; body: string }) => {
  (window as unknown as { __engines: { email: { answer: unknown } } }).__engines.email.answer = answer;
};

/* Expected values --------------------------------------------------------------------------- */

/** What the contact form sends (the keys of `npm run build:test`, or of the environment). */
const emailKeys = {
  user_id: process.env.VITE_EMAILJS_PUBLIC_KEY ?? "test-public-key",
  service_id: process.env.VITE_EMAILJS_SERVICE_ID ?? "test-service",
  template_id: process.env.VITE_EMAILJS_TEMPLATE_ID ?? "test-template",
  lib_version: (
    JSON.parse(
      readFileSync(new URL("../../node_modules/@emailjs/browser/package.json", import.meta.url), "utf8"),
    ) as { version: string }
  ).version,
};
/** One value per field of the contact form, typed by the visitor. */
const typed: Record<string, string> = Object.fromEntries(
  contactFormFields.map((field) => [
    field.name,
    field.type === "email"
      ? "ada@example.org"
      : field.type === "tel"
        ? "+44 20 7946 0000"
        : `A ${field.label}`,
  ]),
);
const emptied = Object.fromEntries(contactFormFields.map((field) => [field.name, ""]));

/**
 * The phone menu as a visitor meets it before its modules arrive or without JavaScript (issue 28): it opens
 * from its toggle with the page's own group open; another group opens and closes the first; one of
 * its links is followed.
 */
async function menuWithout(t: Check, scripts: "withheld" | "off") {
  const start = "/login";
  const groups = mainMenu.filter((item) => item.kind !== "link");
  const current = groups.findIndex((item) => isItemActive(item, start));
  const other = groups.findIndex((item) => !isItemActive(item, start));
  const target = new URL(t.site.url(itemLinks(groups[other]!)[0]!.href)).pathname;
  await t.visitWithout(start, scripts);
  const groupsOpen = (selector: string) => {
    const panel = document.getElementById(document.querySelector(selector)!.getAttribute("popovertarget")!)!;
    return [...panel.querySelectorAll("details")].flatMap((group, i) => (group.open ? [i] : []));
  };
  await t.click(MENU_TOGGLE);
  await t.expect("the menu open", menuState, [MENU_TOGGLE], {
    open: true,
    shown: true,
    inPlace: true,
    focusInPanel: true,
    focusOnToggle: false,
  });
  await t.expect("the page's own group open", groupsOpen, [MENU_TOGGLE], [current]);
  await t.click(
    await t.mark(
      (selector: string, i: number) =>
        document
          .getElementById(document.querySelector(selector)!.getAttribute("popovertarget")!)!
          .querySelectorAll("details > summary")[i],
      MENU_TOGGLE,
      other,
    ),
  );
  await t.expect("another group open, the first closed", groupsOpen, [MENU_TOGGLE], [other]);
  await t.expect("no behaviour started", behavioursStarted, [], false);
  await t.screenshot(`menu-${scripts}-375`);
  await t.click(
    await t.mark(
      (path: string) =>
        [...document.querySelectorAll<HTMLAnchorElement>("[popover] details[open] a")].find(
          (a) => a.pathname === path,
        ),
      target,
    ),
  );
  await t.expect("the link followed", () => location.pathname, [], target);
}

/* The behaviours ---------------------------------------------------------------------------- */

/**
 * A behaviour, and the same again with the scripts withheld: the controls script of every page
 * (app/lib/early-controls.ts, decision 027) and the platform work them from the first paint, so the
 * same steps must pass with the app's scripts withheld (issue 28).
 */
function alsoWithScriptsWithheld(behaviour: Behaviour): Behaviour[] {
  return [
    behaviour,
    {
      ...behaviour,
      name: `${behaviour.name} (scripts withheld)`,
      run: (t) => t.withScriptsWithheld(() => behaviour.run(t)),
    },
  ];
}

export const behaviours: Behaviour[] = [
  ...alsoWithScriptsWithheld({
    name: "theme toggle: switches and stores the theme; a reload keeps it from the first paint",
    width: 1280,
    async run(t) {
      await t.visit("/login");
      await t.engine.evaluate((key) => localStorage.removeItem(key), THEME_STORAGE_KEY);
      await t.reload();
      await t.expect("the default theme", isDark, [], DEFAULT_DARK);
      await t.click(await t.mark(themeToggle));
      await t.expect("the other theme", isDark, [], !DEFAULT_DARK);
      const stored = (key: string) => localStorage.getItem(key);
      await t.expect("the stored choice", stored, [THEME_STORAGE_KEY], String(!DEFAULT_DARK));

      await t.reload();
      // The harness notes the class of <html> at DOMContentLoaded: before any module and the first paint.
      const atDomReady = () =>
        (window as unknown as { __engines: { rootClassAtDomReady?: string } }).__engines.rootClassAtDomReady
          ?.split(/\s+/)
          .includes("dark") ?? null;
      await t.expect("the stored theme before the first paint", atDomReady, [], !DEFAULT_DARK);
      await t.expect("the stored theme after the reload", isDark, [], !DEFAULT_DARK);
      await t.click(await t.mark(themeToggle));
      await t.expect("the default theme again", isDark, [], DEFAULT_DARK);
      await t.expect("the stored choice", stored, [THEME_STORAGE_KEY], String(DEFAULT_DARK));
      await t.engine.evaluate((key) => localStorage.removeItem(key), THEME_STORAGE_KEY);
    },
  }),
  {
    name: "mobile menu: opens; Escape and a click outside close it; focus returns to the toggle",
    width: 375,
    async run(t) {
      await t.visit("/login");
      const opened = { open: true, shown: true, inPlace: true, focusInPanel: true, focusOnToggle: false };
      const closed = { open: false, shown: false, inPlace: false, focusInPanel: false, focusOnToggle: true };
      await t.click(MENU_TOGGLE);
      await t.expect("the menu open", menuState, [MENU_TOGGLE], opened);
      await t.screenshot("menu-open-375");
      await t.press("Escape");
      await t.expect("the menu closed by Escape", menuState, [MENU_TOGGLE], closed);
      await t.click(MENU_TOGGLE);
      await t.expect("the menu open again", menuState, [MENU_TOGGLE], opened);
      await t.engine.clickAt(8, HEIGHT / 2);
      await t.expect("the menu closed by a click outside", menuState, [MENU_TOGGLE], closed);
    },
  },
  ...(["withheld", "off"] as const).map((scripts): Behaviour => ({
    name: `mobile menu ${scripts === "off" ? "without JavaScript" : "with its scripts withheld"}: opens, a group opens, a link is followed`,
    width: 375,
    async run(t) {
      try {
        await menuWithout(t, scripts);
      } finally {
        // The pages after this check get their scripts again.
        t.scripts("run");
      }
    },
  })),
  {
    name: "accordion: each <details name> group is exclusive, by pointer and by keyboard",
    width: 1280,
    async run(t) {
      await t.visit("/accordion");
      const names = await t.engine.evaluate(() => [
        ...new Set(
          [...document.querySelectorAll<HTMLDetailsElement>("main details[name]")].map((d) => d.name),
        ),
      ]);
      if (names.length === 0) throw new Error("no exclusive accordion on /accordion");
      const summary = (name: string, index: number) =>
        t.mark(
          (group: string, i: number) => document.querySelectorAll(`details[name="${group}"] > summary`)[i],
          name,
          index,
        );
      for (const name of names) {
        await t.expect(`group ${name}: the first item open`, accordionState, [name], {
          open: [0],
          answersShown: true,
        });
        await t.engine.evaluate(watchOpening, name, 2);
        await t.click(await summary(name, 2));
        await t.expect(`group ${name}: a click opens the third, closing the first`, accordionState, [name], {
          open: [2],
          answersShown: true,
        });
        // Where the height cannot animate to `auto`, the answer must open at once, not after a pause.
        const opening = await t.until(`group ${name}: the opening noted`, openingRoom, [], (v) => v !== null);
        if (opening && !opening.animates && opening.room < 2)
          throw new Error(
            `${t.engine.name}: group ${name}: the answer took no room two frames after opening`,
          );
        await t.focus(await summary(name, 3));
        await t.press("Enter");
        await t.expect(`group ${name}: Enter opens the fourth, closing the third`, accordionState, [name], {
          open: [3],
          answersShown: true,
        });
        await t.press("Space");
        await t.expect(`group ${name}: Space closes it`, accordionState, [name], {
          open: [],
          answersShown: true,
        });
      }
    },
  },
  ...alsoWithScriptsWithheld({
    name: "tabs: the arrow keys, Home and End move the selection and the shown panel",
    width: 1280,
    async run(t) {
      await t.visit("/tab");
      const lists = await t.engine.evaluate(() =>
        [...document.querySelectorAll("main [role=tablist]")].map((list) => ({
          count: list.querySelectorAll('[role="tab"]').length,
          vertical: list.getAttribute("aria-orientation") === "vertical",
        })),
      );
      if (lists.length === 0) throw new Error("no tab list on /tab");
      for (const [index, { count, vertical }] of lists.entries()) {
        const at = (i: number) => ({ selected: i, focusable: i, focused: i, shown: [i] });
        await t.focus(
          await t.mark(
            (n: number) => document.querySelectorAll("main [role=tablist]")[n]?.querySelector('[role="tab"]'),
            index,
          ),
        );
        await t.expect(`list ${index + 1}: the first tab`, tabState, [index], at(0));
        const [next, previous]: [Key, Key] = vertical
          ? ["ArrowDown", "ArrowUp"]
          : ["ArrowRight", "ArrowLeft"];
        const steps: [Key, number][] = [
          [next, 1],
          [previous, 0],
          [previous, count - 1],
          ["Home", 0],
          ["End", count - 1],
          [next, 0],
        ];
        for (const [key, selected] of steps) {
          await t.press(key);
          await t.expect(
            `list ${index + 1}: ${key} selects tab ${selected + 1}`,
            tabState,
            [index],
            at(selected),
          );
        }
      }
    },
  }),
  ...alsoWithScriptsWithheld({
    name: "carousel: Previous and Next move one slide at a time and loop both ways",
    width: 1280,
    async run(t) {
      await t.visit("/testimonial");
      const carousel = "#testimonial-slider [aria-roledescription=carousel]";
      const total = await t.engine.evaluate(
        (s) => document.querySelector(s)!.querySelectorAll("[data-carousel-slide]").length,
        carousel,
      );
      if (total < 3) throw new Error(`the testimonial slider has ${total} slides`);
      const shown = (n: number) =>
        t.expect(`slide ${n} of ${total} in view`, shownSlide, [carousel], `${n} of ${total}`);
      // A dot first: the focus inside the carousel pauses its autoplay, so only the clicks move it.
      await t.click(`${carousel} button[aria-label="Go to slide 1"]`);
      await shown(1);
      await t.click(`${carousel} button[aria-label="Previous slide"]`);
      await shown(total);
      await t.click(`${carousel} button[aria-label="Next slide"]`);
      await shown(1);
      await t.click(`${carousel} button[aria-label="Next slide"]`);
      await shown(2);
    },
  }),
  ...alsoWithScriptsWithheld({
    name: "video: the dialog creates the player on demand; Escape closes it and focus returns",
    width: 1280,
    async run(t) {
      // The player's host is asked for once the dialog opens; the guard refuses it (nothing leaves).
      const player = /^www\.youtube-nocookie\.com:443$/;
      t.expectOffHost(player);
      await t.visit("/video");
      const play = await t.mark(() => document.querySelector('main a[aria-label^="Play video: "]'));
      await t.expect("no player before the click", () => document.querySelectorAll("iframe").length, [], 0);
      await t.click(play);
      await t.expect("the dialog shown with the player, not autoplaying", videoState, [play], {
        open: true,
        visible: true,
        player: "https://www.youtube-nocookie.com/embed/",
        autoplay: "0",
        focusOnPlay: false,
      });
      await t.offHostRefused(player);
      await t.screenshot("video-open-1280");
      await t.press("Escape");
      await t.expect("the dialog closed, the player gone, focus on the play button", videoState, [play], {
        open: false,
        visible: false,
        player: null,
        autoplay: null,
        focusOnPlay: true,
      });
    },
  }),
  {
    name: "lightbox: a thumbnail opens PhotoSwipe, the arrows move, Escape closes it and focus returns",
    width: 1280,
    async run(t) {
      await t.visit("/gallery");
      const thumbnail = "#gallery-first ul a";
      const count = await t.engine.evaluate((s) => document.querySelectorAll(s).length, thumbnail);
      if (count < 2) throw new Error(`the first gallery has ${count} pictures`);
      await t.click(thumbnail);
      const open = (n: number) => ({
        open: true,
        ready: true,
        counter: `${n} / ${count}`,
        focusOnThumbnail: false,
      });
      await t.expect("the lightbox open on the first picture", lightboxState, [thumbnail], open(1));
      await t.screenshot("lightbox-1280");
      await t.press("ArrowRight");
      await t.expect("the second picture", lightboxState, [thumbnail], open(2));
      await t.press("Escape");
      await t.expect("the lightbox closed, focus on the thumbnail", lightboxState, [thumbnail], {
        open: false,
        ready: false,
        counter: null,
        focusOnThumbnail: true,
      });
    },
  },
  ...alsoWithScriptsWithheld({
    name: "portfolio filter: a category narrows the grid and is pressed; All restores it",
    width: 1280,
    async run(t) {
      await t.visit("/portfolio");
      const { items, filters = [] } = portfolioPage.grid;
      const counts = filters.map((filter) => ({
        ...filter,
        count: items.filter((item) => matchesFilter(item.categories, filter.value)).length,
      }));
      // The category that narrows the grid most (and still shows something).
      const chosen = counts
        .filter((f) => f.count > 0 && f.count < items.length)
        .sort((a, b) => a.count - b.count)[0];
      const all = counts.find((f) => f.count === items.length);
      if (!chosen || !all) throw new Error("the portfolio has no filter that narrows the grid");
      const state = () => ({
        pressed: [...document.querySelectorAll('#projects [role=group] button[aria-pressed="true"]')].map(
          (b) => b.textContent?.trim(),
        ),
        cards: document.querySelectorAll("#projects ul > li:not([hidden])").length,
      });
      const button = (label: string) =>
        t.mark(
          (text: string) =>
            [...document.querySelectorAll("#projects [role=group] button")].find(
              (b) => b.textContent?.trim() === text,
            ),
          label,
        );
      await t.expect("every card, All pressed", state, [], { pressed: [all.label], cards: items.length });
      await t.click(await button(chosen.label));
      await t.expect(`${chosen.label} pressed, its cards only`, state, [], {
        pressed: [chosen.label],
        cards: chosen.count,
      });
      await t.click(await button(all.label));
      await t.expect("All pressed, every card back", state, [], {
        pressed: [all.label],
        cards: items.length,
      });
    },
  }),
  {
    name: "counters: each counts up to the value the page states once scrolled into view",
    width: 1280,
    async run(t) {
      await t.visit("/counter");
      const band = "#counter-band";
      // The final values are in the pre-rendered HTML for screen readers; the visible number animates.
      const read = (selector: string) =>
        [...document.querySelectorAll(`${selector} [data-count-up]`)].map((number) => ({
          // innerText: what shows, without the invisible digits that keep the number's width.
          shown: (number as HTMLElement).innerText.trim(),
          target: (number.parentElement?.querySelector(".sr-only")?.textContent ?? "").trim(),
        }));
      const before = await t.engine.evaluate(read, band);
      if (before.length === 0) throw new Error(`no counter in ${band}`);
      if (before.every((c) => c.shown === c.target))
        throw new Error("the counters did not wait below the fold");
      await t.engine.evaluate(
        (s) => document.querySelector(`${s} ul`)!.scrollIntoView({ block: "center", behavior: "instant" }),
        band,
      );
      await t.until("every counter at its target", read, [band], (counters) =>
        counters.every((c) => c.shown === c.target && c.target !== ""),
      );
    },
  },
  {
    name: "contact form: validation stops an empty form; success and failure with EmailJS answered locally",
    width: 1280,
    async run(t) {
      // The failure is logged on purpose ("only logged to the console").
      t.allowErrors(/Contact form: the message was not sent \(400 The template ID is invalid\)/);
      await t.visit("/contact");
      const field = (name: string) => `form [name="${name}"]`;
      const submit = 'form:has([name="contact-name"]) button[type=submit]';
      const first = contactFormFields[0]!.name;
      const focused = () => (document.activeElement as HTMLInputElement | null)?.name ?? null;

      // Empty: the browser's validation stops the form at the first field; nothing is sent.
      await t.click(submit);
      await t.expect("the first empty field focused", focused, [], first);
      await t.expect("nothing sent", emailCallCount, [], 0);

      // Success: one request with the fields and the keys; the form clears and says so.
      for (const { name } of contactFormFields) await t.engine.type(field(name), typed[name]!);
      await t.click(submit);
      await t.expect("the success message, the form cleared", formState, [], {
        status: contactFormMessages.success,
        alert: "",
        values: emptied,
      });
      const calls = await t.engine.evaluate(emailCalls);
      if (calls.length !== 1) throw new Error(`${calls.length} requests sent`);
      const call = calls[0]!;
      if (!call.url.endsWith("/api/v1.0/email/send-form") || call.method !== "POST")
        throw new Error(`sent ${call.method} ${call.url}`);
      const wanted = { ...typed, ...emailKeys };
      if (!isDeepStrictEqual(call.fields, wanted))
        throw new Error(`sent ${JSON.stringify(call.fields)}, expected ${JSON.stringify(wanted)}`);

      // Failure: every value stays and the alert invites a retry.
      await t.engine.evaluate(setEmailAnswer, { status: 400, body: "The template ID is invalid" });
      for (const { name } of contactFormFields) await t.engine.type(field(name), typed[name]!);
      await t.click(submit);
      await t.expect("the failure alert, every value kept", formState, [], {
        status: "",
        alert: contactFormMessages.failure,
        values: typed,
      });
      await t.expect("two requests in all", emailCallCount, [], 2);
    },
  },
  {
    name: "navigation: a router link changes the page without reloading the document",
    width: 1280,
    async run(t) {
      await t.visit("/login");
      const here = new URL(t.site.url("/login")).pathname;
      const base = new URL(t.site.url("/")).pathname;
      // The first visible router link to another pre-rendered page (every same-tab link to a page is
      // a router link: SmartLink).
      const hrefs = await t.engine.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>("a[href]:not([target])")]
          .filter((a) => a.getClientRects().length > 0 && getComputedStyle(a).visibility === "visible")
          .map((a) => a.getAttribute("href") ?? ""),
      );
      const route = (href: string) => "/" + href.slice(base.length).replace(/\/$/, "");
      const target = hrefs.find(
        (href) =>
          href.startsWith(base) && !href.includes("#") && href !== here && routes.includes(route(href)),
      );
      if (!target) throw new Error("no visible router link to another page on /login");
      await t.engine.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      await t.click(
        await t.mark(
          (href: string) =>
            [...document.querySelectorAll(`a[href="${href}"]:not([target])`)].find(
              (a) => a.getClientRects().length > 0,
            ),
          target,
        ),
      );
      await t.expect(
        `${target} shown in the same document`,
        () => ({
          path: location.pathname,
          title: document.title,
          sameDocument: (window as unknown as { __sameDocument?: boolean }).__sameDocument ?? false,
        }),
        [],
        { path: target, title: titles.get(route(target)) ?? "", sameDocument: true },
      );
      await t.behavioursStarted();
    },
  },
  {
    // Decision 023: Firefox has `content-visibility` and scroll anchoring, so a fresh load leaves the
    // sections below the first screen for when they are scrolled to; WebKit has no scroll anchoring
    // and draws the whole page at once, as before.
    name: "first screen: Firefox leaves the footer undrawn until needed and draws all before the End key's jump; WebKit draws all",
    width: 375,
    async run(t) {
      await t.visit("/index-business");
      const state = (name: string) => {
        const footer = document.querySelector("#site-footer > *")!;
        return {
          marked: document.documentElement.classList.contains(name),
          footerDrawn: footer.checkVisibility({ contentVisibilityAuto: true }),
        };
      };
      const marks = t.engine.name === "firefox";
      await t.expect("on a fresh load", state, [FIRST_SCREEN_CLASS], { marked: marks, footerDrawn: !marks });
      await t.press("End");
      await t.expect("after the End key", state, [FIRST_SCREEN_CLASS], { marked: false, footerDrawn: true });
    },
  },
];
