/**
 * The static server behind `npm start` and `npm run serve` (decision 002): node:http over
 * BUILD_DIR/client.
 *
 *   BUILD_DIR=build  PORT=3000  HOST=127.0.0.1  BASE_PATH=/  node scripts/serve.mjs
 *
 * - precompressed .br/.gz files chosen by Accept-Encoding (written by the post-build step);
 * - hashed /assets/* cached for a year (immutable); pages, sitemap and robots.txt revalidated
 *   every time (no-cache + ETag); other public files (artwork, favicon: not hashed) for an hour;
 * - pre-rendered pages at /path and /path/ alike (/Path, /path/index.html and /path.html redirect to
 *   /path); unknown paths get 404.html with status 404;
 * - a fallback document (status 200) only for the prefixes in scripts/fallback-routes.mjs, each
 *   pre-rendered by the build: an unknown blog or portfolio id gets the first item's page, a category
 *   or tag value the listing that shows it (both noindex); a known category or tag name in any
 *   spelling (/blog-grid/category/UX%20Design) redirects to its slug's page, an id with spaces around
 *   it (/blog-details/%202) to the id without them;
 * - the security headers of decision 010 on every response, and on every HTML document (pages, the
 *   404 document, the fallbacks) the policy the build computed for that document (build/headers.json);
 * - odd input (bad encoding, dot segments, NUL, encoded slashes, huge paths) gets a clean 404,
 *   methods other than GET and HEAD a 405.
 *
 * A build may run beneath a running server (the buyer's loop: `npm run build` while `npm run serve`
 * runs). Nothing is read once for good: every file is opened when it is asked for (a file gone by
 * then is a 404, a precompressed twin gone the next candidate), the list of pages is read again when
 * a path names no file, and headers.json again when it changed. A request that fails anyway gets a
 * 500 of its own; the server goes on.
 *
 * Importable: `startServer()` and `createRequestHandler()` are used by the audit, the benchmark and
 * the tests, so they exercise exactly this server.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import { createServer } from "node:http";
import { dirname, extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  fallbackDocumentFor,
  fallbackDocuments,
  matchesFallback,
  taxonomyRedirect,
  trimmedIdRedirect,
} from "./fallback-routes.mjs";
import {
  basePath as basePathFrom,
  clientDir,
  htmlFiles,
  notFoundDocument,
  routeOf,
  specialDocuments,
} from "./lib/pages.mjs";
import {
  HEADERS_MANIFEST,
  commonHeaders,
  contentSecurityPolicy,
  loadPolicies,
} from "./lib/security-headers.mjs";

/** Longer paths are answered 404 without a lookup (ids of 10,000 digits still fit). */
const MAX_PATH_LENGTH = 16 * 1024;
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SHORT = "public, max-age=3600, stale-while-revalidate=86400";
/** Files up to this size are read whole before the answer starts; larger ones are streamed. */
const READ_WHOLE = 8 * 1024 * 1024;
/** How old the list of pages may be before a path that names no page reads it again. */
const RESCAN_AFTER_MS = 2000;
/** A document the build wrote no policy for (one being written right now): scripts of its own only. */
const STRICTEST_POLICY = contentSecurityPolicy({ scriptHashes: [] });

/** Cache-Control by request path: hashed assets forever, documents never without asking. */
export function cacheControl(pathname) {
  if (pathname.startsWith("/assets/")) return IMMUTABLE;
  if (/\.(avif|webp|png|jpe?g|gif|svg|ico|woff2?|mp4|webm)$/i.test(pathname)) return SHORT;
  return REVALIDATE;
}

/** Content-Type by extension (the build's file types; anything else is bytes). */
const contentTypes = {
  ".html": "text/html;charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".xml": "text/xml",
  ".txt": "text/plain",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
};
const contentType = (file) => contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream";

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

const missing = new Set(["ENOENT", "ENOTDIR", "EISDIR", "ENAMETOOLONG"]);

/**
 * One regular file as it is now: `{ stats, body }`, or `{ stats, handle }` to stream a large one;
 * `null` when there is none (never there, or removed by a build since). What is read comes from the
 * file opened, so a build that replaces it meanwhile cannot mix two versions into one answer.
 */
async function readFileNow(file) {
  let handle;
  try {
    handle = await open(file, "r");
    const stats = await handle.stat();
    if (!stats.isFile()) return null;
    if (stats.size > READ_WHOLE) {
      const streamed = handle;
      handle = undefined; // closed by its stream
      return { stats, handle: streamed };
    }
    return { stats, body: await handle.readFile() };
  } catch (error) {
    if (missing.has(error.code)) return null;
    throw error;
  } finally {
    await handle?.close();
  }
}

