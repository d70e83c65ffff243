/**
 * The static server (scripts/serve.mjs): compression, cache headers, HEAD, status codes and odd
 * input. Raw node:http requests, so paths reach the server exactly as written (no URL clean-up).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { REFUSED_BY_PROXY, launchOptions } from "../../scripts/chromium.mjs";
import { startServer } from "../../scripts/serve.mjs";
import { fallbackDocumentFor, fallbackRoutes } from "../../scripts/fallback-routes.mjs";
import { basePath, clientDir, notFoundDocument } from "../../scripts/lib/pages.mjs";
import { expect, raw, test, url } from "./fixtures";

const root = clientDir();
const loginHtml = readFileSync(join(root, "login", "index.html"));
const notFoundHtml = readFileSync(join(root, notFoundDocument));
const someAsset = readdirSync(join(root, "assets")).find((f) => f.endsWith(".js"));

test.describe("the npm start server", () => {
  test("an unknown id or value gets its prefix's pre-rendered document; a category or tag name redirects to its slug", async ({
    baseURL,
  }) => {
    for (const { prefix, document } of fallbackRoutes) {
      const answer = await raw(baseURL!, url(`${prefix}999`));
      expect(answer.status, prefix).toBe(200);
      expect(answer.body.equals(readFileSync(join(root, document))), `${prefix}999 is ${document}`).toBe(
        true,
      );
    }
    for (const [from, to] of [
      ["/blog-grid/category/UX%20Design", "/blog-grid/category/ux-design"],
      ["/blog-grid/tag/App%20Landing?from=spec", "/blog-grid/tag/app-landing?from=spec"],
      ["/blog-grid/category/ux%20design/", "/blog-grid/category/ux-design"],
    ] as const) {
      const answer = await raw(baseURL!, url(from));
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location, from).toBe(url(to));
    }
    // Names that are no category are values, shown by the category fallback.
    const unknown = await raw(baseURL!, url("/blog-grid/category/Lorem%20Ipsum"));
    expect(unknown.status).toBe(200);
    expect(unknown.body.equals(readFileSync(join(root, fallbackDocumentFor("/blog-grid/category/")!)))).toBe(
      true,
    );
    // An id with spaces around it: the id without them.
    const spaced = await raw(baseURL!, url("/blog-details/%202"));
    expect(spaced.status).toBe(301);
    expect(spaced.headers.location).toBe(url("/blog-details/2"));
  });

  test("serves the precompressed variant the client accepts", async ({ baseURL }) => {
    const br = await raw(baseURL!, url("/login"), { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).equals(loginHtml)).toBe(true);

    const gz = await raw(baseURL!, url("/login"), { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(loginHtml)).toBe(true);

    const refused = await raw(baseURL!, url("/login"), {
      headers: { "accept-encoding": "br;q=0, gzip;q=0" },
    });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.equals(loginHtml)).toBe(true);

    const plain = await raw(baseURL!, url("/login"));
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toBe("text/html;charset=utf-8");
    expect(plain.body.equals(loginHtml)).toBe(true);

    const missing = await raw(baseURL!, url("/nope"), { headers: { "accept-encoding": "br" } });
    expect(missing.status).toBe(404);
    expect(brotliDecompressSync(missing.body).equals(notFoundHtml)).toBe(true);
  });

  test("caches hashed assets for a year and revalidates documents", async ({ baseURL }) => {
    expect(someAsset).toBeTruthy();
    const asset = await raw(baseURL!, url(`/assets/${someAsset}`));
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const path of ["/login", "/sitemap.xml", "/robots.txt", "/nope", "/blog-details/no-such-id"]) {
      expect((await raw(baseURL!, url(path))).headers["cache-control"], path).toBe("no-cache");
    }
    const page = await raw(baseURL!, url("/login"));
    expect(page.headers.etag).toBeTruthy();
    const again = await raw(baseURL!, url("/login"), {
      headers: { "if-none-match": String(page.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test("answers HEAD like GET without a body", async ({ baseURL }) => {
    const get = await raw(baseURL!, url("/login"));
    const head = await raw(baseURL!, url("/login"), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.body.length).toBe(0);
    const headMissing = await raw(baseURL!, url("/nope"), { method: "HEAD" });
    expect(headMissing.status).toBe(404);
    expect(headMissing.body.length).toBe(0);
  });

  test("serves /page and /page/ alike, without redirects", async ({ baseURL }) => {
    for (const path of ["/login", "/login/"]) {
      const answer = await raw(baseURL!, url(path));
      expect(answer.status, path).toBe(200);
      expect(answer.headers.location, path).toBeUndefined();
      expect(answer.body.equals(loginHtml), path).toBe(true);
    }
  });

  test("refuses methods other than GET and HEAD", async ({ baseURL }) => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const answer = await raw(baseURL!, url("/login"), { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD");
    }
  });

  const oddPaths = [
    "/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/assets/..%2f..%2fpackage.json",
    "/login%2Findex.html",
    "/login/%2e%2e/privacy-policy",
    "/%00",
    "/login%00",
    "/%E0%A4%A",
    "/%",
    "/%zz",
    "/\\..\\package.json",
    "//etc/passwd",
    "/" + "a".repeat(20_000),
    "/blog-details/a%2Fb",
    "/blog-details/%2e%2e",
    "/blog-details/%00",
    "/blog-grid/tag/%E0%A4%A",
    "/index.html.br",
    "/_headers",
    "/_redirects",
    "/__spa-fallback.html",
    "/__blog-tag-fallback.html",
    "/404",
  ];
  for (const path of oddPaths) {
    test(`answers 404 to ${path.length > 60 ? path.slice(0, 40) + `… (${path.length} chars)` : path}`, async ({
      baseURL,
    }) => {
      // The base path is prefixed as is, so "//x" and "/../x" reach the server unchanged.
      const answer = await raw(baseURL!, basePath().replace(/\/$/, "") + path);
      expect(answer.status).toBe(404);
      expect(answer.body.equals(notFoundHtml)).toBe(true);
    });
  }

  test("still answers after odd input", async ({ baseURL }) => {
    expect((await raw(baseURL!, url("/login"))).status).toBe(200);
  });
});

test.describe("server logic on a synthetic site", () => {
  let dir: string;
  let site: string;
  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "doob-serve-"));
    site = join(dir, "client");
    const files: Record<string, string> = {
      "404.html": "not found page",
      "__blog-details-fallback.html": "first post",
      "__portfolio-details-fallback.html": "first project",
      "__blog-category-fallback.html": "any category",
      "__blog-tag-fallback.html": "any tag",
      "index.html": "home page",
      "blog-details/1/index.html": "post one",
      "blog-grid/tag/design/index.html": "tag design",
      "assets/app-abc123.js": "console.log(1)",
    };
    for (const [name, body] of Object.entries(files)) {
      mkdirSync(join(site, name, ".."), { recursive: true });
      writeFileSync(join(site, name), body);
    }
    writeFileSync(join(dir, "secret.txt"), "TOP SECRET");
    // The policies the build writes next to the client folder (decision 010).
    const policies = Object.fromEntries(
      Object.keys(files)
        .filter((name) => name.endsWith(".html"))
        .map((name) => [name, `default-src 'none'; x-doc ${name}`]),
    );
    writeFileSync(join(dir, "headers.json"), JSON.stringify({ policies }));
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("pre-rendered pages win over the fallback; only the listed prefixes fall back", async () => {
    const { url: origin, close } = await startServer({ root: site, port: 0, basePath: "/" });
    try {
      const body = async (path: string) => {
        const answer = await raw(origin, path);
        return `${answer.status} ${answer.body.toString()}`;
      };
      const policy = async (path: string) => (await raw(origin, path)).headers["content-security-policy"];
      expect(await policy("/blog-details/1")).toBe("default-src 'none'; x-doc blog-details/1/index.html");
      expect(await policy("/blog-details/2")).toBe("default-src 'none'; x-doc __blog-details-fallback.html");
      expect(await policy("/blog-grid/tag/x")).toBe("default-src 'none'; x-doc __blog-tag-fallback.html");
      expect(await policy("/nope")).toBe("default-src 'none'; x-doc 404.html");
      expect(await policy("/assets/app-abc123.js")).toBeUndefined();
      expect((await raw(origin, "/assets/app-abc123.js")).headers["x-content-type-options"]).toBe("nosniff");
      expect(await body("/blog-details/1")).toBe("200 post one");
      expect(await body("/blog-details/1/")).toBe("200 post one");
      expect(await body("/blog-details/2")).toBe("200 first post");
      expect(await body("/portfolio-details/99")).toBe("200 first project");
      expect(await body("/blog-grid/category/App%20Development")).toBe("200 any category");
      expect(await body("/__blog-details-fallback.html")).toBe("404 not found page");
      expect(await body("/blog-grid/tag/design")).toBe("200 tag design");
      expect(await body("/blog-grid/tag/%3Cscript%3E%22%F0%9F%98%80")).toBe("200 any tag");
      expect(await body("/blog-grid/other/x")).toBe("404 not found page");
      expect(await body("/BLOG-DETAILS/2")).toBe("200 first post");
      // A known tag's name, in any spelling its slug reads as, redirects to the slug's page.
      for (const [from, to] of [
        ["/blog-grid/tag/Design", "/blog-grid/tag/design"],
        ["/blog-grid/tag/%20DESIGN%20?x=1", "/blog-grid/tag/design?x=1"],
        ["/Blog-Grid/Tag/design/", "/blog-grid/tag/design"],
      ] as const) {
        const redirect = await raw(origin, from);
        expect(redirect.status, from).toBe(301);
        expect(redirect.headers.location, from).toBe(to);
      }
      const moved = await raw(origin, "/Blog-Details/1/?x=1");
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe("/blog-details/1?x=1");
      expect(await body("/blog-details")).toBe("404 not found page");
      expect(await body("/blog-details/")).toBe("404 not found page");
      expect(await body("/blog-details/1/2")).toBe("404 not found page");
      for (const path of [
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/..%2fsecret.txt",
        "/assets/../../secret.txt",
      ]) {
        const answer = await raw(origin, path);
        expect(answer.status, path).toBe(404);
        expect(answer.body.toString(), path).not.toContain("SECRET");
      }
    } finally {
      await close();
    }
  });

  test("BASE_PATH mounts the site under a prefix", async () => {
    const { url: origin, close } = await startServer({ root: site, port: 0, basePath: "/doob/" });
    try {
      expect(origin).toMatch(/\/doob\/$/);
      const status = async (path: string) => (await raw(origin, path)).status;
      expect(await status("/doob/")).toBe(200);
      expect(await status("/doob")).toBe(200);
      expect(await status("/doob/blog-details/1")).toBe(200);
      expect(await status("/doob/blog-details/7")).toBe(200);
      expect(await status("/doob/assets/app-abc123.js")).toBe(200);
      expect(await status("/")).toBe(404);
      expect(await status("/blog-details/1")).toBe(404);
      expect(await status("/doobx/")).toBe(404);
      expect((await raw(origin, "/doob/Blog-Details/1")).headers.location).toBe("/doob/blog-details/1");
    } finally {
      await close();
    }
  });
});

test("the test browser has the network-time service disabled (one merged feature list)", async ({
  browser,
}) => {
  expect(browser.isConnected()).toBe(true);
  // The command line of a running test browser, as the system has it (the headless shell has no
  // chrome://version page): its main process, the one without the --type= of a helper process.
  const flags = readdirSync("/proc")
    .filter((pid) => /^\d+$/.test(pid))
    .map((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
      } catch {
        return []; // ended meanwhile
      }
    })
    .find(
      (argv) =>
        basename(argv[0] ?? "") === basename(launchOptions.executablePath) &&
        !argv.some((flag) => flag.startsWith("--type=")),
    );
  if (!flags) throw new Error(`no ${launchOptions.executablePath} is running`);
  const commandLine = flags.join(" ");
  const lists = flags.filter((flag) => flag.startsWith("--disable-features="));
  expect(lists).toHaveLength(1);
  expect(lists[0]?.split("=")[1]?.split(",")).toContain("NetworkTimeServiceQuerying");
  for (const flag of ["--disable-component-update", "--disable-sync", "--gaia-url=http://127.0.0.1:1"]) {
    expect(commandLine).toContain(flag);
  }
});

test("the test browser's proxy refuses every other host, by name or by address; this machine is reached", async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the guard of this test's context would (rightly) fail it for asking.
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.goto(baseURL! + url("/login")))?.status()).toBe(200);
  for (const target of ["http://example.com/", "https://example.com/", "http://192.0.2.1/"]) {
    // A page for each: after a refused navigation the browser shows its own error page, which the
    // next navigation may race.
    const tab = await context.newPage();
    const error = await tab.goto(target).then(
      () => "",
      (refused: Error) => refused.message,
    );
    expect(error, target).toContain(REFUSED_BY_PROXY);
    await tab.close();
  }
  await context.close();
});
