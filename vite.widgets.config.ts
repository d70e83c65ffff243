/**
 * The site's React widgets in the browser (decision 033): a widget whose state is too rich for DOM
 * code, built on its own with React and React DOM, into `assets/widgets/` of the client folder, and
 * loaded only when the visitor opens it (the look script imports it by URL). Today the one
 * widget is the customizer (issue 41). Built after the pages; the post-build step reads this build's
 * manifest and writes the widget's URL into its button.
 */
import { defineConfig } from "vite";

/** Where the manifest of this build is written, inside the client folder (removed by postbuild). */
export const WIDGETS_MANIFEST = ".vite/widgets.json";
/** The folder of the client build that holds the widgets, and only them. */
export const WIDGETS_DIR = "assets/widgets/";

export default defineConfig({
  base: process.env.BASE_PATH ?? "/",
  resolve: { tsconfigPaths: true },
  publicDir: false,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: `${process.env.BUILD_DIR ?? "build"}/client`,
    emptyOutDir: false,
    manifest: WIDGETS_MANIFEST,
    assetsInlineLimit: 0,
    lib: { entry: { customizer: "app/widgets/customizer.tsx" }, formats: ["es"] },
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: {
      output: {
        minify: true,
        entryFileNames: `${WIDGETS_DIR}[name]-[hash].js`,
        chunkFileNames: `${WIDGETS_DIR}[name]-[hash].js`,
        assetFileNames: `${WIDGETS_DIR}[name]-[hash][extname]`,
      },
    },
  },
});
