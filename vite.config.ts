import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import { defineConfig, type UserConfig } from "vite";
import { priceFormat } from "./app/content/settings.ts";
import { readPricePattern } from "./app/lib/price-pattern.ts";
import { chunkGroups } from "./scripts/chunk-groups.ts";
import { brandPlugin } from "./scripts/brand-plugin.ts";
import { fontPlugin } from "./scripts/font-plugin.ts";
import { lucideIconImports } from "./scripts/lucide-icon-imports.ts";
import { photosPlugin, preparePhotos } from "./scripts/photos-plugin.ts";
import { postsPlugin } from "./scripts/posts-plugin.ts";

export default defineConfig(async (): Promise<UserConfig> => ({
  // BASE_PATH lets the seller serve the site under a sub-path (see docs/deploy.md).
  base: process.env.BASE_PATH ?? "/",
  plugins: [
    // A buyer's photos (app/assets/images/) made into their sizes before anything reads the list,
    // then kept in step by the dev server.
    await preparePhotos().then(photosPlugin),
    // Blog posts (decision 015): checked and indexed first, their bodies compiled from MDX.
    postsPlugin(),
    // The brand font cut to the site's characters (decision 018).
    fontPlugin(),
    // The favicon, the social card and theme-color, from app/content/brand.ts and the colour tokens.
    brandPlugin(),
    { enforce: "pre", ...mdx({ remarkPlugins: [remarkFrontmatter] }) },
    tailwindcss(),
    reactRouter(),
    // Each lucide icon imported from its own module, so a chunk holds only the icons it draws.
    lucideIconImports(),
    // One chunk for what every page runs, React DOM and React with the router apart (decision 020).
    chunkGroups(),
  ],
  resolve: { tsconfigPaths: true },
  define: {
    // How prices are written, read here so that pages need no Intl (app/lib/price-pattern.ts).
    "import.meta.env.PRICE_PATTERN": JSON.stringify(
      readPricePattern(priceFormat.locale, priceFormat.currency),
    ),
  },
  build: {
    assetsInlineLimit: 0,
    // No <link rel="modulepreload"> from Vite's dynamic-import helper: after the deferred hydration
    // (decision 001) the module loader fetches each chunk as it reads it, and links the helper adds
    // for modules already loaded (React on a blog post) make Firefox report a failed <link>.
    modulePreload: false,
    // SOURCEMAP=1 writes source maps, to see which modules make up a chunk (docs/performance.md).
    sourcemap: process.env.SOURCEMAP === "1",
    // Inline every imported constant where it is used. The build-time settings are read in one
    // module (app/lib/env.ts); inlined, each value lands only in the chunks that use it (the
    // EmailJS keys in the contact form's, the Disqus forum in the blog's) rather than in the
    // chunk that holds that module. tests/e2e/env-chunks.spec.ts checks the built chunks.
    rolldownOptions: { optimization: { inlineConst: { mode: "all" } } },
  },
}));
