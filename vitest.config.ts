import mdx from "@mdx-js/rollup";
import { fileURLToPath } from "node:url";
import remarkFrontmatter from "remark-frontmatter";
import { defineConfig } from "vitest/config";
import { brandPlugin } from "./scripts/brand-plugin.ts";
import { fontPlugin } from "./scripts/font-plugin.ts";
import { preparePhotos } from "./scripts/photos-plugin.ts";

// Unit and component tests. Without the React Router plugin (it needs the dev server's
// preamble); JSX is compiled by Vite's own transform, blog posts by the same MDX plugin as the build.
export default defineConfig(async () => {
  // A buyer's photos made into their sizes before a test reads the list (scripts/photos-plugin.ts).
  await preparePhotos();
  return {
    plugins: [
      fontPlugin(),
      brandPlugin(),
      { enforce: "pre", ...mdx({ remarkPlugins: [remarkFrontmatter] }) },
    ],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    test: {
      environment: "jsdom",
      // One jsdom per worker, each test file still in a context of its own: creating jsdom for every
      // file took 43% of the run (75 files: 74 s → 21 s on the 2-core machine).
      pool: "vmThreads",
      // tests/spec: the published claims, pinned in one place (see its file).
      include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs", "tests/spec/**/*.test.ts"],
      setupFiles: ["tests/unit-setup.ts"],
      testTimeout: 15_000,
    },
  };
});
