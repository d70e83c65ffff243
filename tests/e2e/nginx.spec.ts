/**
 * The nginx recipe (deploy/nginx.conf, docs/deploy.md), tested for real: Debian's nginx runs the
 * committed file over this build on 127.0.0.1 (scripts/lib/nginx.mjs) and must answer like
 * `npm start`: every page 200 with its own policy and the common security headers, hashed assets
 * cached for a year, gzip, unknown paths 404 with the 404 page, each pre-rendered fallback document
 * for exactly its prefix of scripts/fallback-routes.mjs. nginx is stopped at the end whatever happens.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import {
  fallbackDocumentFor,
  fallbackDocuments,
  fallbackPrefixes,
  fallbackRoutes,
} from "../../scripts/fallback-routes.mjs";
import { deployConfig, startNginx } from "../../scripts/lib/nginx.mjs";
import {
  buildDir,
  clientDir,
  htmlFiles,
  notFoundDocument,
  routeOf,
  specialDocuments,
} from "../../scripts/lib/pages.mjs";
import { commonHeaders, loadPolicies } from "../../scripts/lib/security-headers.mjs";
import { basePath } from "../../scripts/lib/pages.mjs";
import { firstPost, unknownPostId, unknownProjectId } from "./content-text";
import { type Answer, expect, raw, test, waitForBehaviours } from "./fixtures";

// The recipe serves the site at the root of its host; a BASE_PATH build is not what it describes.
test.skip(basePath() !== "/", "deploy/nginx.conf serves a build made without BASE_PATH");
test.describe.configure({ mode: "serial" });

const root = clientDir();
const policies = loadPolicies(buildDir());
const file = (name: string) => readFileSync(join(root, name));
const pages = htmlFiles(root).filter((name) => !specialDocuments.includes(name));

let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
test.beforeAll(async () => {
  nginx = await startNginx({ buildDirectory: buildDir() });
});
test.afterAll(async () => {
  await nginx?.stop();
});
const get = (path: string, headers: Record<string, string> = {}) => raw(nginx!.origin, path, { headers });

function expectDocument(answer: Answer, status: number, document: string, where: string) {
  expect(answer.status, where).toBe(status);
  expect(answer.body.equals(file(document)), `${where}: the body is ${document}`).toBe(true);
  expect(answer.headers["content-security-policy"], `${where}: the policy of ${document}`).toBe(
    policies[document],
  );
  expect(answer.headers["cache-control"], where).toBe("no-cache");
  for (const [name, value] of Object.entries(commonHeaders))
    expect(answer.headers[name.toLowerCase()], `${where}: ${name}`).toBe(value);
}

test("the recipe's fallback locations name exactly the prefixes of scripts/fallback-routes.mjs, each with its document", () => {
  const config = readFileSync(deployConfig, "utf8");
  const locations = [
    ...config.matchAll(
      /location ~\* \^\/\(?([^)\s]+?)\)?\/\[\^\/\]\+\/\?\$ \{[\s\S]*?try_files [^;]* \/(__[a-z-]+\.html);/g,
    ),
  ];
  const served = locations.flatMap(([, prefixes, document]) =>
    prefixes!.split("|").map((p) => [`/${p}/`, document] as const),
  );
  expect(served.map(([prefix]) => prefix).sort()).toEqual([...fallbackPrefixes].sort());
  for (const [prefix, document] of served) expect(document, prefix).toBe(fallbackDocumentFor(prefix));
});

test("every page answers 200 with its own policy and the security headers, with and without a slash", async () => {
  expect(pages.length).toBeGreaterThan(100);
  for (const name of pages) {
    const route = routeOf(name);
    expectDocument(await get(route), 200, name, route);
    if (route !== "/") expectDocument(await get(`${route}/`), 200, name, `${route}/`);
  }
});

test("unknown paths: 404 with the 404 page and its policy", async () => {
  for (const path of [
    "/nope",
    `/blog-details/${firstPost.id}/extra`,
    "/blog-details/",
    "/blog-grid/other/x",
    "/blog-details/a%2Fb",
    "/404",
    "/404.html",
    "/__spa-fallback.html",
    ...fallbackDocuments.map((name) => `/${name}`),
    "/index.html.gz",
    "/_headers",
    "/_redirects",
  ]) {
    expectDocument(await get(path), 404, notFoundDocument, path);
  }
});

test("the fallbacks for the listed prefixes; a pre-rendered page wins", async () => {
  // Unknown ids: the first item's pre-rendered page; free values: the listing that shows them.
  for (const path of [
    "/blog-grid/category/Anything",
    "/blog-grid/tag/anything",
    "/blog-grid/tag/Lorem%20Ipsum",
    `/blog-details/${unknownPostId}`,
    `/portfolio-details/${unknownProjectId}`,
    "/BLOG-DETAILS/7/",
    "/blog-details/%20a%3Fb",
  ]) {
    expectDocument(await get(path), 200, fallbackDocumentFor(path)!, path);
  }
  const post = `blog-details/${firstPost.id}`;
  expectDocument(await get(`/${post}`), 200, `${post}/index.html`, `/${post}`);
  expect(fallbackRoutes.every((f) => fallbackDocumentFor(f.prefix) === f.document)).toBe(true);
});

test("an id with spaces around it redirects to the id without them, like npm start", async () => {
  for (const [from, to] of [
    [`/blog-details/%20${firstPost.id}`, `/blog-details/${firstPost.id}`],
    [`/Portfolio-Details/${unknownProjectId}%20/?x=1`, `/portfolio-details/${unknownProjectId}?x=1`],
  ] as const) {
    const answer = await get(from);
    expect(answer.status, from).toBe(301);
    const location = new URL(String(answer.headers.location), nginx!.origin);
    expect(location.pathname + location.search, from).toBe(to);
  }
});

test("a category or tag named as the specification writes it redirects to its slug's page", async () => {
  for (const [from, to] of [
    ["/blog-grid/category/UX%20Design", "/blog-grid/category/ux-design"],
    ["/blog-grid/tag/App%20Landing?from=spec", "/blog-grid/tag/app-landing?from=spec"],
    ["/blog-grid/category/app%20development/", "/blog-grid/category/app-development"],
    ["/Blog-Grid/Tag/Design", "/blog-grid/tag/design"],
  ] as const) {
    const answer = await get(from);
    expect(answer.status, from).toBe(301);
    const location = new URL(String(answer.headers.location), nginx!.origin);
    expect(location.pathname + location.search, from).toBe(to);
  }
  expectDocument(
    await get("/blog-grid/category/ux-design"),
    200,
    "blog-grid/category/ux-design/index.html",
    "the slug itself",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the name form, an unknown id and a free value read as pages", async ({ page }) => {
    await page.goto(nginx!.origin + "/blog-grid/category/UX%20Design");
    expect(new URL(page.url()).pathname).toBe("/blog-grid/category/ux-design");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("UX Design");
    await page.goto(nginx!.origin + `/blog-details/${unknownPostId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstPost.title);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.goto(nginx!.origin + "/blog-grid/tag/Lorem%20Ipsum");
    // Without scripts the value is named neutrally (blog.spec.ts reads the words); the empty state shows.
    await expect(page.locator("main [data-route-value]").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "See All Posts" })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test("hashed assets are immutable; text is sent gzipped to clients that accept it", async () => {
  const asset = readdirSync(join(root, "assets")).find((name) => name.endsWith(".js"))!;
  const plain = await get(`/assets/${asset}`);
  expect(plain.status).toBe(200);
  expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.headers["content-security-policy"]).toBeUndefined();
  expect(plain.headers["x-content-type-options"]).toBe("nosniff");
  expect(plain.body.equals(file(`assets/${asset}`))).toBe(true);

  const zipped = await get(`/assets/${asset}`, { "accept-encoding": "gzip" });
  expect(zipped.headers["content-encoding"]).toBe("gzip");
  expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
  expect(gunzipSync(zipped.body).equals(file(`assets/${asset}`))).toBe(true);

  const page = await get("/login", { "accept-encoding": "gzip" });
  expect(page.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(page.body).equals(file("login/index.html"))).toBe(true);
});

test("pages served by nginx start their behaviours under their policy without a violation", async ({
  page,
  guard,
}) => {
  for (const path of [
    `/blog-details/${unknownPostId}`,
    "/blog-grid/tag/Lorem%20Ipsum",
    "/contact",
    "/nope",
  ]) {
    await page.goto(nginx!.origin + path);
    await waitForBehaviours(page);
  }
  await expect(page.locator("h1")).toBeVisible();
  expect(guard.cspViolations).toEqual([]);
});
