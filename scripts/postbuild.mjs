/**
 * Runs after `react-router build` (`npm run build`) on BUILD_DIR (default "build"):
 *   1. sub-path builds (BASE_PATH): lift the pages out of client/<base>/ so client/ is the site root;
 *   2. the 404 document: the catch-all route pre-rendered at /404 becomes 404.html, and each
 *      fallback route's page (an unknown id's first item, a free category or tag value's listing)
 *      its document (scripts/fallback-routes.mjs); React Router's SPA document goes (decision 030);
 *   3. every page: the controls script that works them from the first paint goes into <head>
 *      (decision 027, scripts/lib/early-controls.mjs), and the behaviours' entry, the one module
 *      script of every page (decision 030, scripts/lib/behaviours-entry.mjs; what it loads is
 *      recorded in behaviours.json for the budgets, scripts/lib/module-graph.mjs),
 *      the symbols of its icons are written once, into a sprite at the start of <body> (decision 021),
 *      and then the CSS its first paint needs is inlined, the full stylesheet loaded without blocking
 *      it (decision 019, scripts/lib/critical-css.mjs);
 *   4. sitemap.xml and robots.txt from the pages' own canonical links (noindex pages have none);
 *   5. security headers: each document's Content-Security-Policy from its final bytes (decision 010),
 *      written for `npm start` (headers.json), nginx (nginx-csp.conf, nginx-headers.conf) and
 *      Netlify/Cloudflare (_headers, and _redirects for the fallbacks and category/tag names), and
 *      nginx's redirects from category and tag names to their slugs (nginx-redirects.conf);
 *   6. .br and .gz next to every text file, so the server compresses nothing at run time.
 */
import { existsSync } from "node:fs";
import { readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { loadEnv } from "vite";
import { behaviours as registry } from "../app/behaviours/registry.ts";
import { compressedVariants } from "./lib/compress.mjs";
import { criticalCssInliner } from "./lib/critical-css.mjs";
import {
  insertBehaviours,
  insertWidgetUrls,
  readBehavioursManifest,
  readWidgets,
  removeFrameworkBuild,
} from "./lib/behaviours-entry.mjs";
import { insertEarlyControls } from "./lib/early-controls.mjs";
import { inlineIconSprite } from "./lib/icon-sprite.mjs";
import { BEHAVIOURS_RECORD, behavioursGraph } from "./lib/module-graph.mjs";
import {
  fallbackDocumentFor,
  fallbackPrefixes,
  fallbackRoutes,
  nginxTaxonomyMap,
  redirectsFile,
  taxonomyPrefixes,
} from "./fallback-routes.mjs";
import { basePath, buildDir, clientDir, htmlFiles, notFoundDocument } from "./lib/pages.mjs";
import { writeWhole } from "./lib/write-whole.mjs";
import {
  HEADERS_FILE_LIMITS,
  HEADERS_MANIFEST,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxHeaders,
  nginxMap,
  readAnalyticsOrigin,
  readDisqusShortname,
} from "./lib/security-headers.mjs";

const client = clientDir();
/**
 * The VITE_ variables as the build saw them: the environment first, then `.env.production.local`,
 * `.env.production`, `.env.local` and `.env` (Vite's own order), so a value a seller keeps in `.env`
 * reaches the policy as it reached the pages.
 */
const env = loadEnv("production", process.cwd(), "VITE_");
const base = basePath();
/** React Router's SPA fallback document: its build writes it, no server serves it (decision 030). */
const routerSpaDocument = "__spa-fallback.html";
const textExtensions = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".webmanifest"]);

if (!existsSync(client)) {
  console.error(`postbuild: ${client} does not exist; run react-router build first.`);
  process.exit(1);
}

/**
 * 1. With BASE_PATH=/doob/ React Router writes pages to client/doob/ but assets to client/assets/, and
 * (since 8.x) the client-side fallback document to the client folder's root, named index.html when no
 * page is there: it goes back to its own name before the pages are lifted beside it.
 */
async function liftBasePath() {
  if (base === "/") return;
  const nested = join(client, base);
  if (!existsSync(nested)) return;
  const rootIndex = join(client, "index.html");
  if (existsSync(rootIndex) && existsSync(join(nested, "index.html"))) {
    await rename(rootIndex, join(client, routerSpaDocument));
  }
  for (const entry of await readdir(nested)) {
    if (existsSync(join(client, entry)))
      throw new Error(`postbuild: ${entry} exists in ${client} and ${nested}`);
    await rename(join(nested, entry), join(client, entry));
  }
  await rm(join(client, base.split("/")[1]), { recursive: true });
}

