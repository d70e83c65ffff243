import { describe, expect, test } from "vitest";
import { themeFile } from "./theme-file";

describe("the theme file", () => {
  test("a colour of one's own is the brand; corners and direction follow", () => {
    expect(themeFile({ accent: "0d9488", radius: "soft", dir: "rtl" }, null, "Header")).toBe(
      "/* Header */\n" +
        '/* Right to left: set dir="rtl" on <html> in app/root.tsx (Layout). */\n' +
        ":root {\n  --brand: #0d9488;\n  --corners: 0.5;\n  --radius-control: 0.75rem;\n}\n",
    );
  });

  test("a demo accent is its tokens for both themes; the design's own look is an empty file", () => {
    const tokens = {
      light: [["--primary", "oklch(0.5 0.1 190)"]],
      dark: [["--primary", "oklch(0.78 0.11 185)"]],
    } as {
      light: [string, string][];
      dark: [string, string][];
    };
    expect(themeFile({ accent: "teal" }, tokens, "H")).toBe(
      "/* H */\n:root {\n  --primary: oklch(0.5 0.1 190);\n}\n.dark {\n  --primary: oklch(0.78 0.11 185);\n}\n",
    );
    expect(themeFile({}, null, "H")).toBe("/* H */\n");
  });
});
