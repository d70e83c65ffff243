/**
 * `npm run bench [route …]`: Lighthouse (default mobile configuration) on every pre-rendered page of
 * BUILD_DIR, or on the routes given, 3 runs each; the run with the median performance score counts.
 * Writes reports/bench.md and prints the table plus the minimum and median of each score.
 * A benchmark, not a test: no thresholds.
 */
import { spawn } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Launcher, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath, mergeFlags } from "./chromium.mjs";
import { basePath, buildDir, clientDir, prerenderedRoutes } from "./lib/pages.mjs";

const RUNS = 3;
const CATEGORIES = [
  ["performance", "perf"],
  ["accessibility", "a11y"],
  ["best-practices", "best practices"],
  ["seo", "SEO"],
];

const all = prerenderedRoutes(clientDir());
const routes = process.argv.length > 2 ? process.argv.slice(2) : all;
const unknown = routes.filter((route) => !all.includes(route));
if (routes.length === 0 || unknown.length > 0) {
  console.error(
    `bench: ${unknown.length ? `not pre-rendered: ${unknown.join(", ")}` : `no pages in ${clientDir()}`}`,
  );
  process.exit(1);
}

/** A free port for the server, which runs in its own process so Lighthouse cannot slow it. */
const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const server = spawn(process.execPath, [fileURLToPath(new URL("serve.mjs", import.meta.url))], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve, reject) => {
  server.once("exit", (code) => reject(new Error(`bench: the server exited (${code})`)));
  server.stdout.on("data", (chunk) => String(chunk).includes("Serving") && resolve());
});
const origin = `http://127.0.0.1:${port}${basePath().slice(0, -1)}`;

const chrome = await launch({
  chromePath: chromiumPath,
  chromeFlags: mergeFlags(Launcher.defaultFlags(), chromiumFlags),
  ignoreDefaultFlags: true,
});

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const transfer = (lhr, type) =>
  (lhr.audits["resource-summary"]?.details?.items ?? []).find((item) => item.resourceType === type)
    ?.transferSize ?? 0;

const rows = [];
try {
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(origin + route, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      if (!result) throw new Error(`bench: Lighthouse returned nothing for ${route}`);
      if (result.lhr.runtimeError) throw new Error(`bench: ${route}: ${result.lhr.runtimeError.message}`);
      runs.push(result.lhr);
    }
    runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
    const lhr = runs[Math.floor(RUNS / 2)];
    const row = {
      route,
      scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, score(lhr, id)])),
      lcp: numeric(lhr, "largest-contentful-paint"),
      fcp: numeric(lhr, "first-contentful-paint"),
      tbt: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      js: transfer(lhr, "script"),
      total: transfer(lhr, "total"),
      lighthouse: lhr.lighthouseVersion,
      chrome: lhr.environment?.hostUserAgent?.match(/Chrome\/([\d.]+)/)?.[1],
    };
    rows.push(row);
    console.error(`bench: ${route} ${CATEGORIES.map(([id]) => row.scores[id]).join("/")}`);
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const table = [
  `| route | ${CATEGORIES.map(([, label]) => label).join(" | ")} | LCP | FCP | TBT | CLS | JS KB | total KB |`,
  `| --- | ${CATEGORIES.map(() => "---:").join(" | ")} | ---: | ---: | ---: | ---: | ---: | ---: |`,
  ...rows.map(
    (r) =>
      `| ${r.route} | ${CATEGORIES.map(([id]) => r.scores[id]).join(" | ")} | ${seconds(r.lcp)} | ${seconds(r.fcp)} | ` +
      `${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.js)} | ${kb(r.total)} |`,
  ),
].join("\n");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const summary = CATEGORIES.map(([id, label]) => {
  const values = rows.map((r) => r.scores[id]);
  return `${label}: min ${Math.min(...values)}, median ${median(values)}`;
}).join("; ");

const { version } = JSON.parse(await readFile("node_modules/lighthouse/package.json", "utf8"));
const markdown = [
  "# Lighthouse benchmark",
  "",
  `Lighthouse ${version}, default mobile configuration (simulated throttling), Chromium ${rows[0]?.chrome ?? "?"}, ` +
    `median of ${RUNS} runs by performance score, build \`${buildDir()}\`, ${new Date().toISOString().slice(0, 10)}.`,
  "",
  table,
  "",
  `Minimum and median: ${summary}.`,
  "",
].join("\n");
await mkdir("reports", { recursive: true });
await writeFile(join("reports", "bench.md"), markdown);
console.log(`${table}\n\n${summary}\n(written to reports/bench.md)`);
