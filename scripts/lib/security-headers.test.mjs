// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  commonHeaders,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxHeaders,
  nginxMap,
  readDisqusShortname,
  scriptHash,
} from "./security-headers.mjs";

const hashOf = (text) =>
  `'sha256-${createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64")}'`;
const directive = (policy, name) =>
  policy
    .split("; ")
    .find((part) => part.split(" ")[0] === name)
    ?.split(" ")
    .slice(1);

describe("inlineScriptHashes", () => {
  test("hashes the exact text of every executable inline script, in order, once each", () => {
    const theme = '(function(){document.documentElement.classList.add("dark")})()';
    const module = '\nimport("/assets/entry.js");\n';
    const html =
      `<html><head><script>${theme}</script><script type="application/ld+json">{"a":1}</script>` +
      `<script src="/assets/app.js"></script></head><body><script type="module" data-x="1">${module}</script>` +
      `<SCRIPT type='text/javascript'>é</SCRIPT><script>${theme}</script><script></script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(theme), hashOf(module), hashOf("é"), hashOf("")]);
  });

  test("known value (the CSP spec's example: alert('Hello, world.');)", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});

describe("contentSecurityPolicy", () => {
  const hashes = [hashOf("a"), hashOf("b")];

  test("scripts: self and the hashes only; the directives the issue asks for", () => {
    const policy = contentSecurityPolicy({ scriptHashes: hashes, disqusShortname: null });
    expect(directive(policy, "script-src")).toEqual(["'self'", ...hashes]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://api.emailjs.com"]);
    expect(directive(policy, "frame-src")).toEqual([
      "https://www.youtube-nocookie.com",
      "https://www.openstreetmap.org",
    ]);
    expect(policy).not.toMatch(/disqus/);
  });

  test("Disqus hosts only with a shortname, the forum's own host named", () => {
    const policy = contentSecurityPolicy({ scriptHashes: hashes, disqusShortname: "my-forum" });
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      ...hashes,
      "https://my-forum.disqus.com",
      "https://c.disquscdn.com",
    ]);
    expect(directive(policy, "frame-src")).toContain("https://disqus.com");
    expect(policy).not.toMatch(/\*/);
  });

  test("the analytics origin only when analytics is on, in script-src and connect-src only", () => {
    const origin = "https://stats.example.org";
    const policy = contentSecurityPolicy({ scriptHashes: hashes, analyticsOrigin: origin });
    expect(directive(policy, "script-src")).toEqual(["'self'", ...hashes, origin]);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://api.emailjs.com", origin]);
    for (const name of ["img-src", "frame-src", "style-src", "default-src"])
      expect(directive(policy, name)).not.toContain(origin);
    const off = contentSecurityPolicy({ scriptHashes: hashes, analyticsOrigin: null });
    expect(off).not.toMatch(/stats\.example|plausible/);
  });

  test("shortnames are validated like the app does", () => {
    expect(readDisqusShortname(" My-Forum ")).toBe("my-forum");
    expect(readDisqusShortname("evil.com x")).toBeNull();
    expect(readDisqusShortname(undefined)).toBeNull();
  });
});

describe("headersFile", () => {
  const hashes = {
    "index.html": ["'sha256-home'"],
    "login/index.html": ["'sha256-login'"],
    "blog-details/1/index.html": ["'sha256-post'", "'sha256-shared'"],
    "blog-details/2/index.html": ["'sha256-post'", "'sha256-shared'"],
    "404.html": ["'sha256-404'"],
    "__blog-details-fallback.html": ["'sha256-first-post'"],
    "__blog-tag-fallback.html": ["'sha256-any-tag'"],
  };
  const documentFor = (prefix) =>
    prefix === "/blog-details/" ? "__blog-details-fallback.html" : "__blog-tag-fallback.html";
  const { text, rules } = headersFile({
    hashes,
    disqusShortname: null,
    fallbackPrefixes: ["/blog-details/", "/blog-grid/tag/"],
    documentFor,
    notFoundDocument: "404.html",
  });
  const blocks = Object.fromEntries(
    text
      .split(/\n(?=\/)/)
      .filter((block) => block.startsWith("/"))
      .map((block) => [block.split("\n")[0], block.split("\n").slice(1).join("\n")]),
  );

  test("common headers for every path, one policy per page, none in /*", () => {
    for (const [name, value] of Object.entries(commonHeaders))
      expect(blocks["/*"]).toContain(`${name}: ${value}`);
    expect(blocks["/*"]).toContain("Strict-Transport-Security:");
    expect(blocks["/*"]).not.toContain("Content-Security-Policy");
    expect(blocks["/"]).toContain("'sha256-home'");
    expect(blocks["/login"]).toContain("'sha256-login'");
    expect(blocks["/login"]).not.toContain("'sha256-home'");
  });

  test("a fallback prefix gets one splat rule allowing its pages and its own fallback document", () => {
    expect(blocks["/blog-details/1"]).toBeUndefined();
    expect(blocks["/__blog-details-fallback.html"]).toBeUndefined();
    const rule = blocks["/blog-details/*"];
    expect(rule.match(/'sha256-post'/g)).toHaveLength(1);
    expect(rule).toContain("'sha256-first-post'");
    expect(rule).not.toContain("'sha256-any-tag'");
    expect(rule).not.toContain("'sha256-404'");
    expect(blocks["/blog-grid/tag/*"]).toContain("'sha256-any-tag'");
    expect(blocks["/blog-grid/tag/*"]).not.toContain("'sha256-first-post'");
    expect(rules).toBe(Object.keys(blocks).length);
  });

  test("rules carry the base path of a sub-path build", () => {
    const { text: sub } = headersFile({
      hashes: { "login/index.html": ["'sha256-login'"], "__blog-details-fallback.html": [] },
      disqusShortname: null,
      fallbackPrefixes: ["/blog-details/"],
      documentFor: () => "__blog-details-fallback.html",
      notFoundDocument: "404.html",
      base: "/doob/",
    });
    const paths = sub.split("\n").filter((line) => line.startsWith("/"));
    expect(paths).toEqual(["/doob/*", "/doob/assets/*", "/doob/login", "/doob/blog-details/*"]);
  });
});

test("nginxMap: one quoted entry per served file", () => {
  expect(nginxMap({ "login/index.html": "script-src 'self'", "404.html": 'a "b" $c' })).toBe(
    "# Written by scripts/postbuild.mjs (scripts/lib/security-headers.mjs); do not edit.\n" +
      '"/404.html" "a \\"b\\" \\$c";\n"/login/index.html" "script-src \'self\'";\n',
  );
});

test("nginxHeaders: every common header on every response, and the map's policy", () => {
  const lines = nginxHeaders().split("\n");
  for (const [name, value] of Object.entries(commonHeaders))
    expect(lines).toContain(`add_header ${name} "${value}" always;`);
  expect(lines).toContain("add_header Content-Security-Policy $doob_csp always;");
});
