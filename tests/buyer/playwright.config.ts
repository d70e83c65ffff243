/**
 * The browser test of the buyer's hour (tests/buyer/hour.mjs runs it in its scratch copy): the
 * project's own Playwright set-up, on a port of its own, for tests/buyer/hour.spec.ts only.
 */
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

const root = join(import.meta.dirname, "../..");

export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: "hour.spec.ts",
  outputDir: join(root, "test-results", "buyer"),
  webServer: { ...(base.webServer as object), cwd: root } as typeof base.webServer,
});
