/**
 * The browser's code (decision 030): `app/behaviours/main.ts` and the behaviour modules it imports on
 * demand, built after `react-router build` into the same client folder. React Router pre-renders the
 * pages; no page loads its client build, which scripts/postbuild.mjs removes. The post-build step
 * puts this entry into every page (`scripts/lib/behaviours-entry.mjs`) from the manifest written here.
 */
import { defineConfig } from "vite";
import { priceFormat } from "./app/content/settings.ts";
import { readPricePattern } from "./app/lib/price-pattern.ts";
import { frameworkFreePlugin } from "./scripts/lib/framework-free.mjs";
const base = process.env.BASE_PATH ?? "/";
const clientDir = `${process.env.BUILD_DIR ?? "build"}/client`;

/** Where the manifest of this build is written, inside the client folder (removed by postbuild). */
export const BEHAVIOURS_MANIFEST = ".vite/behaviours.json";

export default defineConfig({
  base,
  resolve: { tsconfigPaths: true },
  publicDir: false,
  // React, React DOM, React Router and lucide-react run at build time only: a module of the
  // browser's code that imports one fails this build (scripts/lib/framework-free.mjs).
  plugins: [frameworkFreePlugin()],
  define: {
    "import.meta.env.PRICE_PATTERN": JSON.stringify(
      readPricePattern(priceFormat.locale, priceFormat.currency),
    ),
  },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    manifest: BEHAVIOURS_MANIFEST,
    assetsInlineLimit: 0,
    // Built as a library: a module's dynamic import then fetches its own dependencies, with no preload
    // helper in the entry (an app build keeps one there even with `modulePreload: false`, with
    // nothing to preload: vitejs/vite#18551), and every page is spared its 0.7 KB.
    lib: { entry: "app/behaviours/main.ts", formats: ["es"] },
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: {
      input: { behaviours: "app/behaviours/main.ts" },
      output: {
        // Minified whole, as an app build is (a library build keeps the layout of its code).
        minify: true,
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        // Files a module links (PhotoSwipe's stylesheet) hashed like the chunks: cached for good.
        assetFileNames: "assets/[name]-[hash][extname]",
        // The plumbing several behaviours share (settings, motion, paths, the build's values) in one
        // file rather than a file each: each file is compressed and requested on its own.
        // The reading direction (two modules, a few bytes) goes with it rather than into a file of its own.
        advancedChunks: {
          groups: [
            { name: "shared", test: /\/app\/(content|lib)\//, minShareCount: 3 },
            { name: "shared", test: /\/app\/lib\/direction\.ts$/ },
          ],
        },
      },
      // Each build-time value inlined where it is used (the EmailJS keys in the contact form's chunk).
      optimization: { inlineConst: { mode: "all" } },
    },
  },
});
