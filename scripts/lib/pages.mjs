/**
 * The pre-rendered pages, discovered from the build output rather than typed anywhere: the
 * post-build step, the browser tests, the audit and the benchmark all read the same list, so a new
 * route is covered as soon as it is built.
 */
import { readdirSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fallbackDocuments } from "../fallback-routes.mjs";

/** The documents that are not pages of their own: served for unknown paths only. */
export const notFoundDocument = "404.html";
export const specialDocuments = [notFoundDocument, ...fallbackDocuments];

export function buildDir() {
  return resolve(process.env.BUILD_DIR || "build");
}

/** The folder a static host serves (what you upload). */
export function clientDir(dir = buildDir()) {
  return join(dir, "client");
}

/** "/doob/" style (leading and trailing slash) from BASE_PATH; "/" when unset. */
export function basePath(value = process.env.BASE_PATH) {
  const trimmed = (value ?? "").replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}

/** Every HTML file under `dir`, as paths relative to it with forward slashes. */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** Text from the build's HTML with the character references React writes (and any numeric one) decoded. */
export function decodeText(text) {
  return text
    .replace(/&#x([\da-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The text of a pre-rendered document's `<title>`. */
export function titleOf(html) {
  return decodeText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim();
}

/** "login/index.html" → "/login"; "index.html" → "/"; "about.html" → "/about". */
export function routeOf(file) {
  const path = "/" + file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
  return path.length > 1 ? path.replace(/\/$/, "") : "/";
}

/**
 * The route paths of every pre-rendered page (without the base path), sorted. The 404 document
 * and the fallback documents are not pages.
 */
export function prerenderedRoutes(dir = clientDir()) {
  return htmlFiles(dir)
    .filter((file) => !specialDocuments.includes(file))
    .map(routeOf)
    .sort();
}
