import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { brandPlugin } from "./scripts/brand-plugin.ts";

// The Firefox and WebKit suites (tests/engines/, decision 013) against the built site, each in one
// reused session: side by side, each engine's browser leaves about a quarter of the two cores idle
// while it waits (decision 026).
export default defineConfig({
  // The brand's theme colours, which app/lib/theme.ts reads.
  plugins: [brandPlugin()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/engines/**/*.test.ts"],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ["default", "./tests/engines/summary-reporter.ts"],
  },
});
