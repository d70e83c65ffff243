/**
 * Firefox, driven by puppeteer-core over WebDriver BiDi (Debian's firefox-esr; nothing is ever
 * downloaded). The profile is puppeteer's test profile plus the preferences below: every service
 * that calls home is off, and every host but this machine goes to the suite's proxy (./site.ts),
 * which refuses and records the request, so a call home we missed fails the suite instead of
 * leaving the machine.
 */
import { writeFile } from "node:fs/promises";
import puppeteer, { type Browser, type KeyInput, type Page } from "puppeteer-core";
import { clickPoint, harnessErrors, type Engine, type Key, type PageError } from "./engine";
import type { Site } from "./site";

export const firefoxPath = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";

/** A URL on this machine where nothing listens: for services that cannot be switched off. */
const NOWHERE = "http://127.0.0.1:1/";

/** Preferences: no calls home, the proxy guard, and the scrollbars of the other engines. */
export function firefoxPreferences(proxy: Site["proxy"]): Record<string, string | number | boolean> {
  return {
    // Every host but 127.0.0.1/localhost (never proxied) goes to the guard, HTTPS included.
    "network.proxy.type": 1,
    "network.proxy.http": proxy.host,
    "network.proxy.http_port": proxy.port,
    "network.proxy.ssl": proxy.host,
    "network.proxy.ssl_port": proxy.port,
    "network.proxy.share_proxy_settings": true,
    "network.proxy.allow_hijacking_localhost": false,
    "network.proxy.socks_remote_dns": true,
    // No DNS of its own (DNS over HTTPS, prefetching, speculative connections).
    "network.trr.mode": 5,
    "network.dns.disablePrefetch": true,
    "network.prefetch-next": false,
    "network.predictor.enabled": false,
    "network.http.speculative-parallel-limit": 0,
    // Connectivity and captive portal probes.
    "network.captive-portal-service.enabled": false,
    "network.connectivity-service.enabled": false,
    "captivedetect.canonicalURL": NOWHERE,
    // Telemetry, studies, health report.
    "toolkit.telemetry.enabled": false,
    "toolkit.telemetry.unified": false,
    "toolkit.telemetry.archive.enabled": false,
    "toolkit.telemetry.server": NOWHERE,
    "datareporting.healthreport.uploadEnabled": false,
    "datareporting.policy.dataSubmissionEnabled": false,
    "app.normandy.enabled": false,
    "app.normandy.api_url": NOWHERE,
    "app.shield.optoutstudies.enabled": false,
    "messaging-system.rsexperimentloader.enabled": false,
    "browser.ping-centre.telemetry": false,
    "browser.newtabpage.activity-stream.telemetry": false,
    "browser.newtabpage.activity-stream.feeds.telemetry": false,
    "browser.discovery.enabled": false,
    // Updates of the browser, add-ons, system add-ons, media plugins, search engines.
    "app.update.auto": false,
    "app.update.enabled": false,
    "app.update.disabledForTesting": true,
    "extensions.update.enabled": false,
    "extensions.getAddons.cache.enabled": false,
    "extensions.blocklist.enabled": false,
    "extensions.systemAddon.update.enabled": false,
    "media.gmp-manager.updateEnabled": false,
    "media.gmp-gmpopenh264.enabled": false,
    "browser.search.update": false,
    // Remote settings (blocklists, CRLite, intermediates) and safe browsing. Release builds ignore
    // another server unless MOZ_DISABLE_NONLOCAL_CONNECTIONS is set (see launchFirefox); this
    // dummy URL then makes remote settings skip all remote activity, as in Mozilla's own tests.
    "services.settings.server": "data:,#remote-settings-dummy/v1",
    "security.remote_settings.crlite_filters.enabled": false,
    "security.remote_settings.intermediates.enabled": false,
    "security.OCSP.enabled": 0,
    "browser.safebrowsing.malware.enabled": false,
    "browser.safebrowsing.phishing.enabled": false,
    "browser.safebrowsing.downloads.enabled": false,
    "browser.safebrowsing.downloads.remote.enabled": false,
    "browser.safebrowsing.blockedURIs.enabled": false,
    "browser.safebrowsing.provider.google4.updateURL": NOWHERE,
    "browser.safebrowsing.provider.mozilla.updateURL": NOWHERE,
    // Push, geolocation, region, accounts, sponsored tiles.
    "dom.push.enabled": false,
    "dom.push.connection.enabled": false,
    "dom.push.serverURL": NOWHERE,
    "geo.enabled": false,
    "geo.provider.network.url": NOWHERE,
    "browser.region.network.url": NOWHERE,
    "browser.region.update.enabled": false,
    "identity.fxaccounts.enabled": false,
    "browser.topsites.contile.enabled": false,
    // No back/forward cache: puppeteer (24) over WebDriver BiDi loses track of a tab whose page was
    // restored from it (the next goto never resolves). Back loads the page again and Firefox puts it
    // where it was left; Chromium's suite checks that pages stay eligible for the cache.
    "browser.sessionhistory.max_total_viewers": 0,
    // Overlay scrollbars, as in WebKitGTK and Chromium on Linux: a page's layout width is the
    // window's width, so the 375 px and 1280 px measurements mean the same in every engine.
    "widget.gtk.overlay-scrollbars.enabled": true,
    "ui.useOverlayScrollbars": 1,
  };
}

