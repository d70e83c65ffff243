/**
 * Hostile and odd input, table-driven: every path gets a clean answer, either the 404 page with
 * status 404 or what the site promises (unknown blog and portfolio ids show the first item; category
 * and tag pages show any value as text), with no console or page error (the fixture's guard) and
 * no markup from the URL ever interpreted.
 *
 * Each path is asked twice: by the `request` fixture (the status the server gives) and by a page
 * (the status of the document and what the visitor sees once its behaviours have started). The cases of
 * one kind of answer share a test and its page, a few to a test (each is a step named after it):
 * a new page for every path cost more than the visit itself. Both resolve
 * dot segments (`..`, `%2e%2e`) as URLs do before anything is sent; the server's own answer to raw
 * dot segments is in server.spec.ts.
 */
import { allPosts } from "../../app/content/blog";
import { allPortfolioItems } from "../../app/content/portfolio";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, url, waitForBehaviours } from "./fixtures";
import { documentTitle } from "../../app/lib/seo";
import { firstPost as first, firstProject as firstItem, otherPost } from "./content-text";

type Expected =
  /** The 404 page, status 404. */
  | { notFound: true }
  /** The first post (an unknown id) or the post with this id. */
  | { post: number }
  /** The first project (an unknown id). */
  | { project: number }
  /** A category or tag page showing exactly this text as its heading. */
  | { taxon: "Tag" | "Category"; text: string }
  /** A pre-rendered page, reached at this path (after a redirect where the input is a variant). */
  | { page: string; heading: string };

const firstPost = first.id;
const firstProject = firstItem.id;
const other = otherPost.id;
const notFound = { notFound: true } as const;
const digits = (n: number) => "7".repeat(n);
const xss = "<img src=x onerror=alert(1)>";

