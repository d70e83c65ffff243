import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import { defineConfig, type UserConfig } from "vite";
import { priceFormat } from "./app/content/settings.ts";
import { readPricePattern } from "./app/lib/price-pattern.ts";
import { brandPlugin } from "./scripts/brand-plugin.ts";
import { fontPlugin } from "./scripts/font-plugin.ts";
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
  ],
  resolve: { tsconfigPaths: true },
  define: {
    // How prices are written, read here so that pages need no Intl (app/lib/price-pattern.ts).
    "import.meta.env.PRICE_PATTERN": JSON.stringify(
      readPricePattern(priceFormat.locale, priceFormat.currency),
    ),
  },
  // React Router's client build ships nothing: no page hydrates, scripts/postbuild.mjs removes its
  // scripts and every page loads the behaviours' build instead (vite.behaviours.config.ts, decision
  // 030), so how it splits, preloads or inlines its chunks does not matter; its stylesheet stays.
  build: {
    assetsInlineLimit: 0,
  },
}));
