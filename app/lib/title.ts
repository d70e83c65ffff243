/**
 * How long a document title may be, and how its length is counted: in graphemes of the text a
 * reader sees, so "&" is one character (not the five of `&amp;` in the HTML) and "é" is one however
 * it is encoded. The pages' titles (app/lib/seo.ts) and `npm run validate` (scripts/validate.mjs)
 * both count with this module. It imports nothing, so Node runs it as it is from a script.
 */

/** The longest title search engines show whole. */
export const TITLE_LIMIT = 70;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The length of `text` as a reader counts it: its graphemes. */
export function titleLength(text: string): number {
  return [...graphemes.segment(text)].length;
}

/**
 * The longest of `variants` that fits TITLE_LIMIT; the shortest when none does. A title composed
 * from a name the buyer chooses offers shorter wordings, so that any name of up to 30 characters
 * still leaves a title that fits.
 */
export function fittedTitle(...variants: [string, ...string[]]): string {
  const byLength = variants
    .map((text) => ({ text, length: titleLength(text) }))
    .sort((a, b) => b.length - a.length);
  return (byLength.find(({ length }) => length <= TITLE_LIMIT) ?? byLength.at(-1)!).text;
}
