// @vitest-environment node
/**
 * scripts/serve.mjs on a build this test writes: the fallbacks, and a build run beneath the running
 * server (files removed, replaced and added between requests), which must never stop it. Raw
 * node:http requests, so paths reach the server exactly as written.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startServer } from "./serve.mjs";

/** GET (or `method`) `path` as written; resolves with status, headers and body. */
function raw(origin, path, { method = "GET", headers = {} } = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

let dir;
let site;
const write = (name, body) => {
  mkdirSync(join(site, name, ".."), { recursive: true });
  writeFileSync(join(site, name), body);
};
/** headers.json as the build writes it: a policy naming its document, for every HTML file given. */
const writePolicies = (names) =>
  writeFileSync(
    join(dir, "headers.json"),
    JSON.stringify({
      policies: Object.fromEntries(names.map((name) => [name, `default-src 'none'; x-doc ${name}`])),
    }),
  );
const documents = {
  "404.html": "not found page",
  "__blog-details-fallback.html": "first post",
  "__portfolio-details-fallback.html": "first project",
  "__blog-category-fallback.html": "any category",
  "__blog-tag-fallback.html": "any tag",
  "index.html": "home page",
  "login/index.html": "login page",
  "blog-details/1/index.html": "post one",
  "blog-details/2/index.html": "post two",
  "blog-grid/tag/design/index.html": "tag design",
};

let server;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "doob-serve-"));
  site = join(dir, "client");
  for (const [name, body] of Object.entries(documents)) write(name, body);
  write("assets/app-abc123.css", "body{color:red}");
  write("assets/app-abc123.css.br", brotliCompressSync("body{color:red}"));
  write("assets/app-abc123.css.gz", gzipSync("body{color:red}"));
  writeFileSync(join(dir, "secret.txt"), "TOP SECRET");
  writePolicies(Object.keys(documents));
  server = await startServer({ root: site, port: 0, basePath: "/" });
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const body = async (path, options) => {
  const answer = await raw(server.url, path, options);
  return `${answer.status} ${answer.body.toString()}`;
};
const policy = async (path) => (await raw(server.url, path)).headers["content-security-policy"];