const keys: Record<Key, KeyInput> = {
  Escape: "Escape",
  Enter: "Enter",
  Tab: "Tab",
  Space: " ",
  ArrowLeft: "ArrowLeft",
  ArrowRight: "ArrowRight",
  ArrowUp: "ArrowUp",
  ArrowDown: "ArrowDown",
  Home: "Home",
  End: "End",
};

export async function launchFirefox(site: Site): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: firefoxPreferences(site.proxy),
    defaultViewport: { width: 1280, height: 800 },
    // Mozilla's own test-harness switch: with it, release builds honour the remote settings server
    // above (and debug builds refuse non-local connections outright; the guard covers release ones).
    env: { ...process.env, MOZ_DISABLE_NONLOCAL_CONNECTIONS: "1" },
  });
  const version = await browser.version();
  const page: Page = await browser.newPage();
  for (const other of await browser.pages()) if (other !== page) await other.close();
  // The tab must have focus: without it, Enter on a <summary> does nothing (document.hasFocus()).
  await page.bringToFront();

  // Firefox reports console calls and uncaught errors itself; the harness adds failed resources
  // and policy violations (reported as neither over BiDi).
  let native: PageError[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") native.push({ kind: "console", text: message.text() });
  });
  page.on("pageerror", (error) =>
    native.push({
      kind: "page",
      text: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    }),
  );

  const engine: Engine = {
    name: "firefox",
    version,
    async goto(url) {
      native = [];
      await page.goto(url, { waitUntil: "load", timeout: 30_000 });
    },
    async reload() {
      native = [];
      await page.reload({ waitUntil: "load", timeout: 30_000 });
    },
    async evaluate(fn, ...args) {
      // Sent as text either way; puppeteer's handle-aware typing is of no use here.
      return (await page.evaluate(fn as (...a: unknown[]) => unknown, ...args)) as never;
    },
    async click(selector) {
      const { x, y } = await clickPoint(engine, selector);
      await page.mouse.click(x, y);
    },
    async clickAt(x, y) {
      await page.mouse.click(x, y);
    },
    async hover(selector) {
      const { x, y } = await clickPoint(engine, selector);
      await page.mouse.move(x, y);
    },
    async moveTo(x, y) {
      await page.mouse.move(x, y);
    },
    async back() {
      native = [];
      // WebDriver BiDi's own history traversal; the caller waits for the document (a page restored
      // from a back/forward cache would fire no `load` to wait for here).
      const frame = page.mainFrame() as unknown as {
        browsingContext: { traverseHistory(delta: number): Promise<void> };
      };
      await frame.browsingContext.traverseHistory(-1);
    },
    async type(selector, text) {
      await engine.click(selector);
      await page.keyboard.type(text);
    },
    async press(key) {
      await page.keyboard.press(keys[key]);
    },
    async resize(width, height) {
      try {
        await page.setViewport({ width, height });
      } catch (error) {
        // Puppeteer (24, and 25.16 still) sends emulation.setScreenOrientationOverride beside the
        // viewport's own command; Firefox ESR 140.12 (Debian's today) does not know it. The viewport
        // is set all the same: wait for it below instead of failing.
        if (!(
          error instanceof Error &&
          error.message.includes("unknown command emulation.setScreenOrientationOverride")
        ))
          throw error;
      }
      // Polled from here: waitForFunction builds its function in the page, which the policy refuses.
      for (let tries = 0; ; tries += 1) {
        const size = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
        if (size[0] === width && size[1] === height) break;
        if (tries === 100) throw new Error(`the window stayed ${size.join(" × ")}, not ${width} × ${height}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async screenshot(file) {
      await writeFile(file, await page.screenshot({ type: "png" }));
    },
    async errors() {
      return [...native, ...(await harnessErrors(engine, ["console", "page"]))];
    },
    async close() {
      await browser.close();
    },
  };
  return engine;
}
