import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // BASE_PATH lets the seller serve the site under a sub-path (see docs/deploy.md).
  base: process.env.BASE_PATH ?? "/",
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // Inline every imported constant where it is used. The build-time settings are read in one
    // module (app/lib/env.ts); inlined, each value lands only in the chunks that use it (the
    // EmailJS keys in the contact form's, the Disqus forum in the blog's) rather than in the
    // chunk that holds that module. tests/e2e/env-chunks.spec.ts checks the built chunks.
    rolldownOptions: { optimization: { inlineConst: { mode: "all" } } },
  },
});
