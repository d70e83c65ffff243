/**
 * The security headers of every response, in one place (decision 010). The post-build step computes
 * each HTML document's Content-Security-Policy from its final bytes and writes it for every server:
 *
 *   build/headers.json        document → policy, read by `npm start` (scripts/serve.mjs)
 *   build/nginx-csp.conf      `map $uri $doob_csp` entries, included by deploy/nginx.conf
 *   build/nginx-headers.conf  the `add_header` lines, included by deploy/nginx.conf
 *   build/client/_headers     Netlify and Cloudflare Pages
 *
 * Scripts: 'self' plus the sha256 of each inline script of that document (no 'unsafe-inline', no
 * 'unsafe-eval'). Styles: 'unsafe-inline' is allowed, see the decision record. Third parties: exactly
 * the third-party hosts that the app calls when the visitor asks for them, in the directives they
 * need. They are allowed on every page, not only on the pages that embed them: after the first page
 * the site navigates client-side, and the first document's policy stays in force for every page the
 * visitor then opens.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readAnalyticsConfig } from "./analytics-config.mjs";

/** The build's policies by document, next to (not inside) the client folder: it is not uploaded. */
export const HEADERS_MANIFEST = "headers.json";

/**
 * The policies a build wrote, by document file relative to the client folder ("login/index.html").
 * Throws when the build has none, like a missing 404.html: the server must not run without them.
 */
export function loadPolicies(buildDirectory) {
  const path = join(buildDirectory, HEADERS_MANIFEST);
  if (!existsSync(path)) throw new Error(`${path} is missing; run npm run build first.`);
  return JSON.parse(readFileSync(path, "utf8")).policies;
}

/** The e-mail API (@emailjs/browser posts the contact form to it). */
export const EMAIL_API = "https://api.emailjs.com";
/** The video popup's player (app/components/ui/video-dialog.tsx). */
export const VIDEO_PLAYER = "https://www.youtube-nocookie.com";
/** The contact page's map (app/sections/map/map-embed.tsx). */
export const MAP = "https://www.openstreetmap.org";
/** Disqus: the forum's own host serves embed.js and count.js; those load the rest. */
export const disqusSources = (shortname) => ({
  script: [`https://${shortname}.disqus.com`, "https://c.disquscdn.com"],
  style: ["https://c.disquscdn.com"],
  img: ["https://c.disquscdn.com", "https://referrer.disqus.com"],
  frame: ["https://disqus.com"],
});

/**
 * The tracker's origin when analytics is on (the rule of scripts/lib/analytics-config.mjs, which
 * the app applies too); null when it is off. The tracker loads from that origin and sends its
 * events to it (`/api/event`).
 */
export function readAnalyticsOrigin(domain, script) {
  const config = readAnalyticsConfig(domain, script);
  return config ? new URL(config.script).origin : null;
}

/** The headers every response gets, whatever it is. */
export const commonHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
};

/** For HTTPS hosts only (never on plain HTTP: `npm start` does not send it). */
export const strictTransportSecurity = "max-age=31536000; includeSubDomains";

/** The same rule as readDisqusShortname in app/lib/comments.ts: null when unset or invalid. */
export function readDisqusShortname(value) {
  const text = typeof value === "string" ? value.trim().toLowerCase() : "";
  return /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(text) ? text : null;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** Script types the browser executes (anything else, e.g. JSON-LD, is a data block: CSP ignores it). */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  // Speculation rules (app/lib/prefetch-rules.ts) are inline scripts to the policy too.
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
]);

/** `'sha256-…'` of a script's text, as CSP wants it (UTF-8 bytes, base64). */
export function scriptHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The hashes of every executable inline script of an HTML document, deduplicated, in document order.
 * A script with a `src` is not inline; an empty inline script still needs its hash.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    const value = type ? (type[1] ?? type[2] ?? type[3]).trim().toLowerCase() : "";
    if (!EXECUTABLE_TYPES.has(value)) continue;
    hashes.add(scriptHash(text));
  }
  return [...hashes];
}

/**
 * The policy of one document. `scriptHashes` from `inlineScriptHashes`; `disqusShortname` null when
 * comments are not configured (then no Disqus host is allowed); `analyticsOrigin` from
 * `readAnalyticsOrigin`, null when analytics is off (then no tracker host is allowed).
 */
