/**
 * Physical left/right utilities where a logical one exists (issue 41): with
 * `dir="rtl"` every page mirrors, because its spacing, insets, borders, corners and alignment are
 * written by the reading direction (`ms-4`, `start-0`, `border-s`, `rounded-e`, `text-start`), not
 * by the screen's sides. `npm run validate` reports each physical one in the build's pages (rule
 * `physical-direction`) and in app/styles/app.css, with the logical utility to use instead.
 *
 * Left alone: a class under a `ltr:` or `rtl:` variant (written for one direction on purpose), and
 * `left-1/2` with `-translate-x-1/2`, which centres in either direction. What has no logical
 * utility (a transform, a gradient's direction, a transform origin) is mirrored with `rtl:` where
 * it matters, and not checked here.
 */

/** Physical utility (without its value) → its logical twin. */
const LOGICAL = new Map([
  ["ml", "ms"],
  ["mr", "me"],
  ["pl", "ps"],
  ["pr", "pe"],
  ["left", "start"],
  ["right", "end"],
  ["scroll-ml", "scroll-ms"],
  ["scroll-mr", "scroll-me"],
  ["scroll-pl", "scroll-ps"],
  ["scroll-pr", "scroll-pe"],
  ["border-l", "border-s"],
  ["border-r", "border-e"],
  ["rounded-l", "rounded-s"],
  ["rounded-r", "rounded-e"],
  ["rounded-tl", "rounded-ss"],
  ["rounded-tr", "rounded-se"],
  ["rounded-bl", "rounded-es"],
  ["rounded-br", "rounded-ee"],
  ["text-left", "text-start"],
  ["text-right", "text-end"],
  ["float-left", "float-start"],
  ["float-right", "float-end"],
  ["clear-left", "clear-start"],
  ["clear-right", "clear-end"],
]);

/** Utilities that take a value (`ml-4`), those that may (`border-l`, `border-l-2`), those that never do. */
const WITH_VALUE = /^(-?)(ml|mr|pl|pr|left|right|scroll-m[lr]|scroll-p[lr])-(.+)$/;
const MAYBE_VALUE = /^(-?)(border-[lr]|rounded-(?:[lr]|[tb][lr]))(-.+)?$/;
const BARE = /^(text-(?:left|right)|float-(?:left|right)|clear-(?:left|right))$/;

/** A class split into its variants (`md:`, `hover:`, `rtl:`) and its utility, `!` aside. */
function parts(name) {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < name.length; i++) {
    const ch = name[i];
    if (ch === "[" || ch === "(") depth++;
    else if (ch === "]" || ch === ")") depth--;
    else if (ch === ":" && depth === 0) cut = i;
  }
  const variants = cut < 0 ? [] : name.slice(0, cut).split(":");
  const utility = name.slice(cut + 1).replace(/^!|!$/g, "");
  return { variants, utility };
}

/** The logical twin of one utility, or null when it is not a physical one. */
export function logicalTwin(utility) {
  let match = WITH_VALUE.exec(utility);
  if (match) return `${match[1]}${LOGICAL.get(match[2])}-${match[3]}`;
  match = MAYBE_VALUE.exec(utility);
  if (match) return `${match[1]}${LOGICAL.get(match[2])}${match[3] ?? ""}`;
  match = BARE.exec(utility);
  if (match) return LOGICAL.get(match[1]);
  return null;
}

/** The physical classes of one class list: `{ name, use }` each, `use` the class to write instead. */
export function physicalClasses(classList) {
  const classes = [...new Set(classList.split(/\s+/).filter(Boolean))];
  const centred = classes.includes("-translate-x-1/2");
  const found = [];
  for (const name of classes) {
    const { variants, utility } = parts(name);
    if (variants.includes("rtl") || variants.includes("ltr")) continue;
    if (centred && utility === "left-1/2") continue;
    const twin = logicalTwin(utility);
    if (twin) found.push({ name, use: name.slice(0, name.length - utility.length) + twin });
  }
  return found;
}

/** One finding as a sentence. */
export function describePhysical({ name, use }) {
  return `"${name}" is a screen side; "${use}" follows the reading direction (right-to-left pages mirror)`;
}

const APPLY = /@apply\s+([^;]+);/g;

/** The physical classes of app.css's `@apply` lists, each with its line. */
export function cssPhysicalClasses(css) {
  const found = [];
  for (const match of css.matchAll(APPLY)) {
    const line = css.slice(0, match.index).split("\n").length;
    for (const finding of physicalClasses(match[1])) found.push({ line, ...finding });
  }
  return found;
}