const cases: [label: string, path: string, expected: Expected][] = [
  // Paths that name nothing.
  ["very long path (5,000 characters)", `/${"a".repeat(5_000)}`, notFound],
  ["path over the server's 16 KB limit", `/${"b".repeat(20_000)}`, notFound],
  ["encoded slash in a page name", "/login%2Findex.html", notFound],
  ["encoded slash in a post id", "/blog-details/1%2F2", notFound],
  ["encoded slash in a tag", "/blog-grid/tag/business%2Fdesign", notFound],
  ["dot segments resolving outside the site", "/login/../../../nope", notFound],
  ["encoded dot segments resolving to an unknown path", "/blog-details/%2e%2e/%2e%2e/nope", notFound],
  [
    "dot segments resolving to a page",
    `/blog-details/${firstPost}/../../login`,
    { page: "/login", heading: "Profile" },
  ],
  ["NUL byte", "/%00", notFound],
  ["NUL byte in a post id", "/blog-details/%00", notFound],
  ["invalid percent-encoding (truncated UTF-8)", "/%E0%A4%A", notFound],
  ["invalid percent-encoding in a tag", "/blog-grid/tag/%E0%A4%A", notFound],
  ["invalid percent-encoding (%ZZ)", "/%ZZ", notFound],
  ["invalid percent-encoding in a post id", "/blog-details/%ZZ", notFound],
  ["unicode path", "/caf%C3%A9", notFound],
  ["emoji path", "/%F0%9F%98%80", notFound],
  ["unicode page name in another script", "/%D0%B1%D0%BB%D0%BE%D0%B3", notFound],
  ["deeper path under a post", `/blog-details/${firstPost}/extra`, notFound],
  ["deeper path under a tag", "/blog-grid/tag/design/extra", notFound],
  ["prefix without a value", "/blog-grid/tag/", notFound],
  ["script in an unknown path", "/%3Cscript%3Ealert(1)%3C%2Fscript%3E", notFound],
  ["/index.htm (not a page)", "/index.htm", notFound],
  ["compressed twin asked directly", "/index.html.br", notFound],
  ["the old client-side fallback asked directly", "/__spa-fallback.html", notFound],
  ["a fallback document asked directly", "/__blog-tag-fallback.html", notFound],
  ["/404.html asked directly", "/404.html", notFound],
  // Query strings and fragments never change the page, nor run.
  ["query string with a script", "/?q=<script>alert(1)</script>", { page: "/", heading: "" }],
  [
    "encoded script in a query string",
    "/blog-grid?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&x=%00",
    { page: "/blog-grid", heading: "Blog Grid" },
  ],
  ["fragment with markup", `/blog-details/${other}#%3Cimg%20src=x%20onerror=alert(1)%3E`, { post: other }],
  ["fragment on an unknown path", "/nope#<script>alert(1)</script>", notFound],
  // Odd ids: the first item.
  ["id -1", "/blog-details/-1", { post: firstPost }],
  ["id 1e3", "/blog-details/1e3", { post: firstPost }],
  ["id abc", "/blog-details/abc", { post: firstPost }],
  ["id 0x1", "/blog-details/0x1", { post: firstPost }],
  ["id 0", "/blog-details/0", { post: firstPost }],
  ["id of one encoded space (no id at all)", "/blog-details/%20", notFound],
  ["id with a leading encoded space", `/blog-details/%20${other}`, { post: other }],
  ["id 1.5", "/blog-details/1.5", { post: firstPost }],
  ["10,000-digit post id", `/blog-details/${digits(10_000)}`, { post: firstPost }],
  ["emoji post id", "/blog-details/%F0%9F%98%80", { post: firstPost }],
  ["script as a post id", "/blog-details/%3Cscript%3Ealert(1)%3C%2Fscript%3E", notFound],
  ["markup as a post id", `/blog-details/${encodeURIComponent(xss)}`, { post: firstPost }],
  ["project id -1", "/portfolio-details/-1", { project: firstProject }],
  ["project id 0x1", "/portfolio-details/0x1", { project: firstProject }],
  ["10,000-digit project id", `/portfolio-details/${digits(10_000)}`, { project: firstProject }],
  // Free category and tag values: shown as text, never as markup.
  ["tag with HTML", `/blog-grid/tag/${encodeURIComponent(xss)}`, { taxon: "Tag", text: xss }],
  [
    "category with HTML and quotes",
    `/blog-grid/category/${encodeURIComponent(`"'><b>bold</b>`).replace(/%2F/g, "/")}`,
    notFound, // the "/" of </b> is a slash inside the value: not a category page (decision 002)
  ],
  [
    "category with quotes and markup, no slash",
    `/blog-grid/category/${encodeURIComponent(`"'><b>bold`)}`,
    { taxon: "Category", text: `"'><b>bold` },
  ],
  [
    "tag with raw quotes",
    "/blog-grid/tag/%22quoted%22%20'single'",
    { taxon: "Tag", text: `"quoted" 'single'` },
  ],
  ["tag with emoji", "/blog-grid/tag/%F0%9F%A6%84%20Unicorn", { taxon: "Tag", text: "🦄 Unicorn" }],
  [
    "category in unicode",
    "/blog-grid/category/Caf%C3%A9%20cr%C3%A8me",
    { taxon: "Category", text: "Café crème" },
  ],
  ["%20-encoded known tag name", "/blog-grid/tag/App%20Landing", { taxon: "Tag", text: "App Landing" }],
  [
    "%20-encoded category name",
    "/blog-grid/category/App%20Development",
    { taxon: "Category", text: "App Development" },
  ],
  ["tag of repeated spaces", "/blog-grid/tag/a%20%20%20b", { taxon: "Tag", text: "a b" }],
  ["tag of spaces only (no value at all)", "/blog-grid/tag/%20%20", notFound],
  ["a 300-character tag", `/blog-grid/tag/${"x".repeat(300)}`, { taxon: "Tag", text: "x".repeat(300) }],
  // Variants of real pages: the page itself (the server redirects what the router would misread).
  ["double slashes", "//blog-grid", { page: "/blog-grid", heading: "Blog Grid" }],
  ["double slashes inside", `/blog-details//${other}`, { post: other }],
  ["trailing slash", "/blog-grid/", { page: "/blog-grid/", heading: "Blog Grid" }],
  ["upper-case path", "/BLOG-GRID", { page: "/blog-grid", heading: "Blog Grid" }],
  ["upper-case fallback prefix", "/Blog-Details/ABC", { post: firstPost }],
  ["/index.html", "/index.html", { page: "/", heading: "" }],
  ["/blog-grid/index.html", "/blog-grid/index.html", { page: "/blog-grid", heading: "Blog Grid" }],
  ["/login.html", "/login.html", { page: "/login", heading: "Profile" }],
];

