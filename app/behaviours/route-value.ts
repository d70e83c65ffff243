/**
 * The category and tag fallback documents (scripts/fallback-routes.mjs) are rendered once, for a
 * reserved value, and answer every free value: each element marked `data-route-value` names the value
 * neutrally ("Unknown tag"), and this module writes the value of the address in its place, decoded
 * by the pages' own rule (`decodeSegment`) and always as text, never as markup. The heading's mark
 * carries the page's own title (`data-route-value-title`, with the neutral name): the document's
 * title becomes that title with the value, by the pages' own rule (`documentTitle`).
 */
import { decodeSegment } from "~/lib/route-value";
import { documentTitle } from "~/lib/seo";

/** The value a fallback page's address names: its last segment, decoded; "" when there is none. */
export function routeValue(pathname: string): string {
  const segment = pathname.split("/").filter(Boolean).at(-1) ?? "";
  return decodeSegment(segment);
}

/** `text` with its first `neutral` replaced by `value` (no replacement patterns: `$&` stays text). */
function named(text: string, neutral: string, value: string): string {
  const at = text.indexOf(neutral);
  return at < 0 ? text : text.slice(0, at) + value + text.slice(at + neutral.length);
}

export function start(element: HTMLElement): void {
  const value = routeValue(location.pathname);
  const neutral = element.textContent ?? "";
  if (!value || !neutral) return;
  element.textContent = value;
  const title = element.dataset.routeValueTitle;
  if (title) document.title = documentTitle({ title: named(title, neutral, value), path: location.pathname });
}
