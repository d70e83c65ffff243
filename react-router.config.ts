import type { Config } from "@react-router/dev/config";
import { dynamicPaths } from "./app/content/paths";
import { fallbackRoutes } from "./scripts/fallback-routes.mjs";

export default {
  ssr: false,
  // BUILD_DIR lets parallel builds (tests, benchmarks) use their own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  basename: process.env.BASE_PATH ?? "/",
  // Every static route plus every path computed from content (ids, categories, tags).
  // "/404" renders the catch-all route, and each fallback route its reserved value (the first post or
  // project for an unknown id, the listing of a free category or tag value); scripts/postbuild.mjs
  // moves them to 404.html and their fallback documents.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...dynamicPaths(), "/404", ...fallbackRoutes.map((f) => f.render)];
  },
} satisfies Config;
