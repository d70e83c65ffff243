import type { Config } from "@react-router/dev/config";
import { dynamicPaths } from "./app/content/paths";

export default {
  ssr: false,
  // BUILD_DIR lets parallel builds (tests, benchmarks) use their own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  basename: process.env.BASE_PATH ?? "/",
  // Every static route plus every path computed from content (ids, categories, tags).
  // "/404" renders the catch-all route; scripts/postbuild.mjs moves it to 404.html.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...dynamicPaths(), "/404"];
  },
} satisfies Config;
