/**
 * The characters a font of the site lacks (decision 018, issue 41): scripts/font-plugin.ts writes
 * each family's list to `app/styles/fonts/fonts.generated.json` (those neither its cut nor, for the
 * brand, its Latin Extended file has); `npm run validate` reports each one that a page's text
 * holds, with the pages, as a warning (`font-glyph`): the engine draws it in the fallback, another
 * face beside the brand's letters. A buyer then changes the copy, or picks a family that has it.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { decodeText } from "./pages.mjs";

/** Where scripts/font-plugin.ts writes its fonts, and the report of them (characters, sizes, metrics). */
export const fontDir = fileURLToPath(new URL("../../app/styles/fonts", import.meta.url));
export const fontReport = `${fontDir}/fonts.generated.json`;

/** The font plugin's report, as the last build wrote it. */
export function readFontReport() {
  return JSON.parse(readFileSync(fontReport, "utf8"));
}

/** The text a reader sees of a document: no scripts, styles or tags, references decoded. */
export function pageText(html) {
  return decodeText(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<[^>]*>/g, " "),
  );
}

const named = (list, more) =>
  more > 0
    ? `${list.join(", ")} and ${more} more`
    : list.length > 1
      ? `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`
      : list[0];

/**
 * One message per family and character that a page uses: "Fraunces Variable" (its role) has no
 * U+2011 "‑": drawn in its fallback on /contact, /about and 3 more.
 * @param {{ families: { family: string; role: string; missing: number[] }[] }} report
 * @param {{ route: string; text: string }[]} pages
 * @returns {string[]}
 */
export function missingGlyphMessages(report, pages, shown = 5) {
  const messages = [];
  for (const { family, role, missing } of report.families)
    for (const code of missing) {
      const char = String.fromCodePoint(code);
      const on = pages.filter((page) => page.text.includes(char)).map((page) => page.route);
      if (on.length === 0) continue;
      const hex = code.toString(16).toUpperCase().padStart(4, "0");
      messages.push(
        `"${family}" (${role}) has no U+${hex} "${char}": drawn in its fallback on ` +
          `${named(on.slice(0, shown), on.length - shown)} (change the copy, or take a family that has it)`,
      );
    }
  return messages;
}