export function contentSecurityPolicy({ scriptHashes, disqusShortname = null, analyticsOrigin = null }) {
  const disqus = disqusShortname
    ? disqusSources(disqusShortname)
    : { script: [], style: [], img: [], frame: [] };
  const analytics = analyticsOrigin ? [analyticsOrigin] : [];
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes, ...disqus.script, ...analytics],
    // React writes style="" attributes into the pre-rendered HTML; Disqus styles its elements inline.
    ["style-src", "'self'", "'unsafe-inline'", ...disqus.style],
    ["img-src", "'self'", "data:", ...disqus.img],
    // data: for the cut brand font, which the build puts in each page's inline CSS (decision 018).
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", EMAIL_API, ...analytics],
    ["frame-src", VIDEO_PLAYER, MAP, ...disqus.frame],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** Every header of an HTML response: the common ones and the document's policy. */
export function documentHeaders(policy) {
  return { ...commonHeaders, "Content-Security-Policy": policy };
}

/** "login/index.html" → "/login"; "index.html" → "/". */
function pathOf(file) {
  const path = "/" + file.replace(/(^|\/)index\.html$/, "");
  return path.length > 1 ? path.replace(/\/$/, "") : "/";
}

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line (Netlify has no such limit). */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 };

/**
 * `_headers` for Netlify and Cloudflare Pages. Both match rules by the request path and merge every
 * matching rule, and two CSP headers would both be enforced, so the policy is only in rules that name
 * one page; the common headers are in `/*`. Pages under a fallback prefix share one splat rule whose
 * policy allows the union of their hashes and the prefix's fallback document's (that path may be
 * served either). `fallbackPrefixes` from scripts/fallback-routes.mjs; `documentFor(prefix)`: the
 * fallback document served under a prefix (`fallbackDocumentFor`); `hashes`: document file → its
 * script hashes; `base`: the BASE_PATH.
 */
export function headersFile({
  hashes,
  disqusShortname,
  analyticsOrigin = null,
  fallbackPrefixes,
  documentFor,
  notFoundDocument,
  base = "/",
}) {
  const rules = [];
  const rule = (path, headers) =>
    rules.push(
      [
        base.slice(0, -1) + path,
        ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join("\n"),
    );
  rule("/*", { ...commonHeaders, "Strict-Transport-Security": strictTransportSecurity });
  rule("/assets/*", { "Cache-Control": "public, max-age=31536000, immutable" });
  const families = new Map(
    fallbackPrefixes.map((prefix) => [prefix, new Set(hashes[documentFor(prefix)] ?? [])]),
  );
  const documents = new Set([notFoundDocument, ...fallbackPrefixes.map(documentFor)]);
  for (const [file, list] of Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b))) {
    if (documents.has(file)) continue;
    const path = pathOf(file);
    const prefix = fallbackPrefixes.find((p) => path.toLowerCase().startsWith(p));
    if (prefix) for (const hash of list) families.get(prefix).add(hash);
    else
      rule(path, {
        "Content-Security-Policy": contentSecurityPolicy({
          scriptHashes: list,
          disqusShortname,
          analyticsOrigin,
        }),
      });
  }
  for (const [prefix, set] of families) {
    rule(`${prefix}*`, {
      "Content-Security-Policy": contentSecurityPolicy({
        scriptHashes: [...set],
        disqusShortname,
        analyticsOrigin,
      }),
    });
  }
  const text = `# Written by scripts/postbuild.mjs (scripts/lib/security-headers.mjs); do not edit.\n${rules.join("\n")}\n`;
  const longest = Math.max(...text.split("\n").map((line) => line.length));
  return { text, rules: rules.length, longest };
}

/** nginx string literal. Policies contain only quotes, spaces and base64, but be safe. */
const nginxString = (value) => `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`;

/**
 * The entries of deploy/nginx.conf's `map $uri $doob_csp`: nginx has resolved `try_files`, `index`
 * and `error_page` by the time it sends the headers, so `$uri` is the file served ("/login/index.html",
 * "/404.html", "/__blog-tag-fallback.html"). Other files get no policy (the map's default is empty).
 */
export function nginxMap(policies) {
  const lines = Object.entries(policies)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, policy]) => `${nginxString("/" + file)} ${nginxString(policy)};`);
  return `# Written by scripts/postbuild.mjs (scripts/lib/security-headers.mjs); do not edit.\n${lines.join("\n")}\n`;
}

/**
 * The `add_header` lines of deploy/nginx.conf's server block: the common headers on every response
 * (`always`: 404s too) and the document's policy from the map (an empty value sends no header).
 */
export function nginxHeaders() {
  const lines = Object.entries(commonHeaders).map(
    ([name, value]) => `add_header ${name} ${nginxString(value)} always;`,
  );
  lines.push("add_header Content-Security-Policy $doob_csp always;");
  return `# Written by scripts/postbuild.mjs (scripts/lib/security-headers.mjs); do not edit.\n${lines.join("\n")}\n`;
}
