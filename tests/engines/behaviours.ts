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
import { footerColumns } from "~/content/navigation";
import { autoplayInterval, lookFonts, scrollThresholds, timings } from "~/content/settings";
import { contactFormFields, contactFormMessages } from "~/content/contact";
import { portfolioPage } from "~/content/pages/portfolio";
import { matchesFilter } from "~/content/portfolio";
import { isItemActive, itemLinks, mainMenu } from "~/components/site/menu-model";
import { behavioursStarted, drawnTokens } from "../../scripts/lib/browser.mjs";
import { FIRST_SCREEN_CLASS } from "../../scripts/lib/first-screen.mjs";
import { DEFAULT_DARK, THEME_STORAGE_KEY } from "~/lib/theme";
import { BRAND_TOKENS, derivePalette } from "~/lib/palette";
import { HEIGHT, titles, type Check } from "./checks";
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

/**
 * The phone menu's panel: open, on screen, slid in completely at the start side (the left; right to
 * left, the right: issue 41), and where the focus is.
 */
function menuState(selector: string) {
  const button = document.querySelector(selector)!;
  const panel = document.getElementById(button.getAttribute("popovertarget")!)!;
  const open = panel.matches(":popover-open");
  const box = panel.getBoundingClientRect();
  const rtl = getComputedStyle(document.documentElement).direction === "rtl";
  return {
    open,
    // Still on screen (a closing panel stays until its slide-out ends).
    shown: panel.getClientRects().length > 0,
    // Slid in completely: its start edge on the viewport's.
    inPlace: open && (rtl ? Math.abs(box.right - window.innerWidth) < 1 : Math.abs(box.left) < 1),
    focusInPanel: panel.contains(document.activeElement),
    focusOnToggle: document.activeElement === button,
  };
}

/**
 * Opens the phone menu by its toggle and reads where its panel comes from: the panel's box at the
 * start of its slide-in (the transition held at its first moment, then let go). Null where the
 * panel does not slide in: no transition, or one from no translation at all (WebKitGTK 2.50 takes no
 * `@starting-style` translation there: the panel appears in its place).
 */
function menuSlideStart(selector: string) {
  const button = document.querySelector<HTMLElement>(selector)!;
  const panel = document.getElementById(button.getAttribute("popovertarget")!)!;
  button.click();
  const slide = panel.getAnimations().find((a) => (a as CSSTransition).transitionProperty === "translate") as
    CSSTransition | undefined;
  const from = (slide?.effect as KeyframeEffect | undefined)?.getKeyframes()[0]?.translate;
  if (!slide || from === undefined || from === "none") return null;
  slide.pause();
  slide.currentTime = 0;
  const box = panel.getBoundingClientRect();
  slide.play();
  return { left: Math.round(box.left), right: Math.round(box.right), width: window.innerWidth };
}

/** Where the carousel's Previous and Next buttons are, left to right (issue 41: mirrored right to left). */
function carouselArrowOrder(selector: string) {
  const root = document.querySelector(selector)!;
  return ["Previous slide", "Next slide"]
    .map((label) => ({
      label,
      left: root.querySelector(`button[aria-label="${label}"]`)!.getBoundingClientRect().left,
    }))
    .sort((a, b) => a.left - b.left)
    .map((button) => button.label);
}

/** The lightbox's arrow buttons, named as a screen reader says them, left to right. */
function lightboxArrowOrder() {
  return [...document.querySelectorAll<HTMLElement>(".pswp__button--arrow")]
    .map((button) => ({ name: button.getAttribute("aria-label"), left: button.getBoundingClientRect().left }))
    .sort((a, b) => a.left - b.left)
    .map((button) => button.name);
}

/** The lightbox's caption (the picture shown). */
const lightboxCaption = () => document.querySelector(".pswp__caption")?.textContent ?? null;

/** Forgets the visit's look (`?dir=rtl` lasts for the visit, ~/lib/look) for the checks that follow. */
const forgetLook = () => {
  sessionStorage.clear();
  window.dispatchEvent(new CustomEvent("doob:look", { detail: {} }));
};

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
 * from its toggle with every group closed (issue 42); the page's own group opens, another opens and
 * closes the first; one of its links is followed.
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
  await t.expect("every group closed", groupsOpen, [MENU_TOGGLE], []);
  const summary = (selector: string, i: number) =>
    document
      .getElementById(document.querySelector(selector)!.getAttribute("popovertarget")!)!
      .querySelectorAll("details > summary")[i];
  await t.click(await t.mark(summary, MENU_TOGGLE, current));
  await t.expect("the page's own group open", groupsOpen, [MENU_TOGGLE], [current]);
  await t.click(await t.mark(summary, MENU_TOGGLE, other));
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
  // The next document parsed, not only begun: the page harness at the top of its head has run, so
  // the check's error record is this document's (a busy machine read it before, and found none).
  await t.expect(
    "the link followed",
    () => [location.pathname, document.readyState !== "loading"],
    [],
    [target, true],
  );
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

/**
 * Each route at each width in the light theme and the dark one (stored as the theme switch stores
 * it), right to left with `dir`: no sideways scroll, and a screenshot ("home-1024-light",
 * "pricing-rtl-375-dark").
 */
