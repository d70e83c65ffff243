/**
 * A visitor's look (issue 41, the customizer): the direction, accent, font and corners a page is shown
 * in, carried in the URL and kept for the visit. The theme is the theme script's (`?theme=`, stored in
 * `isDarkmode`, ~/lib/theme).
 *
 * `lookScript` is the inline <head> script that owns it, before the first paint and after: it reads the
 * look kept for this visit (session storage), then the URL's parameters (`LOOK_PARAMS`), keeps only
 * the values it knows (an unknown font, a colour that does not parse, anything else: ignored), stores
 * the result, and applies it to <html> as attributes the stylesheet follows:
 *   - `dir="rtl"` (`ltr` removes the attribute: the page's own direction);
 *   - `data-accent="<name>"` for one of the demo accents, or `data-accent="custom"` with the colour in
 *     `--brand` (decision 031: every brand token derives from it); either wins over the page's accent;
 *   - `data-font="<id>"` (`LOOK_FONTS`), `data-radius="sharp|soft|round"`.
 * Nothing from the URL is written as markup: an attribute takes only a value of the lists, and the
 * colour only six hex digits. The customizer changes the look by sending `LOOK_EVENT` to the window
 * with the new look as its `detail`; the script applies and stores it the same way. A storage that is
 * missing, blocked or broken only loses the memory of the look. The script also opens the customizer:
 * on the first press of its button (`CUSTOMIZER_ATTRIBUTE`) it imports the panel, from the first paint
 * on, with no module of its own to wait for. Its hash goes into the CSP.
 */
import { accents } from "~/components/site/chrome-handle";
import { lookFonts } from "~/content/settings";

/** The session storage key of the look. */
export const LOOK_STORAGE_KEY = "doob-look";
/**
 * What marks the Customize button (customize-button.tsx); its value is the panel's URL (the build
 * writes it, scripts/postbuild.mjs). The look script opens the panel on its press.
 */
export const CUSTOMIZER_ATTRIBUTE = "data-customizer";

/** The event the customizer sends to change the look (`detail`: a `Look`). */
export const LOOK_EVENT = "doob:look";

export const LOOK_DIRECTIONS = ["ltr", "rtl"] as const;
export const LOOK_RADII = ["sharp", "soft", "round"] as const;
/** The fonts a visitor can choose beside the site's own, by id (`lookFonts`; no `font`: the site's own). */
export const LOOK_FONTS = lookFonts.map((font) => font.id);

export type Look = {
  dir?: (typeof LOOK_DIRECTIONS)[number];
  /** A demo accent's name, or a colour as six hex digits (no `#`). */
  accent?: string;
  font?: (typeof lookFonts)[number]["id"];
  radius?: (typeof LOOK_RADII)[number];
};

/** The URL's parameters of a look, named as the issue names them, each with the values it takes. */
export const LOOK_PARAMS: Record<keyof Look, RegExp> = {
  dir: new RegExp(`^(?:${LOOK_DIRECTIONS.join("|")})$`),
  accent: new RegExp(`^(?:${accents.join("|")}|[0-9a-f]{6})$`),
  font: new RegExp(`^(?:${LOOK_FONTS.join("|")})$`),
  radius: new RegExp(`^(?:${LOOK_RADII.join("|")})$`),
};

const HEX = /^[0-9a-f]{6}$/;

/** A look from anything (a parsed storage value, an event's detail): only the values it knows, lower-cased. */
export function knownLook(value: unknown): Look {
  const look: Record<string, string> = {};
  if (typeof value !== "object" || value === null) return look;
  for (const [name, pattern] of Object.entries(LOOK_PARAMS)) {
    const given = (value as Record<string, unknown>)[name];
    if (typeof given === "string" && pattern.test(given.toLowerCase())) look[name] = given.toLowerCase();
  }
  return look;
}

/** The look a page shows now, read back from <html> (what the customizer starts from). */
export function currentLook(root: HTMLElement = document.documentElement): Look {
  const accent =
    root.dataset.accent === "custom"
      ? root.style.getPropertyValue("--brand").trim().slice(1)
      : root.dataset.accent;
  return knownLook({
    dir: root.getAttribute("dir") ?? undefined,
    accent,
    font: root.dataset.font,
    radius: root.dataset.radius,
  });
}

/** The query string of a look and theme (what "Copy link" appends to the page's path). */
export function lookQuery(look: Look, theme?: "light" | "dark"): string {
  const params = new URLSearchParams();
  if (theme) params.set("theme", theme);
  for (const name of Object.keys(LOOK_PARAMS) as (keyof Look)[]) {
    const value = knownLook(look)[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A pattern as the head script writes it (the same source, no flags). */
const pattern = (name: keyof Look) => LOOK_PARAMS[name].source;

/** The inline <head> script (see above). Tiny and self-contained; `look.test.ts` runs it in jsdom. */
export const lookScript =
  `(function(){var r=document.documentElement,k="${LOOK_STORAGE_KEY}",P={` +
  (Object.keys(LOOK_PARAMS) as (keyof Look)[]).map((name) => `${name}:/${pattern(name)}/`).join(",") +
  `},o={};` +
  // Only the values it knows, lower-cased.
  `function c(x){var l={},n,v;if(x&&typeof x=="object")for(n in P){v=x[n];if(typeof v=="string"&&P[n].test(v=v.toLowerCase()))l[n]=v}return l}` +
  `function a(x){var l=c(x),v=l.accent;try{sessionStorage.setItem(k,JSON.stringify(l))}catch(e){}` +
  `l.dir=="rtl"?r.setAttribute("dir","rtl"):r.removeAttribute("dir");` +
  `r.style.removeProperty("--brand");` +
  `if(!v)delete r.dataset.accent;else if(${HEX}.test(v)){r.dataset.accent="custom";r.style.setProperty("--brand","#"+v)}else r.dataset.accent=v;` +
  `l.font?r.dataset.font=l.font:delete r.dataset.font;l.radius?r.dataset.radius=l.radius:delete r.dataset.radius}` +
  `try{o=c(JSON.parse(sessionStorage.getItem(k)||"{}"))}catch(e){}` +
  `try{var q=new URLSearchParams(location.search),n,v;for(n in P){v=q.get(n);if(v!==null&&P[n].test(v.toLowerCase()))o[n]=v}}catch(e){}` +
  `a(o);addEventListener("${LOOK_EVENT}",function(e){a(e.detail)});` +
  // The Customize button: its panel (a React widget, decision 033) imported on the first press from
  // the URL the button names, then opened on every press; a failed import is tried again.
  `var w;document.addEventListener("click",function(e){var b=e.target,u;b=b&&b.closest&&b.closest("[${CUSTOMIZER_ATTRIBUTE}]");` +
  `if(!b||!(u=b.getAttribute("${CUSTOMIZER_ATTRIBUTE}")))return;` +
  `w=w||import(u).then(function(m){return m.mount(b)});w.then(function(p){p.open()},function(){w=null})})})()`;
