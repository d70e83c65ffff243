/**
 * Puts the page's controls script (app/lib/early-controls.ts, decision 027) into a pre-rendered
 * page's <head>, minified, so the tabs, filters, carousel buttons, video popup and offer banner work
 * from the first paint. It is added by the build rather than rendered by the root (as the dev
 * server does), so that it is not also in every page's JavaScript bundle. Its hash goes into the
 * page's Content-Security-Policy with the other inline scripts' (step 5 of scripts/postbuild.mjs).
 */
import { minifySync } from "rolldown/utils";
import { earlyControlsSource } from "../../app/lib/early-controls.ts";

/** The script's body as it goes into every page. */
export const EARLY_CONTROLS_SCRIPT = minifySync("early-controls.js", earlyControlsSource()).code.trim();

const TAG = `<script>${EARLY_CONTROLS_SCRIPT}</script>`;

/** Adds the script at the end of <head>; a page that has it already is left as it is. */
export function insertEarlyControls(html) {
  if (html.includes(TAG)) return html;
  const end = html.indexOf("</head>");
  if (end < 0) throw new Error("no </head> to put the controls script in");
  return html.slice(0, end) + TAG + html.slice(end);
}