/** 2. /404 itself must not be a 200 page: its HTML moves to the root as the 404 document. */
async function moveNotFound() {
  const rendered = join(client, "404", "index.html");
  const target = join(client, notFoundDocument);
  if (existsSync(rendered)) {
    await rename(rendered, target);
    await rm(join(client, "404"), { recursive: true });
  }
  if (!existsSync(target)) {
    throw new Error('postbuild: no 404 page; "/404" must be in the prerender list (react-router.config.ts)');
  }
}

/**
 * 2b. A fallback route's page (an unknown id's first item, a free value's listing; noindex) must not
 * be a page at its own address.
 */
async function moveFallbackDocuments() {
  for (const { render, document, answer } of fallbackRoutes) {
    const folder = join(client, ...render.split("/").filter(Boolean));
    const rendered = join(folder, "index.html");
    if (!existsSync(rendered)) {
      throw new Error(`postbuild: "${render}" was not pre-rendered (react-router.config.ts)`);
    }
    const html = await readFile(rendered, "utf8");
    if (!/<meta name="robots" content="noindex/.test(html)) {
      throw new Error(`postbuild: "${render}" must render an unknown value's page, marked noindex`);
    }
    if (answer === "value" && !/<[^>]+ data-route-value-title="/.test(html)) {
      throw new Error(`postbuild: "${render}" must mark its heading for the value (data-route-value-title)`);
    }
    await rename(rendered, join(client, document));
    await rm(folder, { recursive: true });
  }
}

/** The category and tag pages with the name each shows (its h1), for the name redirects. */
async function taxonomyPages(files) {
  const pages = [];
  for (const file of files) {
    const path = "/" + file.replace(/\/index\.html$/, "");
    if (!taxonomyPrefixes.some((prefix) => path.startsWith(prefix)) || !file.endsWith("/index.html"))
      continue;
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await readFile(join(client, file), "utf8"));
    if (!h1) throw new Error(`postbuild: ${file}: no h1 to take the name from`);
    pages.push({ path, name: unescapeHtml(h1[1].replace(/<[^>]+>/g, "")).trim() });
  }
  return pages;
}

/**
 * 3. Each page read and written once: the controls script, the behaviours' entry, icon sprite,
 * critical CSS. Returns how many pages got each and the largest inlined CSS (raw bytes);
 * then the stylesheets lose their font faces, which live in each page's inlined CSS only
 * (decision 019).
 */
async function rewritePages(files) {
  const inlineCriticalCss = criticalCssInliner({ root: client, base });
  const { entry } = behaviours;
  const counts = { behaviours: 0, sprites: 0, critical: 0, largestCss: 0 };
  for (const file of files) {
    const path = join(client, file);
    try {
      const source = await readFile(path, "utf8");
      const withScripts = insertWidgetUrls(insertBehaviours(insertEarlyControls(source), { entry, base }), {
        entries: widgets.entries,
        base,
      });
      const { html: withSprite, icons } = await inlineIconSprite(withScripts);
      const critical = await inlineCriticalCss(withSprite);
      const html = critical.inlined ? critical.html : withSprite;
      if (html !== source) await writeFile(path, html);
      counts.behaviours += 1;
      counts.sprites += icons > 0 ? 1 : 0;
      if (critical.inlined) {
        counts.critical += 1;
        counts.largestCss = Math.max(counts.largestCss, critical.bytes);
      }
    } catch (error) {
      throw new Error(`postbuild: ${file}: ${error.message}`, { cause: error });
    }
  }
  inlineCriticalCss.removeFontFacesFromStylesheets();
  return counts;
}

const escapeXml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c],
  );
const unescapeHtml = (text) =>
  text.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_, e) => ({ amp: "&", lt: "<", gt: ">", quot: '"' })[e] ?? "'",
  );

