/**
 * The one place that says which Chromium the tests, the audit and the benchmark drive, and how.
 *
 * Debian's Chromium (the browser cannot be downloaded here). The flags keep it headless and stop the
 * calls home it makes even with --disable-background-networking (component updates, sync, the
 * network-time service, sign-in); nothing may leave 127.0.0.1.
 *
 * Chromium honours only the LAST `--disable-features` (and `--enable-features`) switch: a second one
 * replaces the first, it does not add to it. Launchers (Playwright, chrome-launcher) pass their own
 * list, so ours must be merged into theirs, never appended as a second switch.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * What the tests, the page gate and the screenshots drive: Debian's headless build of the same
 * Chromium (package `chromium-headless-shell`: the same version, Blink and V8, without the browser's
 * own interface, which headless `chromium` still runs in a renderer of its own). The page gate takes
 * 14% less time with it (decision 026). The benchmark drives `chromium`, the browser a visitor has.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell";

/**
 * The headless shell hints its glyphs by default, which `chromium` does not: text 1.2–1.4% wider,
 * and with it other line breaks and the fallback font's size-adjust off (decision 004). Without
 * hinting it lays out every box as `chromium` does (decision 026: 7,722 boxes of 4 pages at two
 * widths, none different).
 */
export const headlessShellFlags = ["--font-render-hinting=none"];

/** Features that call home and must be off. */
export const disabledFeatures = ["NetworkTimeServiceQuerying"];

/** The switches, without the feature list (see `mergeFlags`). */
export const baseFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--gaia-url=http://127.0.0.1:1",
  "--component-updater=url-source=http://127.0.0.1:1",
];

/** The full list for a launcher that passes nothing of its own. */
export const chromiumFlags = [...baseFlags, `--disable-features=${disabledFeatures.join(",")}`];

const FEATURE_SWITCHES = ["--disable-features=", "--enable-features="];

/**
 * Merges flag lists: feature lists are united into one switch each; any other switch given twice
 * keeps its last value; order is otherwise preserved.
 */
export function mergeFlags(...lists) {
  const features = new Map(FEATURE_SWITCHES.map((s) => [s, new Set()]));
  const others = new Map();
  for (const flag of lists.flat()) {
    const feature = FEATURE_SWITCHES.find((s) => flag.startsWith(s));
    if (feature) {
      for (const name of flag.slice(feature.length).split(",")) if (name) features.get(feature).add(name);
    } else {
      const key = flag.split("=")[0];
      others.delete(key);
      others.set(key, flag);
    }
  }
  const merged = [...others.values()];
  for (const [prefix, names] of features) if (names.size) merged.push(prefix + [...names].join(","));
  return merged;
}

/**
 * Every request but those to this machine goes to a proxy that does not exist (a closed port of
 * 127.0.0.1), so nothing can leave it, whatever the page asks for. Request interception (`route`)
 * would do the same at a cost: every request of the page makes a round trip to the test process,
 * and Playwright switches the HTTP cache off for the whole context.
 */
export const offline = { server: "http://127.0.0.1:9", bypass: "127.0.0.1,localhost" };

/** The error Chromium logs for a request the `offline` proxy refused. */
export const REFUSED_BY_PROXY = "net::ERR_PROXY_CONNECTION_FAILED";

/**
 * Options for playwright-core's `chromium.launch()` (Playwright makes a fresh profile itself), with
 * the `offline` proxy.
 * Playwright already disables NetworkTimeServiceQuerying (and more) in its own `--disable-features`
 * list; passing ours would replace that list, so it is left out here. tests/e2e/server.spec.ts
 * checks on the running browser that the feature is really disabled.
 */
export const launchOptions = {
  executablePath: headlessShellPath,
  args: [...baseFlags, ...headlessShellFlags],
  proxy: offline,
};
