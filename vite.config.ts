import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import { defineConfig } from "vite";
import { postsPlugin } from "./scripts/posts-plugin.ts";

export default defineConfig({
  // BASE_PATH lets the seller serve the site under a sub-path (see docs/deploy.md).
  base: process.env.BASE_PATH ?? "/",
  plugins: [
    // Blog posts (decision 015): checked and indexed first, their bodies compiled from MDX.
    postsPlugin(),
    { enforce: "pre", ...mdx({ remarkPlugins: [remarkFrontmatter] }) },
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
