/**
 * WebKit, driven by selenium-webdriver against WebKitGTK's WebKitWebDriver, which runs MiniBrowser
 * (Debian's webkit2gtk-driver: Safari's engine; nothing is ever downloaded). This module starts
 * and stops everything it needs:
 *
 * - an X server of its own (Xvfb, on the first free display: no xvfb-run, no xauth);
 * - a GTK stylesheet in a temporary XDG_CONFIG_HOME that shrinks MiniBrowser's toolbar: without it
 *   the window cannot be narrower than 447 px, and the 375 px checks would measure 447 px;
 * - WebKitWebDriver on a free port, running MiniBrowser with the suite's proxy (./site.ts) for
 *   every host but this machine, so nothing can leave it.
 *
 * WebKitWebDriver gives no access to the console: errors come from the page harness only.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Builder, Key as SeleniumKey, Origin, type WebDriver } from "selenium-webdriver";
import { clickPoint, harnessErrors, type Engine, type Key } from "./engine";
import type { Site } from "./site";

export const webkitDriverPath = process.env.WEBKIT_WEBDRIVER_PATH || "/usr/bin/WebKitWebDriver";
/** MiniBrowser ships in libwebkit2gtk-4.1-0, under the machine's multiarch folder. */
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ||
  readdirSync("/usr/lib", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join("/usr/lib", entry.name, "webkit2gtk-4.1", "MiniBrowser"))
    .find((path) => existsSync(path)) ||
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** Every widget of the browser window as small as GTK allows (the web view is not a widget). */
const GTK_CSS =
  "window * { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; }\n";

const keys: Record<Key, string> = {
  Escape: SeleniumKey.ESCAPE,
  Enter: SeleniumKey.ENTER,
  Tab: SeleniumKey.TAB,
  Space: SeleniumKey.SPACE,
  ArrowLeft: SeleniumKey.ARROW_LEFT,
  ArrowRight: SeleniumKey.ARROW_RIGHT,
  ArrowUp: SeleniumKey.ARROW_UP,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  Home: SeleniumKey.HOME,
  End: SeleniumKey.END,
};

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** Starts Xvfb on the first free display and resolves with ":N". */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  // -displayfd: Xvfb picks a free display and writes its number to file descriptor 3.
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    xvfb.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve({ display: `:${out.trim()}`, process: xvfb });
    });
    xvfb.on("error", (error) => reject(new Error(`Xvfb: ${error.message} (install the xvfb package)`)));
    xvfb.on("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${err.trim()}`)));
  });
}