/** 4. The canonical URLs of the pages, deduplicated and sorted. */
async function writeSitemap(files) {
  const urls = new Set();
  for (const file of files) {
    const html = await readFile(join(client, file), "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    const link = /<link\b[^>]*\brel="canonical"[^>]*>/.exec(head);
    if (!link) continue;
    const href = /\bhref="([^"]+)"/.exec(link[0]);
    if (!href) throw new Error(`postbuild: ${file}: canonical link without href`);
    urls.add(new URL(unescapeHtml(href[1])).href);
  }
  if (urls.size === 0) throw new Error("postbuild: no page has a canonical link; the sitemap would be empty");
  const sorted = [...urls].sort();
  const sitemapUrl = new URL(`${base}sitemap.xml`, new URL(sorted[0]).origin).href;
  const body = sorted.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join("\n");
  await writeFile(
    join(client, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
  );
  await writeFile(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`);
  return sorted.length;
}

/**
 * 5. Must run after every rewrite of the HTML (the hashes are of the bytes served). Returns the
 * number of documents.
 */
async function writeSecurityHeaders(files) {
  const disqusShortname = readDisqusShortname(env.VITE_DISQUS_SHORTNAME);
  const analyticsOrigin = readAnalyticsOrigin(env.VITE_PLAUSIBLE_DOMAIN, env.VITE_PLAUSIBLE_SCRIPT);
  const hashes = {};
  const policies = {};
  for (const file of files) {
    hashes[file] = inlineScriptHashes(await readFile(join(client, file), "utf8"));
    policies[file] = contentSecurityPolicy({
      scriptHashes: hashes[file],
      disqusShortname,
      analyticsOrigin,
    });
  }
  // Whole or not at all: a running `npm run serve` reloads it when it changes (scripts/serve.mjs).
  await writeWhole(
    join(buildDir(), HEADERS_MANIFEST),
    JSON.stringify({ disqusShortname, analyticsOrigin, policies }, null, 1) + "\n",
  );
  await writeFile(join(buildDir(), "nginx-csp.conf"), nginxMap(policies));
  await writeFile(join(buildDir(), "nginx-headers.conf"), nginxHeaders());
  const headers = headersFile({
    hashes,
    disqusShortname,
    analyticsOrigin,
    fallbackPrefixes,
    documentFor: fallbackDocumentFor,
    notFoundDocument,
    base,
  });
  await writeFile(join(client, "_headers"), headers.text);
  const taxonomy = await taxonomyPages(files);
  await writeFile(join(client, "_redirects"), redirectsFile(base, taxonomy));
  await writeFile(
    join(buildDir(), "nginx-redirects.conf"),
    nginxTaxonomyMap(taxonomy.map((page) => page.path)),
  );
  if (headers.rules > HEADERS_FILE_LIMITS.rules || headers.longest > HEADERS_FILE_LIMITS.lineLength) {
    console.warn(
      `postbuild: _headers has ${headers.rules} rules and lines of up to ${headers.longest} characters; ` +
        `Cloudflare Pages reads at most ${HEADERS_FILE_LIMITS.rules} rules of ${HEADERS_FILE_LIMITS.lineLength}.`,
    );
  }
  return files.length;
}

/** 6. Writes a variant only when it is smaller than the file. Returns the byte totals. */
async function precompress() {
  const entries = await readdir(client, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && textExtensions.has(extname(e.name)))
    .map((e) => join(e.parentPath, e.name));
  const totals = { files: files.length, raw: 0, br: 0, gz: 0 };
  await Promise.all(
    files.map(async (path) => {
      const data = await readFile(path);
      const { br, gz: gzipped } = await compressedVariants(data);
      totals.raw += data.length;
      for (const [suffix, out] of [
        [".br", br],
        [".gz", gzipped],
      ]) {
        if (out.length < data.length) await writeFile(path + suffix, out);
        else await rm(path + suffix, { force: true });
        totals[suffix.slice(1)] += Math.min(out.length, data.length);
      }
    }),
  );
  return totals;
}

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;

await liftBasePath();
const behaviours = readBehavioursManifest(client);
const widgets = readWidgets(client);
// What each page's markers make it load, kept for the budgets: the manifest goes with .vite/.
await writeFile(
  join(buildDir(), BEHAVIOURS_RECORD),
  JSON.stringify(behavioursGraph(behaviours.manifest, registry), null, 1) + "\n",
);
const frameworkFilesRemoved = await removeFrameworkBuild(
  client,
  new Set([...behaviours.files, ...widgets.files]),
);
// React Router's SPA fallback: no page hydrates, so no server serves it (decision 030).
await rm(join(client, routerSpaDocument), { force: true });
await moveNotFound();
await moveFallbackDocuments();
const files = htmlFiles(client);
// Static hosts decode the request path before looking for the file, so "/tag/App%20Landing" must
// have been pre-rendered as "/tag/App Landing" (prerender paths are given decoded).
const encoded = files.filter((file) => /%[0-9a-f]{2}/i.test(file));
if (encoded.length > 0) throw new Error(`postbuild: percent-encoded output paths: ${encoded.join(", ")}`);
const pages = await rewritePages(files);
const sitemapCount = await writeSitemap(files);
const policyCount = await writeSecurityHeaders(files);
const totals = await precompress();
const notFoundSize = (await stat(join(client, notFoundDocument))).size;

console.log(
  `postbuild (${buildDir()}): ${files.length} HTML files, behaviours' entry in ${pages.behaviours} (${frameworkFilesRemoved} framework files removed), icon sprite in ${pages.sprites}, ` +
    `critical CSS inlined in ${pages.critical} (up to ${kb(pages.largestCss)} raw), ` +
    `404.html ${kb(notFoundSize)}, sitemap ${sitemapCount} URLs, ${policyCount} policies, ${totals.files} files precompressed ` +
    `(${kb(totals.raw)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)})`,
);