describe("the fallbacks", () => {
  test("each prefix gets its own pre-rendered document; pre-rendered pages win", async () => {
    expect(await body("/blog-details/1")).toBe("200 post one");
    expect(await body("/blog-details/999")).toBe("200 first post");
    expect(await body("/Portfolio-Details/x")).toBe("200 first project");
    expect(await body("/blog-grid/category/Lorem%20Ipsum")).toBe("200 any category");
    expect(await body("/blog-grid/tag/%3Cscript%3E%22%F0%9F%98%80/")).toBe("200 any tag");
    expect(await body("/blog-grid/tag/design")).toBe("200 tag design");
    expect(await policy("/blog-grid/tag/x")).toBe("default-src 'none'; x-doc __blog-tag-fallback.html");
    expect(await policy("/blog-details/7")).toBe("default-src 'none'; x-doc __blog-details-fallback.html");
    expect(await policy("/nope")).toBe("default-src 'none'; x-doc 404.html");
  });

  test("refused values, deeper paths and the documents themselves are 404s with the 404 page", async () => {
    for (const path of [
      "/blog-details/a%2Fb",
      "/blog-details/%00",
      "/blog-details/%20",
      "/blog-grid/tag/%E0%A4%A",
      "/blog-details/1/2",
      "/blog-grid/other/x",
      "/__blog-tag-fallback.html",
      "/__blog-category-fallback",
      "/__spa-fallback.html",
      "/404",
      "/../secret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/login%2Findex.html",
    ])
      expect(await body(path), path).toBe("404 not found page");
  });

  test("an id with spaces around it redirects to the id without them; a known tag name to its slug", async () => {
    for (const [from, to] of [
      ["/blog-details/%202", "/blog-details/2"],
      ["/Blog-Details/%202%20/?x=1", "/blog-details/2?x=1"],
      ["/portfolio-details/%20abc", "/portfolio-details/abc"],
      ["/blog-grid/tag/%20DESIGN%20?x=1", "/blog-grid/tag/design?x=1"],
      ["/Blog-Grid/Tag/design/", "/blog-grid/tag/design"],
    ]) {
      const answer = await raw(server.url, from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
    }
  });
});

describe("a build beneath the running server", () => {
  test("a precompressed twin removed: the next variant, then the file itself", async () => {
    const br = { headers: { "accept-encoding": "br, gzip" } };
    expect((await raw(server.url, "/assets/app-abc123.css", br)).headers["content-encoding"]).toBe("br");
    rmSync(join(site, "assets/app-abc123.css.br"));
    expect((await raw(server.url, "/assets/app-abc123.css", br)).headers["content-encoding"]).toBe("gzip");
    rmSync(join(site, "assets/app-abc123.css.gz"));
    const plain = await raw(server.url, "/assets/app-abc123.css", br);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe("body{color:red}");
  });

  test("files and the whole folder removed: 404s, and the server answers again once they are back", async () => {
    rmSync(join(site, "assets/app-abc123.css"));
    rmSync(join(site, "assets/app-abc123.css.br"));
    expect(
      (await raw(server.url, "/assets/app-abc123.css", { headers: { "accept-encoding": "br" } })).status,
    ).toBe(404);
    rmSync(join(site, "login"), { recursive: true });
    expect(await body("/login")).toBe("404 not found page");
    rmSync(site, { recursive: true });
    for (const path of ["/", "/login", "/blog-details/9", "/blog-grid/tag/x", "/nope"]) {
      const answer = await raw(server.url, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe("Not Found\n");
    }
    for (const [name, text] of Object.entries(documents)) write(name, text);
    expect(await body("/login")).toBe("200 login page");
    expect(await body("/blog-details/9")).toBe("200 first post");
  });

  test("a page added after the server started is served, under its policy once the build wrote it", async () => {
    expect(await body("/new-page")).toBe("404 not found page");
    write("new-page/index.html", "new page");
    expect(await body("/new-page")).toBe("200 new page");
    expect(await body("/new-page/")).toBe("200 new page");
    // No policy yet (the build writes headers.json last): the strictest, no inline script allowed.
    expect(await policy("/new-page")).toMatch(/^default-src 'self'; script-src 'self';/);
    writePolicies([...Object.keys(documents), "new-page/index.html"]);
    expect(await policy("/new-page")).toBe("default-src 'none'; x-doc new-page/index.html");
    // Its other spellings redirect to it, as for every page.
    expect((await raw(server.url, "/New-Page")).headers.location).toBe("/new-page");
    // A post added under a fallback prefix wins over the fallback.
    write("blog-details/3/index.html", "post three");
    expect(await body("/blog-details/3")).toBe("200 post three");
  });

  test("replaced documents and policies are served as they are now", async () => {
    write("__blog-tag-fallback.html", "any tag, rebuilt");
    write("404.html", "not found, rebuilt");
    write("login/index.html", "login, rebuilt");
    writeFileSync(
      join(dir, "headers.json"),
      JSON.stringify({ policies: { "__blog-tag-fallback.html": "default-src 'none'; x-doc rebuilt" } }),
    );
    expect(await body("/blog-grid/tag/x")).toBe("200 any tag, rebuilt");
    expect(await policy("/blog-grid/tag/x")).toBe("default-src 'none'; x-doc rebuilt");
    expect(await body("/nope")).toBe("404 not found, rebuilt");
    expect(await body("/login")).toBe("200 login, rebuilt");
  });

  test("a half-written headers.json keeps the last policies", async () => {
    writeFileSync(join(dir, "headers.json"), '{"policies": {"login/ind');
    expect(await policy("/login")).toBe("default-src 'none'; x-doc login/index.html");
    writePolicies(["login/index.html"]);
    writeFileSync(join(dir, "headers.json"), JSON.stringify({ policies: { "login/index.html": "x-new" } }));
    expect(await policy("/login")).toBe("x-new");
  });

  test("a file removed while many requests for it are on their way: every one is answered", async () => {
    write("assets/big.js", "x".repeat(100_000));
    const answers = Array.from({ length: 40 }, (_, i) => {
      if (i === 20) rmSync(join(site, "assets/big.js"));
      return raw(server.url, "/assets/big.js");
    });
    for (const answer of await Promise.all(answers)) {
      expect([200, 404]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.length).toBe(100_000);
    }
    expect(await body("/login")).toBe("200 login page");
  });

  test("a large file is streamed whole; ETag revalidation and HEAD as before", async () => {
    const big = Buffer.alloc(9 * 1024 * 1024, 7);
    write("art/film.mp4", big);
    const answer = await raw(server.url, "/art/film.mp4");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("video/mp4");
    expect(answer.body.equals(big)).toBe(true);
    const again = await raw(server.url, "/art/film.mp4", {
      headers: { "if-none-match": answer.headers.etag },
    });
    expect(again.status).toBe(304);
    const head = await raw(server.url, "/login", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String("login page".length));
    expect(head.body.length).toBe(0);
  });
});

describe("startServer", () => {
  let empty;
  beforeAll(() => {
    empty = mkdtempSync(join(tmpdir(), "doob-serve-empty-"));
    mkdirSync(join(empty, "client"));
  });
  afterAll(() => rmSync(empty, { recursive: true, force: true }));
  test("refuses a folder that was never built", () => {
    expect(() => startServer({ root: join(empty, "client"), port: 0 })).toThrow(/run npm run build first/);
  });
});