async function wholeInBothThemes(t: Check, routes: string[], widths: number[], dir?: "rtl") {
  const sideways = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;
  await t.visit("/");
  for (const route of routes) {
    for (const dark of [false, true]) {
      await t.engine.evaluate(
        (key, value) => localStorage.setItem(key, value),
        THEME_STORAGE_KEY,
        String(dark),
      );
      for (const width of widths) {
        await t.engine.resize(width, HEIGHT);
        await t.visit(dir ? `${route}?dir=${dir}` : route);
        if (dir) await t.expect(`${route} right to left`, () => document.documentElement.dir, [], dir);
        await t.expect(`no sideways scroll on ${route} at ${width} px`, sideways, [], 0);
        const name = route === "/" ? "home" : route.slice(1);
        await t.screenshot(`${name}${dir ? `-${dir}` : ""}-${width}-${dark ? "dark" : "light"}`);
      }
    }
  }
}

export const behaviours: Behaviour[] = [
  ...alsoWithScriptsWithheld({
    name: "theme toggle: switches and stores the theme; a reload keeps it from the first paint",
    width: 1280,
    async run(t) {
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
    name: "brand colour: every brand token derives from --brand as app/lib/palette.ts derives it, in both themes",
    width: 1280,
    async run(t) {
      await t.visit("/");
      const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      for (const brand of [null, "#0d9488", "#ffff00", "#1e3a8a"]) {
        for (const dark of [false, true]) {
          const drawn = await t.engine.evaluate(drawnTokens, { tokens: [...BRAND_TOKENS], brand, dark });
          const expected = derivePalette(brand ?? "oklch(0.5 0.22 285)").tokens[dark ? "dark" : "light"];
          for (const token of BRAND_TOKENS) {
            const [a, b] = [channels(drawn[token]!), channels(expected[token])];
            // Within 3 of 255 a channel (tests/e2e/brand-colour.spec.ts says why).
            if (Math.max(...a.map((v, i) => Math.abs(v - b[i]!))) > 3)
              throw new Error(
                `${brand ?? "default"} ${dark ? "dark" : "light"} --${token}: ${drawn[token]} drawn, ${expected[token]} derived`,
              );
          }
        }
      }
      await t.engine.evaluate(drawnTokens, { tokens: [], brand: null, dark: DEFAULT_DARK });
    },
  },
  {
    name: "customizer: the panel loads on the first press, changes direction, accent, font and corners at once; Escape closes it and focus returns",
    width: 1280,
    async run(t) {
      await t.visit("/index-finance");
      const widgets = () =>
        performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/assets/widgets/"))
          .length;
      await t.expect("nothing of the panel before the press", widgets, [], 0);
      await t.click("[data-customizer]");
      await t.until(
        "the panel open",
        () => document.querySelector("dialog[open]") !== null,
        [],
        (open) => open,
      );
      await t.expect("the panel's one file", widgets, [], 1);
      const pick = (label: string) => {
        const option = [...document.querySelectorAll("dialog[open] label")].find(
          (element) => element.textContent?.trim() === label,
        );
        (option as HTMLElement | undefined)?.click();
        return Boolean(option);
      };
      const look = () => ({
        dir: document.documentElement.getAttribute("dir"),
        accent: document.documentElement.dataset.accent ?? null,
        radius: document.documentElement.dataset.radius ?? null,
        font: document.documentElement.dataset.font ?? null,
        corner: getComputedStyle(document.querySelector("main .rounded-control")!).borderTopLeftRadius,
        family: getComputedStyle(document.body).fontFamily.replace(/"/g, "").split(",")[0],
      });
      const serif = lookFonts.find((font) => font.id === "serif")!;
      for (const label of ["Right to left", "Teal", "Sharp", serif.label])
        await t.expect(`"${label}" chosen`, pick, [label], true);
      await t.expect("the look applied", look, [], {
        dir: "rtl",
        accent: "teal",
        radius: "sharp",
        font: "serif",
        corner: "0px",
        family: serif.family,
      });
      // The serif's cut is fetched now (a page in the site's own font fetches none) and draws.
      await t.until(
        "the serif loaded",
        async (family: string) => {
          await document.fonts.ready;
          return [...document.fonts].some(
            (face) => face.family.replace(/"/g, "") === family && face.status === "loaded",
          );
        },
        [serif.family],
        (loaded) => loaded,
      );
      await t.screenshot("customizer-serif-teal-rtl-1280");
      await t.press("Escape");
      await t.until(
        "the panel closed",
        () => document.querySelector("dialog[open]") === null,
        [],
        (closed) => closed,
      );
      await t.expect(
        "focus back on the button",
        () => document.activeElement?.hasAttribute("data-customizer") ?? false,
        [],
        true,
      );
      // Back to the demo's own look for the checks that follow.
      await t.engine.evaluate(() => {
        sessionStorage.clear();
        window.dispatchEvent(new CustomEvent("doob:look", { detail: {} }));
      });
    },
  },
  {
    name: "a laptop and a wide screen: the home and the pricing page at 1024 and 1440 px, light and dark, whole (screenshots)",
    width: 1024,
    async run(t) {
      await wholeInBothThemes(t, ["/", "/pricing"], [1024, 1440]);
      await t.engine.evaluate((key) => localStorage.removeItem(key), THEME_STORAGE_KEY);
    },
  },
  {
    name: "right to left: the consulting home and the pricing page at 375 and 1440 px, light and dark, whole (screenshots)",
    width: 375,
    async run(t) {
      await wholeInBothThemes(t, ["/index-business-consulting", "/pricing"], [375, 1440], "rtl");
      // A demo in a visitor's own colour and a font of the customizer's, from a link.
      await t.visit("/index-finance?accent=b45309&font=serif");
      await t.until(
        "the serif drawn",
        async () => {
          await document.fonts.ready;
          return [...document.fonts].some((face) => /Fraunces/.test(face.family) && face.status === "loaded");
        },
        [],
        (loaded) => loaded,
      );
      await t.screenshot("index-finance-b45309-serif-1440-dark");
      await t.engine.evaluate((key) => {
        localStorage.removeItem(key);
        sessionStorage.clear();
      }, THEME_STORAGE_KEY);
    },
  },
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
      // The panel is at the start side (the left): the strip beside it is at the right.
      await t.engine.clickAt((await t.engine.evaluate(() => window.innerWidth)) - 8, HEIGHT / 2);
      await t.expect("the menu closed by a click outside", menuState, [MENU_TOGGLE], closed);
    },
  },
  {
    name: "mobile menu: the panel slides in from the start side, the left, and right to left from the right",
    width: 375,
    async run(t) {
      try {
        for (const dir of ["ltr", "rtl"] as const) {
          await t.visit(`/login?dir=${dir}`);
          const from = await t.engine.evaluate(menuSlideStart, MENU_TOGGLE);
          // Where it slides in (not WebKit: see menuSlideStart), it starts wholly outside the window
          // at the start side; everywhere it ends there (inPlace).
          const outside = !from || (dir === "rtl" ? from.left >= from.width - 1 : from.right <= 1);
          if (!outside)
            throw new Error(`${t.engine.name}: ${dir}: the panel came in from ${JSON.stringify(from)}`);
          await t.expect(`${dir}: the menu open at the start side`, menuState, [MENU_TOGGLE], {
            open: true,
            shown: true,
            inPlace: true,
            focusInPanel: true,
            focusOnToggle: false,
          });
          if (dir === "rtl") await t.screenshot("menu-open-375-rtl");
          await t.press("Escape");
        }
      } finally {
        await t.engine.evaluate(forgetLook);
      }
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
  {
    name: "carousel right to left: Next is the left-hand arrow; ArrowLeft goes to the next slide, ArrowRight back",
    width: 1280,
    async run(t) {
      try {
        await t.visit("/testimonial?dir=rtl");
        const carousel = "#testimonial-slider [aria-roledescription=carousel]";
        // The keys are the module's (Embla's), which starts once the carousel nears the window.
        await t.engine.evaluate(
          (s) => document.querySelector(s)!.scrollIntoView({ block: "center", behavior: "instant" }),
          carousel,
        );
        await t.until(
          "the carousel started",
          (s: string) => document.querySelector(s)!.closest("[data-carousel]")!.hasAttribute("data-ready"),
          [carousel],
          (ready) => ready,
        );
        const total = await t.engine.evaluate(
          (s) => document.querySelector(s)!.querySelectorAll("[data-carousel-slide]").length,
          carousel,
        );
        if (total < 3) throw new Error(`the testimonial slider has ${total} slides`);
        await t.expect(
          "Next at the left, Previous at the right",
          carouselArrowOrder,
          [carousel],
          ["Next slide", "Previous slide"],
        );
        const shown = (n: number, key: string) =>
          t.expect(`${key}: slide ${n} of ${total} in view`, shownSlide, [carousel], `${n} of ${total}`);
        // A dot first: the focus inside the carousel pauses its autoplay, so only the keys move it.
        await t.click(`${carousel} button[aria-label="Go to slide 1"]`);
        await shown(1, "the dot");
        await t.press("ArrowLeft");
        await shown(2, "ArrowLeft");
        await t.press("ArrowRight");
        await shown(1, "ArrowRight");
        await t.press("ArrowRight");
        await shown(total, "ArrowRight again (it loops)");
      } finally {
        await t.engine.evaluate(forgetLook);
      }
    },
  },
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
  {
    name: "lightbox right to left: Next is the left-hand arrow; ArrowLeft goes to the next picture",
    width: 1280,
    async run(t) {
      try {
        await t.visit("/gallery?dir=rtl");
        const thumbnail = "#gallery-first ul a";
        const captions = await t.engine.evaluate(
          (s) => [...document.querySelectorAll<HTMLElement>(s)].map((a) => a.dataset.caption ?? ""),
          thumbnail,
        );
        const count = captions.length;
        if (count < 3) throw new Error(`the first gallery has ${count} pictures`);
        await t.click(thumbnail);
        const open = (n: number) => ({
          open: true,
          ready: true,
          counter: `${n} / ${count}`,
          focusOnThumbnail: false,
        });
        await t.expect("the lightbox open on the first picture", lightboxState, [thumbnail], open(1));
        await t.expect("its caption", lightboxCaption, [], captions[0]!);
        await t.expect(
          "Next at the left, Previous at the right",
          lightboxArrowOrder,
          [],
          ["Next", "Previous"],
        );
        await t.press("ArrowLeft");
        await t.expect("ArrowLeft: the second picture", lightboxState, [thumbnail], open(2));
        await t.expect("its caption", lightboxCaption, [], captions[1]!);
        await t.screenshot("lightbox-1280-rtl");
        await t.press("ArrowRight");
        await t.expect("ArrowRight: the first again", lightboxState, [thumbnail], open(1));
        await t.press("Escape");
        await t.expect("the lightbox closed, focus on the thumbnail", lightboxState, [thumbnail], {
          open: false,
          ready: false,
          counter: null,
          focusOnThumbnail: true,
        });
      } finally {
        await t.engine.evaluate(forgetLook);
      }
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
      // Below the fold each waits at a value short of its target (0); the module writes that when
      // the observer first reports, which can be a while after the modules have started.
      await t.until("every counter waiting below the fold, short of its target", read, [band], (counters) =>
        counters.every((c) => c.shown !== c.target && c.target !== ""),
      );
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
    name: "navigation: a followed footer link loads its page's own document at its top; Back shows /about where it was left",
    width: 1280,
    async run(t) {
      const from = "/about";
      const link = footerColumns
        .flatMap((column): readonly { label: string; href: string }[] => column.links)
        .find((entry) => entry.href.startsWith("/") && entry.href !== from)!;
      // WebKit skips the cross-document view transition of a traversal (app/styles/app.css) and
      // reports the rejection of that transition's promises, which no script of the page holds, as
      // unhandled.
      if (t.engine.name === "webkit")
        t.allowErrors(
          /unhandled rejection: AbortError: Skipping view transition because skipTransition\(\) was called/,
        );
      const fromPath = new URL(t.site.url(from)).pathname;
      const toPath = new URL(t.site.url(link.href)).pathname;
      await t.visit(from);
      const heading = () => document.querySelector("h1")?.textContent ?? "";
      const fromHeading = await t.engine.evaluate(heading);
      const footerLink = await t.mark(
        (label: string) =>
          [...document.querySelectorAll('nav[aria-label="Footer"] a[href]')].find(
            (a) => a.textContent?.trim() === label,
          ),
        link.label,
      );
      // Low on the page: the link where a click will find it (the middle of the viewport), so the
      // click scrolls no further. Where sections below the first screen are drawn only when reached
      // (Firefox, decision 023), their real heights move the page once drawn: the position counts
      // once the link is centred and nothing moved for a few frames.
      const settle = (s: string) => {
        const link = document.querySelector(s)!;
        link.scrollIntoView({ block: "center", behavior: "instant" });
        const w = window as unknown as { __engineAt?: string; __engineStill?: number };
        const at = `${Math.round(scrollY)} ${Math.round(link.getBoundingClientRect().top)}`;
        w.__engineStill = w.__engineAt === at ? (w.__engineStill ?? 0) + 1 : 0;
        w.__engineAt = at;
        return new Promise<{ y: number; still: number }>((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => done({ y: Math.round(scrollY), still: w.__engineStill ?? 0 })),
          ),
        );
      };
      const { y: low } = await t.until("low on /about, at rest", settle, [footerLink], (v) => v.still >= 3);
      if (low <= 2 * HEIGHT) throw new Error(`${t.engine.name}: the footer link is only ${low} px down`);
      // A mark of this document: a new document has none.
      await t.engine.evaluate(() => {
        (window as unknown as { __engineOldDocument: boolean }).__engineOldDocument = true;
      });
      await t.follow(footerLink, toPath);
      await t.expect(
        `${link.href}: its own document, at its top`,
        () => ({
          oldDocument: "__engineOldDocument" in window,
          y: Math.round(scrollY),
          title: document.title,
        }),
        [],
        { oldDocument: false, y: 0, title: titles.get(link.href) ?? "" },
      );
      await t.back(fromPath);
      await t.expect("its heading", heading, [], fromHeading);
      await t.expect("where it was left", () => Math.round(scrollY), [], low);
      await t.visit("/login");
    },
  },
  {
    name: "sticky header and back to top: the header's look past 250 px, the button past 150 px; its click goes to the top and focuses the home link",
    width: 1280,
    async run(t) {
      await t.visit("/about");
      const state = () => {
        const button = document.querySelector<HTMLElement>("[data-back-to-top]")!;
        return {
          sticky: document.querySelector("[data-sticky-header]")!.hasAttribute("data-sticky"),
          shown: button.hasAttribute("data-shown"),
          focusOnHome: document.activeElement === document.getElementById(button.dataset.backToTop ?? ""),
        };
      };
      // Scrolls to `top` and resolves after the page's scroll listeners (registered before this one)
      // have run; `top` must differ from where the page is.
      const scrollTo = (top: number) =>
        t.engine.evaluate(
          (y: number) =>
            new Promise<number>((done) => {
              addEventListener("scroll", () => requestAnimationFrame(() => done(scrollY)), { once: true });
              window.scrollTo({ top: y, behavior: "instant" });
            }),
          top,
        );
      const { backToTop, stickyHeader } = scrollThresholds;
      await t.expect("at the top: plain header, no button", state, [], {
        sticky: false,
        shown: false,
        focusOnHome: false,
      });
      const steps: [number, { sticky: boolean; shown: boolean }][] = [
        [backToTop, { sticky: false, shown: false }],
        [backToTop + 1, { sticky: false, shown: true }],
        [stickyHeader, { sticky: false, shown: true }],
        [stickyHeader + 1, { sticky: true, shown: true }],
        [stickyHeader, { sticky: false, shown: true }],
        [stickyHeader + 1, { sticky: true, shown: true }],
        [3 * HEIGHT, { sticky: true, shown: true }],
      ];
      for (const [y, expected] of steps) {
        const at = await scrollTo(y);
        if (at !== y) throw new Error(`${t.engine.name}: scrolled to ${at}, not ${y}`);
        await t.expect(`at ${y} px`, state, [], { ...expected, focusOnHome: false });
      }
      const home = await t.engine.evaluate(
        () => document.querySelector<HTMLElement>("[data-back-to-top]")!.dataset.backToTop ?? "",
      );
      await t.click("[data-back-to-top]");
      await t.expect(
        "at the top, the focus on the home link",
        () => ({ y: Math.round(scrollY), focus: document.activeElement?.id ?? "" }),
        [],
        { y: 0, focus: home },
      );
      await t.expect("the plain header, no button", state, [], {
        sticky: false,
        shown: false,
        focusOnHome: true,
      });
    },
  },
  {
    name: "desktop mega menu: hover opens it, Escape closes it; Enter and ArrowDown move into it, Escape returns the focus; the Home panel's screenshots come when it first opens",
    width: 1280,
    async run(t) {
      await t.visit("/about");
      const home = await t.mark(() =>
        [...document.querySelectorAll("[data-desktop-nav] button[data-top-item][aria-controls]")].find((b) =>
          document.getElementById(b.getAttribute("aria-controls")!)?.hasAttribute("data-demo-screenshots"),
        ),
      );
      const menu = (selector: string) => {
        const button = document.querySelector(selector)!;
        const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
        const active = document.activeElement;
        return {
          nav: button.closest("[data-desktop-nav]")?.getAttribute("data-desktop-nav") ?? null,
          expanded: button.getAttribute("aria-expanded"),
          open: panel.hasAttribute("data-open"),
          focus:
            active === button
              ? "button"
              : active === panel.querySelector("a[href]")
                ? "first link"
                : panel.contains(active)
                  ? "panel"
                  : "elsewhere",
        };
      };
      const screenshots = (selector: string) => {
        const panel = document.getElementById(
          document.querySelector(selector)!.getAttribute("aria-controls")!,
        )!;
        return {
          marked: panel.hasAttribute("data-screenshots"),
          links: panel.querySelectorAll("a[data-screenshot]").length,
          pictures: panel.querySelectorAll("a[data-screenshot] img[src]").length,
        };
      };
      const closed = (focus: string) => ({ nav: "js", expanded: "false", open: false, focus });
      const opened = (focus: string) => ({ nav: "js", expanded: "true", open: true, focus });
      await t.expect("closed", menu, [home], closed("elsewhere"));
      await t.expect("no screenshots before it opens", screenshots, [home], {
        marked: false,
        links: 0,
        pictures: 0,
      });
      await t.hover(home);
      await t.expect("hover opens it", menu, [home], opened("elsewhere"));
      const added = await t.until(
        "the screenshots added",
        screenshots,
        [home],
        (s) => s.marked && s.links > 0,
      );
      if (added.pictures !== 2 * added.links)
        throw new Error(
          `${t.engine.name}: ${added.links} demo links but ${added.pictures} pictures with a src (one per theme each)`,
        );
      await t.press("Escape");
      await t.expect("Escape closes it", menu, [home], closed("elsewhere"));
      // The pointer leaves (it must not reopen the menu below).
      await t.engine.moveTo(8, HEIGHT - 8);

      await t.focus(home);
      await t.press("Enter");
      await t.expect("Enter opens it, the focus stays on its button", menu, [home], opened("button"));
      await t.press("Escape");
      await t.expect("Escape closes it", menu, [home], closed("button"));
      await t.press("ArrowDown");
      await t.expect("ArrowDown opens it and focuses its first link", menu, [home], opened("first link"));
      await t.press("ArrowDown");
      await t.expect("ArrowDown moves on in the panel", menu, [home], opened("panel"));
      await t.press("Escape");
      await t.expect("Escape closes it and the focus returns to its button", menu, [home], closed("button"));
    },
  },
  {
    name: "scroll spy: a section's top past the header marks its links aria-current=location",
    width: 1280,
    async run(t) {
      await t.visit("/index-corporate-one-page");
      const ids = await t.engine.evaluate(() => [
        ...new Set(
          [...document.querySelectorAll<HTMLAnchorElement>('[data-scroll-spy] a[href^="#"]')]
            .map((a) => a.getAttribute("href")!.slice(1))
            .filter((id) => id && document.getElementById(id)),
        ),
      ]);
      if (ids.length < 3) throw new Error(`the one-page header links to ${ids.length} sections`);
      // Scrolls so that the section's top is `by` px past (positive) or short of (negative) the line,
      // and reads which links are marked. It scrolls again at every read until the top stays where it
      // is asked to be: the sections below the first screen are drawn when scrolled to, at a guessed
      // height until then (decision 023), so one drawn on arrival moves the sections under it.
      const at = (id: string, by: number, offset: number) => {
        const header = document.querySelector("[data-scroll-spy]")!;
        const line = header.getBoundingClientRect().height + offset;
        const target = Math.ceil(
          document.getElementById(id)!.getBoundingClientRect().top + scrollY - line + by,
        );
        if (Math.abs(scrollY - target) >= 1) {
          window.scrollTo({ top: target, behavior: "instant" });
          return { hrefs: ["(scrolled)"], all: false };
        }
        const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-scroll-spy] a[href^="#"]')];
        const marked = links.filter((a) => a.getAttribute("aria-current") === "location");
        const first = marked[0]?.getAttribute("href");
        return {
          hrefs: [...new Set(marked.map((a) => a.getAttribute("href")))],
          // Every link to that section (the desktop and the phone menu's) is marked.
          all: links.every(
            (a) => (a.getAttribute("aria-current") === "location") === (a.getAttribute("href") === first),
          ),
        };
      };
      const offset = scrollThresholds.scrollSpyOffset;
      for (const id of ids.slice(1, 3)) {
        await t.expect(`#${id}'s top passed`, at, [id, 2, offset], { hrefs: [`#${id}`], all: true });
      }
      const [, second, third] = ids as [string, string, string];
      await t.expect(`#${third}'s top not reached: #${second}`, at, [third, -2, offset], {
        hrefs: [`#${second}`],
        all: true,
      });
    },
  },
  {
    name: "reveal: a block below the fold waits hidden and shows once scrolled to",
    width: 1280,
    async run(t) {
      await t.visit("/blog-grid-sidebar");
      // The reveal decides once the page's first intersection report arrives (after the start).
      await t.until(
        "a block below the fold waiting",
        () => document.querySelector('[data-reveal-delay][data-reveal="hidden"]') !== null,
        [],
        (found) => found,
      );
      const waiting = await t.mark(() => document.querySelector('[data-reveal-delay][data-reveal="hidden"]'));
      const reveal = (s: string) => document.querySelector(s)!.getAttribute("data-reveal");
      await t.expect("waiting below the fold", reveal, [waiting], "hidden");
      await t.engine.evaluate(
        (s) => document.querySelector(s)!.scrollIntoView({ block: "center", behavior: "instant" }),
        waiting,
      );
      await t.until("shown once scrolled to", reveal, [waiting], (value) => value !== "hidden");
      await t.expect("in place, its attribute gone", reveal, [waiting], null);
      await t.expect(
        "fully opaque",
        (s) => getComputedStyle(document.querySelector(s)!).opacity,
        [waiting],
        "1",
      );
    },
  },
  ...[
    { route: "/index-application", marker: "data-rotating-text", what: "rotating headline" },
    { route: "/index-freelancer", marker: "data-typing-text", what: "typing headline" },
  ].map(({ route, marker, what }): Behaviour => ({
    name: `${what}: the shown word changes to another (${route})`,
    width: 1280,
    async run(t) {
      await t.visit(route);
      // The pointer away from the headline (hovering pauses the rotation).
      await t.engine.moveTo(8, HEIGHT - 8);
      const read = (name: string) => {
        const root = document.querySelector(`[${name}]`)!;
        return {
          words: [...root.querySelectorAll("[data-word]")].map((word) => word.textContent ?? ""),
          shown: root.querySelector("[data-shown-word]")?.textContent ?? "",
        };
      };
      // It starts on the first word, and may have moved on by now (a busy machine; the typing one
      // may be half-way through a word): another whole word of the list comes within a few intervals.
      const { words, shown } = await t.engine.evaluate(read, marker);
      if (words.length < 2 || !words.some((word) => word.startsWith(shown)))
        throw new Error(
          `${t.engine.name}: the ${what} shows ${JSON.stringify(shown)} of ${JSON.stringify(words)}`,
        );
      const interval = timings.headlineRotation;
      await t.until(
        `the ${what} on a whole word other than ${JSON.stringify(shown)}`,
        read,
        [marker],
        (now) => now.shown !== shown && words.includes(now.shown),
        4 * interval,
      );
    },
  })),
  {
    name: "skill bars and rings: below the fold they wait, then reach their values once scrolled into view",
    width: 1280,
    async run(t) {
      await t.visit("/progressbar");
      const read = () => ({
        bars: [...document.querySelectorAll("[data-progress-bar]")].map((element) => {
          const bar = element.querySelector('[role="progressbar"]')!;
          const fill = bar.firstElementChild as HTMLElement;
          const value = Number(bar.getAttribute("aria-valuenow"));
          const width = (fill.getBoundingClientRect().width / bar.getBoundingClientRect().width) * 100;
          return { value, atValue: Math.abs(width - value) < 0.5 };
        }),
        rings: [...document.querySelectorAll("[data-progress-ring]")].map((ring) => {
          const arc = ring.querySelector("[data-ring-arc]")!;
          const value = Number(ring.getAttribute("aria-valuenow"));
          const circumference = Number(arc.getAttribute("stroke-dasharray"));
          const offset = Number(arc.getAttribute("stroke-dashoffset"));
          const number = (ring.querySelector("[data-ring-number]") as HTMLElement).innerText.trim();
          return {
            value,
            atValue: Math.abs(offset - circumference * (1 - value / 100)) < 0.01 && number === String(value),
          };
        }),
      });
      // They decide once the page's first intersection report arrives (after the start): the last
      // bar and ring, below the fold, leave their pre-rendered values to wait.
      const before = await t.until("the last bar and ring waiting below the fold", read, [], (now) =>
        Boolean(
          now.bars.length && now.rings.length && !now.bars.at(-1)!.atValue && !now.rings.at(-1)!.atValue,
        ),
      );
      if (before.bars.length === 0 || before.rings.length === 0)
        throw new Error("no skill bar or no ring on /progressbar");
      for (const selector of ["[data-progress-bar]", "[data-progress-ring]"]) {
        await t.engine.evaluate(
          (s) =>
            [...document.querySelectorAll(s)]
              .at(-1)!
              .scrollIntoView({ block: "center", behavior: "instant" }),
          selector,
        );
        const kind = selector === "[data-progress-bar]" ? "bars" : "rings";
        await t.until(`the last ${kind.slice(0, -1)} at its value`, read, [], (now) =>
          Boolean(now[kind].at(-1)?.atValue),
        );
      }
    },
  },
  {
    name: "blog search: typing narrows the posts in place; Clear search restores them",
    width: 1280,
    async run(t) {
      await t.visit("/blog-grid-sidebar");
      const titlesShown = () =>
        [...document.querySelectorAll<HTMLElement>("[data-search-list] > [data-search-title]")]
          .filter((item) => !item.hidden)
          .map((item) => item.dataset.searchTitle ?? "");
      const all = await t.engine.evaluate(titlesShown);
      // A word of one title that some titles lack.
      const query = all
        .flatMap((title) => title.split(/\s+/))
        .find((word) => {
          const count = all.filter((title) => title.toLowerCase().includes(word.toLowerCase())).length;
          return word.length > 3 && count > 0 && count < all.length;
        });
      if (!query) throw new Error("no word narrows the posts of /blog-grid-sidebar");
      const expected = all.filter((title) => title.toLowerCase().includes(query.toLowerCase()));
      const state = () => ({
        path: location.pathname,
        titles: [...document.querySelectorAll<HTMLElement>("[data-search-list] > [data-search-title]")]
          .filter((item) => !item.hidden)
          .map((item) => item.dataset.searchTitle ?? ""),
        status: document.querySelector("[data-search-summary] [role=status]")?.textContent?.trim() ?? "",
        query: document.querySelector<HTMLInputElement>("[data-blog-search] input[type=search]")!.value,
        focusOnBox: document.activeElement?.matches("[data-blog-search] input[type=search]") ?? false,
      });
      const path = await t.engine.evaluate(() => location.pathname);
      await t.engine.type("[data-blog-search] input[type=search]", query.toUpperCase());
      const narrowed = await t.until("the posts narrowed", state, [], (s) =>
        isDeepStrictEqual(s.titles, expected),
      );
      if (narrowed.path !== path || !narrowed.status.includes(String(expected.length)))
        throw new Error(`${t.engine.name}: after the search ${JSON.stringify(narrowed)}`);
      await t.click(
        await t.mark(() =>
          [...document.querySelectorAll<HTMLElement>("[data-blog-search] [data-search-clear]")].find(
            (button) => !button.hidden && button.getClientRects().length > 0,
          ),
        ),
      );
      await t.expect("every post back, the box empty and focused", state, [], {
        path,
        titles: all,
        status: "",
        query: "",
        focusOnBox: true,
      });
    },
  },
  {
    name: "map: Show map creates the OpenStreetMap frame on demand and focuses it",
    width: 1280,
    async run(t) {
      // The map's host is asked for once the frame exists; the guard refuses it (nothing leaves).
      const host = /^www\.openstreetmap\.org:443$/;
      t.expectOffHost(host);
      await t.visit("/contact");
      const map = () => {
        const figure = document.querySelector("[data-map-embed]")!;
        const frame = figure.querySelector("iframe");
        const src = frame?.getAttribute("src");
        return {
          frame: frame !== null,
          at: src ? new URL(src).origin + new URL(src).pathname : null,
          prompt: figure.querySelector("[data-map-prompt]") !== null,
          focusOnFrame: frame !== null && document.activeElement === frame,
        };
      };
      await t.expect("no frame before the click", map, [], {
        frame: false,
        at: null,
        prompt: true,
        focusOnFrame: false,
      });
      await t.click("[data-map-embed] [data-map-show]");
      await t.expect("the frame in the prompt's place, focused", map, [], {
        frame: true,
        at: "https://www.openstreetmap.org/export/embed.html",
        prompt: false,
        focusOnFrame: true,
      });
      await t.offHostRefused(host);
    },
  },
  {
    name: "comments: Disqus is asked for once the area nears; refused, the area says so and offers a retry",
    width: 1280,
    async run(t) {
      // The forum's host is refused by the guard: the embed script fails, as it would offline.
      const host = /^[\w-]+\.disqus\.com:443$/;
      t.expectOffHost(host);
      t.allowErrors(/disqus\.com\/(embed|count)\.js/);
      await t.visit("/blog-details/3");
      const area = () => {
        const root = document.querySelector("[data-post-comments]")!;
        const retry = root.querySelector<HTMLElement>("[data-comments-retry]");
        return {
          state: root.querySelector<HTMLElement>("#disqus_thread")?.dataset.state ?? null,
          scripts: [...document.querySelectorAll<HTMLScriptElement>("script[src*='disqus.com']")].length,
          retry: retry !== null && !retry.hidden && retry.getClientRects().length > 0,
        };
      };
      await t.expect("nothing of Disqus before the area nears", area, [], {
        state: "idle",
        scripts: 0,
        retry: false,
      });
      await t.engine.evaluate(() =>
        document
          .querySelector("[data-post-comments]")!
          .scrollIntoView({ block: "center", behavior: "instant" }),
      );
      await t.offHostRefused(host);
      await t.expect("the failure said, with a retry", area, [], {
        state: "failed",
        scripts: 2,
        retry: true,
      });
      await t.click("[data-post-comments] [data-comments-retry]");
      await t.until("loading again", area, [], (s) => s.state === "loading" || s.state === "failed");
      await t.expect("the failure said again", area, [], { state: "failed", scripts: 2, retry: true });
    },
  },
  {
    name: "prefetch: pointing at or focusing a link to another page fetches it once, and nothing before",
    width: 1280,
    async run(t) {
      await t.visit("/about");
      // Firefox has <link rel=prefetch>, WebKit neither it nor speculation rules: a fetch.
      const withLink = t.engine.name === "firefox";
      const links = await t.engine.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('header a[href^="/"]:not([aria-current])')]
          .filter(
            (a) =>
              a.getClientRects().length > 0 &&
              getComputedStyle(a).visibility === "visible" &&
              a.pathname !== location.pathname,
          )
          .map((a) => a.href)
          .filter((href, i, all) => all.indexOf(href) === i)
          .slice(0, 2),
      );
      if (links.length < 2) throw new Error("fewer than two header links to other pages on /about");
      const asked = (hrefs: string[]) => ({
        supports: {
          link: document.createElement("link").relList.supports("prefetch"),
          speculation:
            typeof HTMLScriptElement.supports === "function" &&
            HTMLScriptElement.supports("speculationrules"),
        },
        hints: [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href),
        fetched: performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "fetch")
          .map((entry) => entry.name)
          .filter((name) => hrefs.includes(name)),
      });
      const supports = { link: withLink, speculation: false };
      const after = (hrefs: string[]) =>
        withLink ? { supports, hints: hrefs, fetched: [] } : { supports, hints: [], fetched: hrefs };
      await t.expect("nothing prefetched at first", asked, [links], after([]));
      const [first, second] = links as [string, string];
      const link = (href: string) =>
        t.mark(
          (h: string) =>
            [...document.querySelectorAll<HTMLAnchorElement>("header a[href]")].find(
              (a) =>
                a.href === h && a.getClientRects().length > 0 && getComputedStyle(a).visibility === "visible",
            ),
          href,
        );
      await t.hover(await link(first));
      await t.expect("pointing at a link prefetches its page", asked, [links], after([first]));
      await t.engine.moveTo(8, HEIGHT - 8);
      await t.hover(await link(first));
      await t.focus(await link(second));
      await t.expect(
        "focusing another prefetches it; the first once",
        asked,
        [links],
        after([first, second]),
      );
      await t.expect("still on /about", () => location.pathname, [], new URL(t.site.url("/about")).pathname);
    },
  },
  {
    name: "carousel: Embla starts once scrolled near; autoplay moves the hero slider while the pointer is away",
    width: 1280,
    async run(t) {
      await t.visit("/index-corporate");
      const carousels = await t.engine.evaluate(() =>
        [...document.querySelectorAll("[data-carousel]")].map((c) => ({
          label: c.getAttribute("aria-label") ?? "",
          autoplay: c.querySelector("[data-carousel-autoplay]") !== null,
          below: c.getBoundingClientRect().top > 2 * innerHeight,
        })),
      );
      const hero = carousels.find((c) => c.autoplay);
      const far = carousels.find((c) => c.below);
      if (!hero || !far) throw new Error(`carousels of /index-corporate: ${JSON.stringify(carousels)}`);
      const selector = (label: string) => `[data-carousel][aria-label="${label}"]`;
      const state = (s: string) => {
        const carousel = document.querySelector(s)!;
        return {
          ready: carousel.hasAttribute("data-ready"),
          dot: [...carousel.querySelectorAll('[data-carousel-move][aria-current="true"]')].map((d) =>
            d.getAttribute("data-carousel-move"),
          ),
        };
      };
      // The pointer and the focus outside the hero (either pauses the autoplay).
      await t.engine.moveTo(8, HEIGHT - 8);
      const start = await t.until("the hero slider started", state, [selector(hero.label)], (s) => s.ready);
      if (start.dot.length !== 1) throw new Error(`${t.engine.name}: the hero's current dot: ${start.dot}`);
      // Two frames: any intersection the page has noticed is reported by then.
      await t.engine.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await t.expect(`${far.label}: not started far below`, state, [selector(far.label)], {
        ready: false,
        dot: [],
      });
      await t.until(
        "autoplay moves the hero to another slide",
        state,
        [selector(hero.label)],
        (s) => s.dot.length === 1 && s.dot[0] !== start.dot[0],
        4 * autoplayInterval,
      );
      await t.engine.evaluate(
        (s) => document.querySelector(s)!.scrollIntoView({ block: "end", behavior: "instant" }),
        selector(far.label),
      );
      await t.until(`${far.label}: started once scrolled near`, state, [selector(far.label)], (s) => s.ready);
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
