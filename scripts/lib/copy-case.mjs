/**
 * Names a page writes in lower case (issue 42): the days of the week are names, "Monday to Friday"
 * on every page. A phrase lower-cased whole to sit inside a sentence ("support monday to friday")
 * wrote them so; `inSentence` (app/lib/format.ts) lowers only a phrase's first letter.
 * `npm run validate` reports each as an error (`name-case`).
 */
const WEEKDAYS = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g;

/**
 * The day names of a page's text (scripts/lib/font-glyphs.mjs `pageText`) written in lower case,
 * each with a few words around it.
 * @param {string} text
 * @returns {string[]}
 */
export function lowercaseNames(text) {
  return [...text.matchAll(WEEKDAYS)].map((match) => {
    const around = text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30);
    return `"${match[0]}" is a name: write it "${match[0][0].toUpperCase()}${match[0].slice(1)}" (…${around.replace(/\s+/g, " ").trim()}…)`;
  });
}
