import mdx from "@mdx-js/rollup";
import { fileURLToPath } from "node:url";
import remarkFrontmatter from "remark-frontmatter";
import { defineConfig } from "vitest/config";
import { fontPlugin } from "./scripts/font-plugin.ts";

// Unit and component tests. Without the React Router plugin (it needs the dev server's
// preamble); JSX is compiled by Vite's own transform, blog posts by the same MDX plugin as the build.
export default defineConfig({
  plugins: [fontPlugin(), { enforce: "pre", ...mdx({ remarkPlugins: [remarkFrontmatter] }) }],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "jsdom",
    // tests/spec: the published claims, pinned in one place (see its file).
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs", "tests/spec/**/*.test.ts"],
    setupFiles: ["tests/unit-setup.ts"],
    testTimeout: 15_000,
  },
});
