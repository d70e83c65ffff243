/**
 * The static server behind `npm start` (decision 002): sirv over BUILD_DIR/client on node:http.
 *
 *   BUILD_DIR=build  PORT=3000  HOST=127.0.0.1  BASE_PATH=/  node scripts/serve.mjs
 *
 * - precompressed .br/.gz files chosen by Accept-Encoding (written by the post-build step);
 * - hashed /assets/* cached for a year (immutable); pages, sitemap and robots.txt revalidated
 *   every time (no-cache + ETag); other public files (artwork, favicon: not hashed) for an hour;
 * - pre-rendered pages at /path and /path/ alike (/Path redirects to /path: the client router
 *   ignores case); unknown paths get 404.html with status 404;
 * - a fallback document (status 200) only for the prefixes in scripts/fallback-routes.mjs: an unknown
 *   blog or portfolio id gets the first item's pre-rendered page (noindex), a category or tag value the
 *   client-side fallback; a known category or tag name in any spelling (/blog-grid/category/UX%20Design)
 *   redirects to its slug's page;
 * - the security headers of decision 010 on every response, and on every HTML document (pages, the
 *   404 document, the fallback) the policy the build computed for that document (build/headers.json);
 * - odd input (bad encoding, dot segments, NUL, encoded slashes, huge paths) gets a clean 404,
 *   methods other than GET and HEAD a 405.
 *
 * Importable: `startServer()` and `createRequestHandler()` are used by the audit, the benchmark and
 * the tests, so they exercise exactly this server.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import sirv from "sirv";
import {
  fallbackDocument,
  fallbackDocumentFor,
  fallbackDocuments,
  matchesFallback,
  routedByFallback,
  taxonomyRedirect,
} from "./fallback-routes.mjs";
import {
  basePath as basePathFrom,
  clientDir,
  notFoundDocument,
  prerenderedRoutes,
  routeOf,
  specialDocuments,
} from "./lib/pages.mjs";
import { commonHeaders, loadPolicies } from "./lib/security-headers.mjs";

/** Longer paths are answered 404 without a lookup (ids of 10,000 digits still fit). */
const MAX_PATH_LENGTH = 16 * 1024;
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SHORT = "public, max-age=3600, stale-while-revalidate=86400";

/** Cache-Control by request path: hashed assets forever, documents never without asking. */
export function cacheControl(pathname) {
  if (pathname.startsWith("/assets/")) return IMMUTABLE;
  if (/\.(avif|webp|png|jpe?g|gif|svg|ico|woff2?|mp4|webm)$/i.test(pathname)) return SHORT;
  return REVALIDATE;
}

/** The codings a client accepts, honouring `;q=0` refusals. */
function acceptedCodings(header = "") {
  const accepted = new Set();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}

/** A document held in memory with its precompressed variants (404.html, the fallback). */
function loadDocument(root, name, policies) {
  const path = join(root, name);
  if (!existsSync(path)) throw new Error(`${path} is missing; run npm run build first.`);
  if (!policies[name]) throw new Error(`${name} has no Content-Security-Policy; run npm run build first.`);
  const read = (suffix) => (existsSync(path + suffix) ? readFileSync(path + suffix) : null);
  return { identity: readFileSync(path), br: read(".br"), gzip: read(".gz"), policy: policies[name] };
}

