/**
 * The engine suites' front (./site.ts) without a browser: the harness goes first into every document
 * and its hash into that document's policy (nothing else of the policy changes), and every request
 * for another host, plain or tunnelled, is refused and recorded.
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { scriptHash } from "../../scripts/lib/security-headers.mjs";
import { harnessSource, startSite, type Site } from "./site";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function get(site: Site, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: site.proxy.host, port: site.proxy.port, path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

function connect(site: Site, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: site.proxy.host, port: site.proxy.port, method: "CONNECT", path: target });
    req.on("connect", (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the engine suites' front", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  test("a page gets the harness first in <head> and its hash in an otherwise unchanged policy", async () => {
    const page = await get(site, new URL(site.url("/login")).pathname);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<head[^>]*><script>/);
    expect(page.body).toContain(`<script>${harnessSource}</script>`);
    const policy = String(page.headers["content-security-policy"]);
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc.split(" ")).toContain(scriptHash(harnessSource));
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(policy).toContain("default-src 'self'");
    expect(site.documentStatus(new URL(site.url("/login")).pathname)).toBe(200);
  });

  test("an unknown path keeps its 404 and gets the harness too", async () => {
    const path = new URL(site.url("/engines/nothing-here")).pathname;
    const page = await get(site, path);
    expect(page.status).toBe(404);
    expect(page.body).toContain(`<script>${harnessSource}</script>`);
    expect(site.documentStatus(path)).toBe(404);
  });

  test("scripts withheld: no module script; off: no script but the harness, <noscript> in force", async () => {
    const path = new URL(site.url("/login")).pathname;
    const built = (await get(site, path)).body;
    expect(built).toMatch(/<script type="module"/);
    try {
      site.scripts = "withheld";
      const withheld = (await get(site, path)).body;
      expect(withheld).not.toMatch(/<script type="module"/);
      expect(withheld.match(/<script>/g)?.length).toBe(built.match(/<script>/g)?.length);
      site.scripts = "off";
      const off = (await get(site, path)).body;
      expect(off.match(/<script\b/g)).toEqual(["<script"]);
      expect(off).toContain(`<script>${harnessSource}</script>`);
      expect(off).not.toContain("<noscript>");
      expect(off).toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
    } finally {
      site.scripts = "run";
    }
  });

  test("assets pass through untouched", async () => {
    const robots = await get(site, new URL(site.url("/robots.txt")).pathname);
    expect(robots.status).toBe(200);
    expect(robots.body).not.toContain("<script>");
  });

  test("a proxy request for this machine is served; one for another host is refused and recorded", async () => {
    const before = site.offHost.length;
    expect((await get(site, site.url("/login"))).status).toBe(200);
    expect((await get(site, "http://example.com/tracker.js")).status).toBe(502);
    expect(await connect(site, "api.emailjs.com:443")).toBe(403);
    expect(site.offHost.slice(before)).toEqual([
      { method: "GET", target: "http://example.com/tracker.js" },
      { method: "CONNECT", target: "api.emailjs.com:443" },
    ]);
  });
});
