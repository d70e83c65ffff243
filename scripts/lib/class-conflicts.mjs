/**
 * Classes that fight over one property on one element (decision 022). The site joins class names
 * without merging them (`app/lib/cn.ts`), so `size-5 size-6` on an icon would set its size by the
 * order of Tailwind's stylesheet, not by the order written. tailwind-merge knows which utilities
 * set the same property; here it only judges the build (`npm run validate`), it ships in no page.
 */
import { twMerge } from "tailwind-merge";
import { decodeClassNames } from "./critical-css.mjs";

/**
 * The conflicts in one element's class list: each class another one overrides, with the ones that
 * override it. Repeats of one class are not conflicts.
 */
export function classConflicts(classList) {
  const classes = [...new Set(classList.split(/\s+/).filter(Boolean))];
  const kept = new Set(twMerge(classes.join(" ")).split(" "));
  return classes
    .filter((name) => !kept.has(name))
    .map((name) => ({
      name,
      by: classes.filter((other) => other !== name && twMerge(`${name} ${other}`) === other),
    }));
}

/** One conflict as a sentence; `npm run validate` and the browser tests' guard say it alike. */
export function describeConflict({ name, by }, classList) {
  return `"${name}" and "${by.join('", "')}" set the same property; keep one (in "${classList}")`;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** Every class attribute of an HTML document: where it starts (`index`) and its class list, decoded. */
export function* classAttributes(html) {
  for (const match of html.matchAll(CLASS_ATTRIBUTE))
    yield { index: match.index, classList: decodeClassNames(match[1]) };
}

/** Every element of an HTML document whose classes conflict: where it is and its conflicts. */
export function htmlClassConflicts(html) {
  const found = [];
  for (const { index, classList } of classAttributes(html)) {
    const conflicts = classConflicts(classList);
    if (conflicts.length === 0) continue;
    const before = html.slice(0, index);
    const line = before.split("\n").length;
    const column = index - before.lastIndexOf("\n");
    found.push({ line, column, classList, conflicts });
  }
  return found;
}
