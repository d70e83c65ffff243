import type { Config } from "@react-router/dev/config";
import { dynamicPaths } from "./app/content/paths";
import { firstItemFallbacks } from "./scripts/fallback-routes.mjs";

export default {
  ssr: false,
  // BUILD_DIR lets parallel builds (tests, benchmarks) use their own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  basename: process.env.BASE_PATH ?? "/",
  // Every static route plus every path computed from content (ids, categories, tags).
  // "/404" renders the catch-all route, and each first-item fallback the first post or project for an
  // unknown id; scripts/postbuild.mjs moves them to 404.html and their fallback documents.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...dynamicPaths(), "/404", ...firstItemFallbacks.map((f) => f.render)];
  },
} satisfies Config;