/** The best variant of `file` the client accepts: its .br, its .gz, then the file itself. */
async function readVariant(file, accepted) {
  for (const [coding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ]) {
    if (!accepted.has(coding)) continue;
    const variant = await readFileNow(file + suffix);
    if (variant) return { ...variant, coding };
  }
  return readFileNow(file);
}

/**
 * Answers with `file` (its best variant) and `headers`; false, with nothing sent, when the file is
 * not there. `etag`: a 200 answer that a client may revalidate (a page, an asset).
 */
async function sendFile(req, res, { file, status, accepted, headers, etag = false }) {
  const found = await readVariant(file, accepted);
  if (!found) return false;
  const { stats, body, handle, coding } = found;
  const tag = etag ? `W/"${stats.size}-${stats.mtime.getTime()}"` : undefined;
  if (tag && req.headers["if-none-match"] === tag) {
    await handle?.close();
    res.writeHead(304, { ETag: tag, Vary: "Accept-Encoding", ...headers });
    res.end();
    return true;
  }
  res.writeHead(status, {
    "Content-Type": contentType(file),
    "Content-Length": body ? body.length : stats.size,
    "Last-Modified": stats.mtime.toUTCString(),
    Vary: "Accept-Encoding",
    ...(coding ? { "Content-Encoding": coding } : {}),
    ...(tag ? { ETag: tag } : {}),
    ...headers,
  });
  if (req.method === "HEAD" || body) {
    await handle?.close();
    res.end(req.method === "HEAD" ? undefined : body);
  } else {
    // A file cut short beneath the stream ends the answer early: the client sees it incomplete.
    const stream = handle.createReadStream({ start: 0, end: Math.max(0, stats.size - 1) });
    stream.once("error", () => res.destroy());
    stream.pipe(res);
  }
  return true;
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
 * What the build in `root` holds now: its pages (read again by `rescan`) and its policies (read again
 * when headers.json changed). Throws when there is no build at all, like before any request.
 */
function siteState(root) {
  const manifest = join(dirname(root), HEADERS_MANIFEST);
  let policies = loadPolicies(dirname(root));
  let policiesStamp = stampOf(manifest);
  if (!existsSync(join(root, notFoundDocument)))
    throw new Error(`${join(root, notFoundDocument)} is missing; run npm run build first.`);

  /** Pre-rendered pages by the lower-case form of their route: `{ route, file }`. */
  let pages = new Map();
  let scannedAt = 0;
  const rescan = () => {
    scannedAt = Date.now();
    try {
      pages = new Map(
        htmlFiles(root)
          .filter((file) => !specialDocuments.includes(file))
          .map((file) => [routeOf(file).toLowerCase(), { route: routeOf(file), file }]),
      );
    } catch (error) {
      // The folder itself gone (a build starting over): no page until it is back.
      if (!missing.has(error.code)) throw error;
      pages = new Map();
    }
  };
  rescan();

  /** The route a raw path names, before letter case: repeated or trailing slashes and index.html gone. */
  const cleanRoute = (path) =>
    decodeURI(path)
      .replace(/\/{2,}/g, "/")
      .replace(/(\/index)?(\.html)?$/i, "")
      .replace(/\/$/, "") || "/";

  return {
    rescan,
    /**
     * A path that names no page of the list: reads the list again when a page file for it is there
     * now (a build added it), or when the list is older than RESCAN_AFTER_MS (a page added in
     * another spelling). So a burst of unknown paths costs two file checks each, not a walk of the
     * folder each.
     */
    rescanFor(path) {
      const route = cleanRoute(path);
      const candidates =
        route === "/" ? ["index.html"] : [`${route.slice(1)}/index.html`, `${route.slice(1)}.html`];
      if (Date.now() - scannedAt > RESCAN_AFTER_MS || candidates.some((file) => existsSync(join(root, file))))
        rescan();
    },
    /** The page a raw path names, ignoring case, repeated or trailing slashes and index.html. */
    pageFor: (path) => pages.get(cleanRoute(path).toLowerCase()),
    hasPage: (route) => pages.get(route.toLowerCase())?.route === route,
    /** The policy of a document (a file relative to the client folder). */
    policyOf(file) {
      const stamp = stampOf(manifest);
      if (stamp && stamp !== policiesStamp) {
        try {
          policies = JSON.parse(readFileSync(manifest, "utf8")).policies ?? {};
          policiesStamp = stamp;
        } catch {
          // Being written: the last policies until it is whole (the build writes it whole).
        }
      }
      return policies[file] ?? STRICTEST_POLICY;
    },
  };
}

/** What changes when a file is written or replaced; null when it is not there. */
function stampOf(file) {
  try {
    const stats = statSync(file);
    return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
  } catch {
    return null;
  }
}

/**
 * The request handler for a build's client folder. `basePath` ("/" or "/doob/") is the prefix the
 * site is mounted under; requests outside it are 404s. The handler returns a promise that never
 * rejects: a failure is logged and answered 500.
 */
export function createRequestHandler({ root = clientDir(), basePath = basePathFrom() } = {}) {
  root = resolve(root);
  const site = siteState(root);

  /** A special document (404.html, a fallback) with its policy, or false when it is not there. */
  const sendDocument = (req, res, status, name, accepted) =>
    sendFile(req, res, {
      file: join(root, name),
      status,
      accepted,
      headers: { "Cache-Control": REVALIDATE, "Content-Security-Policy": site.policyOf(name) },
    });

  const send404 = async (req, res, accepted) => {
    if (await sendDocument(req, res, 404, notFoundDocument, accepted)) return;
    // No 404 document right now (a build is writing the folder): a plain one.
    res.writeHead(404, { "Content-Type": "text/plain;charset=utf-8", "Cache-Control": REVALIDATE });
    res.end(req.method === "HEAD" ? undefined : "Not Found\n");
  };

  const redirect = (res, location) => {
    res.writeHead(301, { Location: location, "Cache-Control": "public, max-age=3600" });
    res.end();
  };

  async function route(req, res) {
    for (const [name, value] of Object.entries(commonHeaders)) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain;charset=utf-8" });
      return res.end(req.method === "HEAD" ? undefined : "Method Not Allowed\n");
    }
    const accepted = acceptedCodings(req.headers["accept-encoding"]);
    const url = req.url ?? "";
    const cut = url.search(/[?#]/);
    const raw = cut === -1 ? url : url.slice(0, cut);
    const query = cut === -1 ? "" : url.slice(cut);
    if (!raw.startsWith("/") || raw.length > MAX_PATH_LENGTH) return send404(req, res, accepted);
    if (raw !== basePath.slice(0, -1) && !raw.startsWith(basePath)) return send404(req, res, accepted);
    const path = "/" + raw.slice(basePath.length);

    let decoded;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return send404(req, res, accepted);
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\\]/.test(decoded) || /(^|\/)\.\.?(\/|$)/.test(decoded) || isHidden(decoded)) {
      return send404(req, res, accepted);
    }

    let page = site.pageFor(path);
    if (!page) {
      // Any other file of the build, as named (an encoded slash names no file: %2F stays as sent).
      const file = join(root, decodeURI(path));
      const served = await sendFile(req, res, {
        file,
        status: 200,
        accepted,
        headers: { "Cache-Control": cacheControl(path) },
        etag: true,
      });
      if (served) return;
      // No such file: perhaps a page a build has added since the list was read.
      site.rescanFor(path);
      page = site.pageFor(path);
    }

    if (page) {
      // One address per page: the variants the old client router read as the page (another case,
      // repeated slashes, index.html) redirect to it, so links and caches agree (decision 002).
      const asSent = decodeURI(path);
      if (asSent !== page.route && (page.route === "/" || asSent !== `${page.route}/`)) {
        return redirect(res, basePath + encodeURI(page.route.slice(1)) + query);
      }
      const served = await sendFile(req, res, {
        file: join(root, page.file),
        status: 200,
        accepted,
        headers: { "Cache-Control": REVALIDATE, "Content-Security-Policy": site.policyOf(page.file) },
        etag: true,
      });
      if (served) return;
      // Removed by a build since the list was read.
      site.rescan();
      return send404(req, res, accepted);
    }

    // An id with spaces around it names the id without them; a category or tag named as the
    // specification writes it (its name, any case, %20 for a space) is the page of its slug.
    const target = trimmedIdRedirect(path) ?? taxonomyRedirect(path, site.hasPage);
    if (target) return redirect(res, basePath + target.slice(1) + query);

    if (matchesFallback(path) && (await sendDocument(req, res, 200, fallbackDocumentFor(path), accepted)))
      return;
    return send404(req, res, accepted);
  }

  return async function handle(req, res) {
    try {
      await route(req, res);
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
