/**
 * The site as the engine suites see it: the real server of `npm start` (scripts/serve.mjs, over
 * BUILD_DIR), behind a small front on 127.0.0.1 that does two jobs, both for the tests only:
 *
 * 1. Harness. Every HTML document gets the page harness (./page-harness.js) as the first element of
 *    its <head>, and that script's sha256 is added to the document's own `script-src`: the rest of
 *    the per-document Content-Security-Policy (decision 010) stays exactly as the build wrote it, so
 *    the pages still run under their real policy. WebKitWebDriver has no console access; the harness
 *    records console errors, uncaught errors, failed resources and policy violations in the page,
 *    and answers the contact form's EmailJS request itself (nothing is sent).
 * 2. Guard. The browsers are configured to use this front as their HTTP and HTTPS proxy for every
 *    host but 127.0.0.1/localhost. Anything that arrives here as a proxy request (an absolute URL or
 *    a CONNECT tunnel) is a request that would have left the machine: it is refused and recorded in
 *    `offHost`, and the suites fail on it unless a check expected exactly that host.
 */
import { readFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { scriptHash } from "../../scripts/lib/security-headers.mjs";
import { basePath, clientDir } from "../../scripts/lib/pages.mjs";
import { startServer } from "../../scripts/serve.mjs";

/** The harness, as it is inlined into every document. */
export const harnessSource = readFileSync(new URL("./page-harness.js", import.meta.url), "utf8").trim();
const harnessTag = `<script>${harnessSource}</script>`;
const harnessHash = scriptHash(harnessSource);

export type OffHostRequest = { method: string; target: string };

/**
 * How the front serves the pages' scripts (issue 28): "run" as built; "withheld", without the module
 * script that loads the behaviours (decision 030), so the page stays as it is before they start while
 * its inline scripts run (the app's files are cached for a year: answering them differently would not
 * reach a browser that has them); "off", as a browser with JavaScript off sees the page: no script,
 * its `<noscript>` content in force (the harness stays: it is the test's, not the page's).
 */
export type ScriptMode = "run" | "withheld" | "off";

export type Site = {
  /** "http://127.0.0.1:PORT": the front, which the browsers load the site from. */
  readonly origin: string;
  /** The proxy the browsers must use for every other host (the same front). */
  readonly proxy: { host: string; port: number };
  /** A site path ("/login") as an absolute URL under BASE_PATH. */
  url(route: string): string;
  /** The status of the last document answered for a pathname (as requested). */
  documentStatus(pathname: string): number | undefined;
  /** Every request that tried to leave the machine, in order. */
  readonly offHost: OffHostRequest[];
  /** How the app's scripts are served from now on (see `ScriptMode`); "run" unless a check says. */
  scripts: ScriptMode;
  close(): Promise<void>;
};

/** A document as the front serves it in a `ScriptMode`. */
export function withScripts(html: string, mode: ScriptMode): string {
  if (mode === "withheld") return html.replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, "");
  if (mode === "off")
    return html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<noscript>([\s\S]*?)<\/noscript>/gi, "$1");
  return html;
}

/** Adds the harness's hash to a policy's script-src (the only change made to it). */
export function allowHarness(policy: string): string {
  const directives = policy.split(";").map((d) => d.trim());
  const index = directives.findIndex((d) => d.startsWith("script-src "));
  if (index === -1) throw new Error(`a document policy without script-src: ${policy}`);
  directives[index] = `${directives[index]} ${harnessHash}`;
  return directives.join("; ");
}

/** Puts the harness first in <head>. */
export function injectHarness(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error("a document without <head>");
  const at = head.index + head[0].length;
  return html.slice(0, at) + harnessTag + html.slice(at);
}

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Request headers for the real server: no compression (the body is rewritten), no revalidation. */
function upstreamHeaders(headers: IncomingHttpHeaders, host: string): IncomingHttpHeaders {
  const copy: IncomingHttpHeaders = { ...headers, host, "accept-encoding": "identity" };
  // A 304 would carry the document's policy without the harness's hash, for a cached copy that has
  // the harness in it: always ask for the full document.
  delete copy["if-none-match"];
  delete copy["if-modified-since"];
  delete copy["proxy-connection"];
  return copy;
}

export async function startSite(): Promise<Site> {
  const base = basePath();
  const upstream = await startServer({ root: clientDir(), port: 0, host: "127.0.0.1", basePath: base });
  const upstreamUrl = new URL(upstream.url);
  const offHost: OffHostRequest[] = [];
  const statuses = new Map<string, number>();
  let scripts: ScriptMode = "run";

  const front = createServer((req, res) => {
    let path = req.url ?? "/";
    if (!path.startsWith("/")) {
      // A proxy request: allowed only for this machine (WebKit may send those through the proxy).
      let target: URL | null = null;
      try {
        target = new URL(path);
      } catch {
        /* not a URL at all */
      }
      if (!target || !LOCAL_HOSTS.has(target.hostname)) {
        offHost.push({ method: req.method ?? "GET", target: path });
        res.writeHead(502, { "Content-Type": "text/plain" });
        return res.end("engines: off-host request refused\n");
      }
      path = target.pathname + target.search;
    }
    const forward = request(
      {
        host: upstreamUrl.hostname,
        port: upstreamUrl.port,
        method: req.method,
        path,
        headers: upstreamHeaders(req.headers, upstreamUrl.host),
      },
      (answer: IncomingMessage) => {
        const headers = { ...answer.headers };
        const isHtml = (headers["content-type"] ?? "").startsWith("text/html");
        if (!isHtml || req.method === "HEAD") {
          res.writeHead(answer.statusCode ?? 502, headers);
          return answer.pipe(res);
        }
        statuses.set(path.replace(/[?#].*$/, ""), answer.statusCode ?? 0);
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          const body = Buffer.from(injectHarness(withScripts(html, scripts)), "utf8");
          const policy = headers["content-security-policy"];
          if (typeof policy === "string") headers["content-security-policy"] = allowHarness(policy);
          headers["content-length"] = String(body.length);
          delete headers["transfer-encoding"];
          delete headers.etag;
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    forward.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
      res.end(`engines: ${error.message}\n`);
    });
    req.pipe(forward);
  });
  // HTTPS (and anything else tunnelled) through the proxy: never opened.
  front.on("connect", (req: IncomingMessage, socket) => {
    offHost.push({ method: "CONNECT", target: req.url ?? "" });
    socket.end("HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n");
  });
  // Bytes that are no HTTP at all (a TLS handshake: an engine that speaks HTTPS to its proxy)
  // are refused and recorded too.
  front.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code?.startsWith("HPE_"))
      offHost.push({ method: "?", target: `unreadable request (${error.code})` });
    socket.destroy();
  });

  await new Promise<void>((done) => front.listen(0, "127.0.0.1", done));
  const { port } = front.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    proxy: { host: "127.0.0.1", port },
    url: (route) => origin + base + route.replace(/^\//, ""),
    documentStatus: (pathname) => statuses.get(pathname),
    offHost,
    get scripts() {
      return scripts;
    },
    set scripts(mode: ScriptMode) {
      scripts = mode;
    },
    async close() {
      front.closeAllConnections();
      await new Promise<void>((done) => front.close(() => done()));
      await upstream.close();
    },
  };
}
