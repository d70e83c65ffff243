import { basename, join } from "node:path";
import { defineConfig } from "@playwright/test";
import { launchOptions } from "./scripts/chromium.mjs";
import { basePath, buildDir } from "./scripts/lib/pages.mjs";

/**
 * Browser tests against the built static site (`npm run build` first; `npm test` does), served by
 * scripts/serve.mjs over BUILD_DIR on its own port. E2E_PORT lets parallel runs coexist.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const origin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  timeout: 30_000,
  // What a test waits for (a lazily loaded module, hydration) may take longer on a busy machine than
  // the default 5 s: assertions poll up to 10 s. Nothing waits longer when it is fast.
  expect: { timeout: 10_000 },
  // One folder per build folder, so parallel runs on other builds do not wipe each other's results.
  outputDir: join("test-results", basename(buildDir())),
  use: {
    // Origin only: tests build paths with `url()` from ./tests/e2e/fixtures, which adds BASE_PATH.
    baseURL: origin,
    launchOptions,
    // A trace records every action's snapshots; CI keeps only the log, so it records none there.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node scripts/serve.mjs",
    url: origin + basePath(),
    env: { PORT: String(port), HOST: "127.0.0.1" },
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    timeout: 30_000,
  },
});