test.beforeEach(async ({ page }) => {
  // Any script from the URL that ran would call alert() (or set onerror handlers that do).
  await page.addInitScript(() => {
    window.alert = () => {
      document.documentElement.dataset.alerted = "yes";
    };
  });
});

/** The cases of each kind of answer, at most 8 to a test: each test visits its paths in one page. */
const PER_TEST = 8;
const kinds = [...new Set(cases.map(([, , expected]) => Object.keys(expected)[0]!))];
const groups = kinds.flatMap((kind) => {
  const ofKind = cases.filter(([, , expected]) => kind in expected);
  const count = Math.ceil(ofKind.length / PER_TEST);
  const size = Math.ceil(ofKind.length / count);
  return Array.from({ length: count }, (_, i) => ({
    title: `${kind} ${i + 1} of ${count}`,
    cases: ofKind.slice(i * size, (i + 1) * size),
  }));
});

for (const group of groups) {
  test(`${group.title}: ${group.cases.map(([label]) => label).join("; ")}`, async ({
    page,
    request,
    baseURL,
  }) => {
    // Each path is a fresh document; a busy machine takes a few seconds for each.
    test.setTimeout(group.cases.length * 10_000);
    for (const [label, path, expected] of group.cases) {
      const shown = path.length > 70 ? `${path.slice(0, 50)}… (${path.length} chars)` : path;
      await test.step(`${label}: ${shown}`, () => check(page, request, baseURL!, path, expected));
    }
  });
}

async function check(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  path: string,
  expected: Expected,
) {
  // Absolute, so "//x" stays a path and is not read as a host name.
  const target = new URL(baseURL).origin + url(path);
  const status = "notFound" in expected ? 404 : 200;

  const answer = await request.get(target);
  expect(answer.status(), "status for the request fixture").toBe(status);

  const response = await page.goto(target);
  expect(response?.status(), "status of the document").toBe(status);
  await waitForBehaviours(page);
  const h1 = page.locator("main h1");

  if ("notFound" in expected) {
    // Under a fallback prefix (/blog-details/%00) too: the 404 document.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText("Something’s not right.")).toBeVisible();
  } else if ("post" in expected) {
    const post = allPosts.find((p) => p.id === expected.post)!;
    await expect(h1).toHaveText(post.title);
  } else if ("project" in expected) {
    const item = allPortfolioItems.find((p) => p.id === expected.project)!;
    await expect(h1).toHaveText(item.title);
  } else if ("taxon" in expected) {
    await expect(h1).toHaveText(expected.text);
    await expect(page).toHaveTitle(
      documentTitle({ title: `${expected.text}: Blog ${expected.taxon}`, path: "/blog-grid" }),
    );
    // Text only: the heading holds no element but the value's mark (on the fallback document, where
    // the route-value behaviour writes the value), and nothing from the URL became an element.
    expect(
      await h1.evaluate(
        (el) => el.querySelectorAll("*:not([data-route-value]), [data-route-value] *").length,
      ),
    ).toBe(0);
  } else {
    expect(new URL(page.url()).pathname).toBe(url(expected.page));
    await expect(page.locator("h1")).toHaveCount(1);
    if (expected.heading) await expect(page.locator("h1")).toHaveText(expected.heading);
  }

  expect(await page.locator("img[src='x'], [onerror]").count(), "elements injected from the URL").toBe(0);
  expect(await page.evaluate(() => document.documentElement.dataset.alerted)).toBeUndefined();
}

test("the table has at least 30 inputs, each with one expected answer", () => {
  expect(cases.length).toBeGreaterThanOrEqual(30);
  expect(new Set(cases.map(([, path]) => path)).size).toBe(cases.length);
  // Every case is in exactly one test.
  expect(groups.flatMap((group) => group.cases).toSorted()).toEqual(cases.toSorted());
});
