import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { describe, expect, test } from "vitest";
import { themeFile, tidyValue } from "./theme-file";

const corners: [string, string][] = [
  ["--corners", "0.5"],
  ["--radius-control", "0.75rem"],
];

describe("the theme file", () => {
  test("a colour of one's own is the brand; corners, font and direction follow", () => {
    const font = '"Fraunces Variable", "Fraunces Fallback", ui-serif, Georgia, serif';
    expect(
      themeFile(
        { accent: "0d9488", radius: "soft", dir: "rtl", font: "serif" },
        { accent: null, corners, font },
        "Header",
      ),
    ).toBe(
      "/* Header */\n" +
        '/* Right to left: set dir="rtl" on <html> in app/root.tsx (Layout). */\n' +
        ":root {\n  --brand: #0d9488;\n  --corners: 0.5;\n  --radius-control: 0.75rem;\n" +
        `  --font-sans: ${font};\n}\n`,
    );
  });

  test("a demo accent is its tokens for both themes; the design's own look is an empty file", () => {
    const accent = {
      light: [["--primary", "oklch(0.5 0.1 190)"]],
      dark: [["--primary", "oklch(0.78 0.11 185)"]],
    } as {
      light: [string, string][];
      dark: [string, string][];
    };
    expect(themeFile({ accent: "teal" }, { accent, corners: [], font: null }, "H")).toBe(
      "/* H */\n:root {\n  --primary: oklch(0.5 0.1 190);\n}\n.dark {\n  --primary: oklch(0.78 0.11 185);\n}\n",
    );
    expect(themeFile({}, { accent: null, corners: [], font: null }, "H")).toBe("/* H */\n");
  });

  test("the file is as Prettier writes it, though the stylesheet gives its values minified", async () => {
    expect(tidyValue("oklch(.5 .1 190)")).toBe("oklch(0.5 0.1 190)");
    expect(tidyValue(".5")).toBe("0.5");
    expect(tidyValue("calc(-.25rem + 1.5px)")).toBe("calc(-0.25rem + 1.5px)");
    const accent = {
      light: [["--primary", "oklch(.5 .1 190)"]],
      dark: [["--gradient-to", "oklch(.78 .11 185)"]],
    } as { light: [string, string][]; dark: [string, string][] };
    const file = themeFile(
      { accent: "teal", radius: "soft", font: "serif", dir: "rtl" },
      {
        accent,
        corners: [
          ["--corners", ".5"],
          ["--radius-control", ".75rem"],
        ],
        font: '"Fraunces Variable", "Fraunces Fallback", ui-serif, Georgia, serif',
      },
      "A header",
    );
    // With the project's own settings, as `npm run lint` checks app.css.
    const settings = await resolveConfig(join(process.cwd(), "app/styles/app.css"));
    expect(await format(file, { ...settings, parser: "css" })).toBe(file);
  });
});