function sendDocument(req, res, status, doc, accepted) {
  const coding = ["br", "gzip"].find((c) => doc[c] && accepted.has(c));
  const body = coding ? doc[coding] : doc.identity;
  res.writeHead(status, {
    "Content-Type": "text/html;charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": REVALIDATE,
    "Content-Security-Policy": doc.policy,
    Vary: "Accept-Encoding",
    ...(coding ? { "Content-Encoding": coding } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Internal files that must not be pages of their own: /404 is not a 200 page. */
function isHidden(decodedPath) {
  const path = decodedPath.replace(/\/+$/, "").toLowerCase();
  return (
    /\.(br|gz)$/.test(path) ||
    path === "/_headers" ||
    path === "/_redirects" ||
    ["/404", "/404.html", "/404/index", "/404/index.html"].includes(path) ||
    fallbackDocuments.some((name) => path.startsWith("/" + name.replace(/\.html$/, "")))
  );
}

/**
 * The request handler for a build's client folder. `basePath` ("/" or "/doob/") is the prefix the
 * site is mounted under; requests outside it are 404s.
 */
export function createRequestHandler({ root = clientDir(), basePath = basePathFrom() } = {}) {
  root = resolve(root);
  /** Document file → policy, as the build wrote it next to the client folder. */
  const policies = loadPolicies(dirname(root));
  const notFound = loadDocument(root, notFoundDocument, policies);
  /**
   * The fallback documents by file name; `fallback` is the client-side one, which a build without
   * hydration does not have (decision 030): there its paths get the 404 document.
   */
  const fallbacks = new Map(
    fallbackDocuments
      .filter((name) => name !== fallbackDocument || existsSync(join(root, name)))
      .map((name) => [name, loadDocument(root, name, policies)]),
  );
  const fallback = fallbacks.get(fallbackDocument) ?? notFound;
  /** Pre-rendered route paths by their lower-case form. */
  const pages = new Map(prerenderedRoutes(root).map((route) => [route.toLowerCase(), route]));
  /** The policy of each pre-rendered route. */
  const pagePolicies = new Map(
    Object.entries(policies)
      .filter(([file]) => !specialDocuments.includes(file))
      .map(([file, policy]) => [routeOf(file), policy]),
  );
  for (const route of pages.values()) {
    if (!pagePolicies.has(route))
      throw new Error(`${route} has no Content-Security-Policy; run npm run build first.`);
  }
  /** The page a raw path names, ignoring case, repeated or trailing slashes and index.html. */
  const canonicalPage = (path) => {
    const clean = decodeURI(path)
      .replace(/\/{2,}/g, "/")
      .replace(/(\/index)?(\.html)?$/i, "")
      .replace(/\/$/, "");
    return pages.get((clean || "/").toLowerCase());
  };
  const files = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControl(pathname));
    },
  });

  return function handle(req, res) {
    try {
      for (const [name, value] of Object.entries(commonHeaders)) res.setHeader(name, value);
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain;charset=utf-8" });
        return res.end(req.method === "HEAD" ? undefined : "Method Not Allowed\n");
      }
      const accepted = acceptedCodings(req.headers["accept-encoding"]);
      let path;
      // Under a fallback prefix the client router renders the 404 page itself: it needs the
      // fallback document (status 404 all the same), not 404.html (see routedByFallback).
      const send404 = () =>
        sendDocument(req, res, 404, path && routedByFallback(path) ? fallback : notFound, accepted);

      const url = req.url ?? "";
      const cut = url.search(/[?#]/);
      const raw = cut === -1 ? url : url.slice(0, cut);
      if (!raw.startsWith("/") || raw.length > MAX_PATH_LENGTH) return send404();

      if (raw === basePath.slice(0, -1) || raw.startsWith(basePath)) {
        path = "/" + raw.slice(basePath.length);
      } else {
        return send404();
      }

      let decoded;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        return send404();
      }
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u001f\u007f\\]/.test(decoded) || /(^|\/)\.\.?(\/|$)/.test(decoded) || isHidden(decoded)) {
        return send404();
      }

      // The served document must be the one the client router renders for the same path, or
      // hydration fails. The router ignores letter case and extra slashes and knows nothing of
      // index.html, so such variants of a page redirect to the page itself.
      const page = canonicalPage(path);
      const asSent = decodeURI(path);
      if (page && asSent !== page && (page === "/" || asSent !== `${page}/`)) {
        const location = basePath + encodeURI(page.slice(1)) + (cut === -1 ? "" : url.slice(cut));
        res.writeHead(301, { Location: location, "Cache-Control": "public, max-age=3600" });
        return res.end();
      }

      // A category or tag named as the specification writes it (its name, any case, %20 for a space)
      // is the page of its slug: redirect there, so it reads without JavaScript.
      const slugPage = page ? null : taxonomyRedirect(path, (route) => pages.get(route) === route);
      if (slugPage) {
        const location = basePath + slugPage.slice(1) + (cut === -1 ? "" : url.slice(cut));
        res.writeHead(301, { Location: location, "Cache-Control": "public, max-age=3600" });
        return res.end();
      }

      // Byte ranges are not needed for pages and images, and sirv trusts the header blindly.
      delete req.headers.range;
      // Let sirv pick .br/.gz only when the client really accepts them.
      req.headers["accept-encoding"] = [...accepted].join(", ");
      req.url = path + (cut === -1 ? "" : url.slice(cut));
      // sirv serves the page's own file for this path (the redirect above handled every variant).
      if (page) res.setHeader("Content-Security-Policy", pagePolicies.get(page));

      files(req, res, () => {
        const document = matchesFallback(path) ? fallbacks.get(fallbackDocumentFor(path)) : undefined;
        if (document) sendDocument(req, res, 200, document, accepted);
        else send404();
      });
    } catch (error) {
      console.error("serve:", error);
      if (!res.headersSent) {
        res.writeHead(500, { "Content-Type": "text/plain;charset=utf-8" });
        res.end("Internal Server Error\n");
      } else {
        res.destroy();
      }
    }
  };
}

/**
 * Starts the server. `port: 0` picks a free port. Resolves with `{ server, url, close }`; `url` ends
 * with the base path ("http://127.0.0.1:3000/").
 */
export function startServer({
  root = clientDir(),
  port = Number(process.env.PORT ?? 3000),
  host = process.env.HOST || "127.0.0.1",
  basePath = basePathFrom(),
} = {}) {
  const server = createServer({ maxHeaderSize: 64 * 1024 }, createRequestHandler({ root, basePath }));
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
      const url = `http://${shownHost === "0.0.0.0" || shownHost === "[::]" ? "localhost" : shownHost}:${address.port}${basePath}`;
      const close = () =>
        new Promise((done) => {
          server.close(() => done());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 2000).unref();
        });
      resolvePromise({ server, url, close });
    });
  });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const root = clientDir();
  try {
    const { url, close } = await startServer({ root });
    console.log(`Serving ${root} at ${url}  (Ctrl+C to stop)`);
    let stopping = false;
    for (const signal of ["SIGINT", "SIGTERM"]) {
      process.on(signal, async () => {
        if (stopping) process.exit(1);
        stopping = true;
        await close();
        console.log("Server stopped.");
        process.exit(0);
      });
    }
  } catch (error) {
    console.error(
      error.code === "EADDRINUSE"
        ? `serve: port ${error.port} is already in use; set PORT to another port.`
        : `serve: ${error.message}`,
    );
    process.exit(1);
  }
}
