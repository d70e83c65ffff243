/**
 * "Copy theme" (the customizer, issue 41): the CSS a buyer pastes at the end of app/styles/app.css to
 * make a look the template's default. A colour of their own is `--brand` (every brand token of both
 * themes derives from it, decision 031); a demo accent is its own token sets for both themes, as the
 * stylesheet declares them; corners are `--corners` and `--radius-control` (decision 032). The
 * direction is not CSS: the file says where it is set.
 */
import type { Look } from "~/lib/look";

/** A demo accent's declarations for each theme, as `[name, value]` pairs. */
export type AccentTokens = { light: [string, string][]; dark: [string, string][] };

/** What each choice of corners sets (`round` is the design: nothing to set). */
export const CORNERS: Record<NonNullable<Look["radius"]>, [string, string][]> = {
  round: [],
  soft: [
    ["--corners", "0.5"],
    ["--radius-control", "0.75rem"],
  ],
  sharp: [
    ["--corners", "0"],
    ["--radius-control", "0"],
  ],
};

const block = (selector: string, declarations: [string, string][]) =>
  declarations.length === 0
    ? ""
    : `${selector} {\n${declarations.map(([name, value]) => `  ${name}: ${value};`).join("\n")}\n}\n`;

/**
 * The theme file of a look. `accentTokens` gives a demo accent's declarations (read from the
 * stylesheet by the customizer); `header` is the file's first comment.
 */
export function themeFile(look: Look, accentTokens: AccentTokens | null, header: string): string {
  const root: [string, string][] = [];
  const dark: [string, string][] = [];
  if (look.accent && /^[0-9a-f]{6}$/.test(look.accent)) root.push(["--brand", `#${look.accent}`]);
  else if (accentTokens) {
    root.push(...accentTokens.light);
    dark.push(...accentTokens.dark);
  }
  root.push(...CORNERS[look.radius ?? "round"]);
  const direction =
    look.dir === "rtl" ? `/* Right to left: set dir="rtl" on <html> in app/root.tsx (Layout). */\n` : "";
  return `/* ${header} */\n${direction}${block(":root", root)}${block(".dark", dark)}`;
}