/** Resolves once something answers on the port (WebKitWebDriver takes a moment to listen). */
async function waitForStatus(url: string, child: ChildProcess, timeout = 15_000) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url}`);
}

export async function launchWebKit(site: Site): Promise<Engine> {
  const home = await mkdtemp(join(tmpdir(), "doob-webkit-"));
  await mkdir(join(home, "config", "gtk-3.0"), { recursive: true });
  await writeFile(join(home, "config", "gtk-3.0", "gtk.css"), GTK_CSS);

  const children: ChildProcess[] = [];
  let driver: WebDriver | null = null;
  // If the test process ends without closing (a crash, a timeout), the X server and the driver
  // (which takes MiniBrowser with it) must not outlive it.
  const killChildren = () => {
    for (const child of [...children].reverse()) if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.once("exit", killChildren);
  const stop = async () => {
    if (driver) await driver.quit().catch(() => {});
    driver = null;
    killChildren();
    process.off("exit", killChildren);
    await rm(home, { recursive: true, force: true });
  };

  try {
    const xvfb = await startXvfb();
    children.push(xvfb.process);
    const port = await freePort();
    const webdriver = spawn(webkitDriverPath, [`--port=${port}`, "--host=127.0.0.1"], {
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        DISPLAY: xvfb.display,
        XDG_CONFIG_HOME: join(home, "config"),
        XDG_CACHE_HOME: join(home, "cache"),
        XDG_DATA_HOME: join(home, "data"),
        GDK_BACKEND: "x11",
      },
    });
    children.push(webdriver);
    const server = `http://127.0.0.1:${port}`;
    await waitForStatus(server, webdriver);

    const proxy = `${site.proxy.host}:${site.proxy.port}`;
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": {
          binary: miniBrowserPath,
          // MiniBrowser's own proxy option, not the WebDriver `proxy` capability: WebKitWebDriver
          // turns `sslProxy` into an https:// proxy and speaks TLS to it, so the guard could not see
          // which host an HTTPS request was for. This proxy gets CONNECT host:443 like any other.
          args: ["--automation", `--proxy=http://${proxy}`, "--ignore-host=127.0.0.1,localhost,::1"],
        },
        pageLoadStrategy: "normal",
      })
      .build();
  } catch (error) {
    await stop();
    throw error;
  }
  const session = driver;
  const capabilities = await session.getCapabilities();
  const version = `${capabilities.getBrowserName()} ${capabilities.getBrowserVersion()} (WebKitGTK)`;

  /** The height of MiniBrowser's (shrunk) toolbar: window height minus viewport height. */
  let chrome = { width: 0, height: 0 };

  const engine: Engine = {
    name: "webkit",
    version,
    async goto(url) {
      await session.get(url);
    },
    async reload() {
      await session.navigate().refresh();
    },
    async evaluate(fn, ...args) {
      return (await session.executeScript(
        `return (${String(fn)}).apply(null, arguments);`,
        ...args,
      )) as never;
    },
    async click(selector) {
      const { x, y } = await clickPoint(engine, selector);
      await engine.clickAt(x, y);
    },
    async clickAt(x, y) {
      await session
        .actions()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .click()
        .perform();
    },
    async hover(selector) {
      const { x, y } = await clickPoint(engine, selector);
      await engine.moveTo(x, y);
    },
    async moveTo(x, y) {
      await session
        .actions()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .perform();
    },
    async back() {
      await session.navigate().back();
    },
    async type(selector, text) {
      await engine.click(selector);
      await session.actions().sendKeys(text).perform();
    },
    async press(key) {
      await session.actions().sendKeys(keys[key]).perform();
    },
    async resize(width, height) {
      const viewport = () => session.executeScript<[number, number]>("return [innerWidth, innerHeight];");
      // The window includes the toolbar; correct until the viewport is exactly the size asked for.
      for (let attempt = 0; attempt < 4; attempt++) {
        const before = await viewport();
        if (before[0] === width && before[1] === height) return;
        await session
          .manage()
          .window()
          .setRect({ width: width + chrome.width, height: height + chrome.height });
        // MiniBrowser applies the new size a moment later, however slow the machine: wait until the
        // viewport has left its old size (up to 10 s), then until two readings agree, so that the
        // correction is computed from the new size, never the old one.
        let inner = before;
        for (let wait = 0; wait < 100 && inner[0] === before[0] && inner[1] === before[1]; wait++) {
          await new Promise((done) => setTimeout(done, 100));
          inner = await viewport();
        }
        for (let settle = 0; settle < 20; settle++) {
          if (inner[0] === width && inner[1] === height) break;
          await new Promise((done) => setTimeout(done, 100));
          const next = await viewport();
          if (next[0] === inner[0] && next[1] === inner[1]) break;
          inner = next;
        }
        if (inner[0] === width && inner[1] === height) return;
        chrome = { width: chrome.width + width - inner[0], height: chrome.height + height - inner[1] };
      }
      throw new Error(`MiniBrowser's viewport cannot be set to ${width} × ${height}`);
    },
    async screenshot(file) {
      await writeFile(file, Buffer.from(await session.takeScreenshot(), "base64"));
    },
    errors: () => harnessErrors(engine),
    close: stop,
  };
  return engine;
}
