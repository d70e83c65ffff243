/**
 * The blog in a real browser against the built site: the four list layouts, the sidebar
 * search, post pages (with the fallback for unknown ids), category and tag pages (decoding,
 * escaping, fallbacks), the Disqus embed that waits until the visitor scrolls near it, the
 * RSS feed, and the magazine home's carousel.
 */
import { readFileSync } from "node:fs";
import type { Locator, Page, Route } from "@playwright/test";
import {
  type BlogPost,
  allPosts,
  blogArchives,
  blogPosts,
  blogTagNames,
  categoryCounts,
  commentMessages,
  categoryHref,
  latestPosts,
  popularPosts,
  postsByTag,
  tagHref,
} from "../../app/content/blog";
import { artPath } from "../../app/content/images";
import { magazineHome } from "../../app/content/homes/magazine";
import { commentSettings, listSizes } from "../../app/content/settings";
import { commentThread, disqusThreadPage } from "../../app/lib/comments";
import { postPage, unknownValueName } from "../../app/content/pages/blog";
import { splitFrontmatter } from "../../app/content/post-schema";
import { expect, mockThirdParty, test, url, visit } from "./fixtures";
import { brand } from "../../app/content/brand";
import { documentTitle } from "../../app/lib/seo";
import {
  firstPost,
  firstProject,
  literal,
  otherPost,
  searchWordFor,
  unknownPostId,
  unknownProjectId,
} from "./content-text";

const DISQUS = /^https:\/\/doob-test\.disqus\.com\//;

/** The first paragraph of a post's body, as its file has it (Markdown emphasis and line breaks removed). */
function firstParagraph(post: BlogPost): string {
  const file = `app/content/posts/${post.slug}.mdx`;
  const { body } = splitFrontmatter(file, readFileSync(file, "utf8"));
  const paragraph = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !/^(#|-|>|!|```|\d+\.)/.test(block))!;
  return paragraph.replace(/[*_`]/g, "").replace(/\s+/g, " ");
}

/** The largest file of a post's cover, as a site path ("art/blog-1-780.webp"). */
const coverFile = (post: BlogPost) => artPath(post.image, post.image.widths.at(-1));

const canonical = (page: Page) => page.locator('head link[rel="canonical"]');
const robots = (page: Page) => page.locator('head meta[name="robots"]');
const posts = (page: Page) => page.locator("section#posts");
/** The titles of the cards a visitor sees (a search hides the others). */
const cardTitles = (scope: Locator) => scope.locator("article:visible").locator(":is(h2, h3)");
/** The cards of the main list (not the sidebar's recent posts). */
const listed = (page: Page, id = "posts") => page.locator(`section#${id} ul`).first();

/**
 * A path without a pre-rendered page of its own: the server answers with its prefix's pre-rendered
 * fallback document (scripts/fallback-routes.mjs), whose behaviours write a free value in.
 */
async function visitFallback(page: Page, path: string) {
  const response = await visit(page, path);
  await expect(page.locator("main h1")).toHaveCount(1);
  return response;
}

test.describe("list layouts", () => {
  test("/blog-grid: breadcrumb, a card per post linking to its page, View More Post to the grid", async ({
    page,
  }) => {
    await visit(page, "/blog-grid");
    await expect(page).toHaveTitle(/^Blog Grid \|/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Grid");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home/", "Blog Grid"]);
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", url("/"));

    await expect(cardTitles(posts(page))).toHaveText(blogPosts.map((p) => p.title));
    for (const post of blogPosts)
      await expect(posts(page).getByRole("link", { name: post.title, exact: true })).toHaveAttribute(
        "href",
        url(`/blog-details/${post.id}`),
      );
    await expect(page.getByRole("link", { name: "View More Post" })).toHaveAttribute(
      "href",
      url("/blog-grid"),
    );
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      url("/rss.xml"),
    );
  });

  test("/blog-list-view: title, author, date and summary on each card; View More Post is honest", async ({
    page,
  }) => {
    await visit(page, "/blog-list-view");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog List View");
    const first = posts(page).getByRole("article").first();
    await expect(first.getByRole("heading")).toHaveText(blogPosts[0]!.title);
    await expect(first).toContainText(blogPosts[0]!.author);
    await expect(first.locator("time")).toHaveAttribute("datetime", blogPosts[0]!.date.iso);
    await expect(first).toContainText(blogPosts[0]!.desc);
    // The spec gives it no target: a disabled button, not a dead link.
    await expect(page.getByRole("button", { name: "View More Post" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "View More Post" })).toHaveCount(0);
  });

  for (const path of ["/blog-grid-sidebar", "/blog-list-sidebar"]) {
    test(`${path}: the sidebar lists categories, recent posts, archives and tags`, async ({ page }) => {
      await visit(page, path);
      const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
      const category = categoryCounts()[0]!;
      await expect(
        sidebar.getByRole("link", { name: new RegExp(`^${literal(category.name).source} \\d+ posts?$`) }),
      ).toHaveAttribute("href", url(categoryHref(category.name)));
      const recent = blogPosts.slice(0, listSizes.sidebarRecent);
      await expect(sidebar.getByRole("article")).toHaveCount(recent.length);
      await expect(sidebar.locator("time")).toContainText(recent.map((post) => post.date.display));
      await expect(sidebar.getByText(blogArchives.at(-1)!.display, { exact: true })).toBeVisible();
      const tag = blogTagNames[0]!;
      await expect(sidebar.getByRole("link", { name: tag, exact: true })).toHaveAttribute(
        "href",
        url(tagHref(tag)),
      );
      await expect(page.getByRole("button", { name: "View More Post" })).toBeDisabled();
    });
  }
});

test.describe("sidebar search", () => {
  test("filters the listed posts by title in place, with a clear state when nothing matches", async ({
    page,
  }) => {
    await visit(page, "/blog-grid-sidebar");
    const search = page.getByRole("searchbox", { name: "Search posts by title" });
    await expect(search).toHaveAttribute("required", "");

    const sought = blogPosts.at(-1)!;
    const word = searchWordFor(sought, blogPosts);
    await search.fill(word);
    await expect(cardTitles(listed(page))).toHaveText([sought.title]);
    await expect(posts(page).getByRole("status")).toHaveText(`1 post matches “${word}”.`);

    // Submitting searches in place: no navigation, no query string.
    await search.press("Enter");
    await expect(page).toHaveURL(url("/blog-grid-sidebar"));
    await expect(cardTitles(listed(page))).toHaveText([sought.title]);

    await search.fill("<b>zebra</b>");
    await expect(page.getByText("No posts match “<b>zebra</b>”.", { exact: true }).last()).toBeVisible();
    await expect(posts(page).locator("b")).toHaveCount(0);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(cardTitles(listed(page))).toHaveCount(blogPosts.length);
  });

  test("an empty search is refused by the browser and changes nothing", async ({ page }) => {
    await visit(page, "/blog-list-sidebar");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const valid = await page
      .getByRole("searchbox")
      .evaluate((input: HTMLInputElement) => input.validity.valid);
    expect(valid).toBe(false);
    await expect(page).toHaveURL(url("/blog-list-sidebar"));
  });
});

test.describe("post pages", () => {
  test("a post's page: its title, its own byline and cover, the tags, BlogPosting JSON-LD", async ({
    page,
  }) => {
    const post = otherPost;
    const path = `/blog-details/${post.id}`;
    await visit(page, path);
    await expect(page).toHaveTitle(documentTitle({ title: post.title, path }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(canonical(page)).toHaveAttribute("href", new RegExp(`${path}$`));
    await expect(robots(page)).toHaveCount(0);
    const cover = page.locator("section#article img").first();
    await expect(cover).toHaveAttribute("fetchpriority", "high");

    // The post's own tags (issue 42), then the blog's whole cloud.
    const article = postPage(String(post.id)).article;
    const ownTags = page
      .locator("section#article")
      .getByRole("heading", { name: article.tagsTitle })
      .locator("..");
    await expect(ownTags.getByRole("link")).toHaveText(
      blogTagNames.filter((name) => post.tags.includes(name)),
    );
    const tags = page
      .locator("section#article")
      .getByRole("heading", { name: article.cloudTitle })
      .locator("..");
    await expect(tags.getByRole("link")).toHaveText([...blogTagNames]);
    const tag = blogTagNames[0]!;
    await expect(tags.getByRole("link", { name: tag, exact: true })).toHaveAttribute(
      "href",
      url(tagHref(tag)),
    );

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>),
      );
    const posting = jsonLd.find((data) => data["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({
      headline: post.title,
      description: post.desc,
      datePublished: post.date.iso,
      author: { name: post.author },
    });
    expect(String(posting.url)).toMatch(new RegExp(`${path}$`));
    expect(jsonLd.some((data) => data["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("every post shows its own body, its byline and its reading time", async ({ page }) => {
    test.slow(); // One hydrated page per post: ~25 s on a quiet machine, past 30 s on a busy one.
    const seen = new Set<string>();
    for (const post of allPosts) {
      await visit(page, `/blog-details/${post.id}`);
      const article = page.locator("section#article article");
      await expect(article.getByText(firstParagraph(post), { exact: true })).toBeVisible();
      await expect(article).toContainText(`${post.author}, ${post.authorRole}`);
      await expect(article.locator("time").first()).toHaveAttribute("datetime", post.date.iso);
      await expect(article.locator("time").first()).toHaveText(post.date.display);
      await expect(article).toContainText(`${post.readingMinutes} min read`);
      await expect(article.locator("img").first()).toHaveAttribute("alt", post.image.alt);
      expect(await article.locator("h2").count(), post.slug).toBeGreaterThan(1);
      const text = await article.innerText();
      expect(seen.has(text), `post ${post.id} has a body of its own`).toBe(false);
      seen.add(text);
    }
  });

  test("the card, the page, the feed and the JSON-LD give the same author, date and cover", async ({
    page,
    request,
  }) => {
    const xml = await (await request.get(url("/rss.xml"))).text();
    await visit(page, "/blog-grid");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const ns = {
        dc: "http://purl.org/dc/elements/1.1/",
        content: "http://purl.org/rss/1.0/modules/content/",
        media: "http://search.yahoo.com/mrss/",
      };
      return [...doc.querySelectorAll("channel > item")].map((item) => ({
        link: item.querySelector("link")?.textContent ?? "",
        author: item.getElementsByTagNameNS(ns.dc, "creator")[0]?.textContent,
        pubDate: item.querySelector("pubDate")?.textContent ?? "",
        image: item.getElementsByTagNameNS(ns.media, "content")[0]?.getAttribute("url"),
        content: item.getElementsByTagNameNS(ns.content, "encoded")[0]?.textContent ?? "",
        // The article's text, as a feed reader shows the HTML.
        text:
          new DOMParser().parseFromString(
            item.getElementsByTagNameNS(ns.content, "encoded")[0]?.textContent ?? "",
            "text/html",
          ).body.textContent ?? "",
      }));
    }, xml);

    // Each page as the build wrote it, read in the browser's own parser: the same as once hydrated,
    // since a difference would be a hydration error (reported by every visit of the audit), so no
    // page needs loading here.
    const read = async (path: string, title: string) =>
      page.evaluate(
        ([source, name]) => {
          const doc = new DOMParser().parseFromString(source!, "text/html");
          const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ");
          const cards = [
            ...(doc.querySelector("section#posts ul")?.querySelectorAll("article") ?? []),
          ].filter((article) =>
            [...article.querySelectorAll("a")].some((link) => text(link).trim() === name),
          );
          const article = doc.querySelector("section#article article");
          return {
            cards: cards.map((card) => ({
              text: text(card),
              date: card.querySelector("time")?.getAttribute("datetime"),
              image: card.querySelector("img")?.getAttribute("src"),
            })),
            article: article && {
              text: text(article),
              date: article.querySelector("time")?.getAttribute("datetime"),
              image: article.querySelector("img")?.getAttribute("src"),
            },
            data: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
              (script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>,
            ),
          };
        },
        [await (await request.get(url(path))).text(), title],
      );

    for (const post of allPosts) {
      const where = `post ${post.id}`;
      // The card, on the page of the category it shows.
      const { cards } = await read(categoryHref(post.category), post.title);
      expect(cards, where).toHaveLength(1);
      const card = cards[0]!;
      expect(card.text, where).toContain(post.author);
      expect(card.date, where).toBe(post.date.iso);
      expect(card.text, where).toContain(`${post.readingMinutes} min read`);
      expect(card.image, where).toBe(url(`/${artPath(post.image)}`));

      // The page and its JSON-LD.
      const { article, data } = await read(`/blog-details/${post.id}`, post.title);
      expect(article, where).toBeTruthy();
      expect(article!.text, where).toContain(post.author);
      expect(article!.date, where).toBe(post.date.iso);
      expect(article!.image, where).toBe(url(`/${artPath(post.image)}`));
      const posting = data.find((entry) => entry["@type"] === "BlogPosting")!;
      expect(posting, where).toMatchObject({ author: { name: post.author }, datePublished: post.date.iso });
      expect(String(posting.image), where).toMatch(new RegExp(`${url(`/${coverFile(post)}`)}$`));

      // The feed: the same author, day and cover, and the full article.
      const item = feed.find((entry) => entry.link.endsWith(`/blog-details/${post.id}`))!;
      expect(item, where).toBeTruthy();
      expect(item.author, where).toBe(post.author);
      expect(new Date(item.pubDate).toISOString().slice(0, 10), where).toBe(post.date.iso);
      expect(item.image, where).toBe(posting.image);
      expect(item.text.replace(/\s+/g, " "), where).toContain(firstParagraph(post));
      expect(item.content, where).toContain(String(posting.image));
    }
  });

  test("an unknown id shows the first post's pre-rendered page, and is not indexed", async ({ page }) => {
    const response = await visitFallback(page, `/blog-details/${unknownPostId}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstPost.title);
    await expect(robots(page)).toHaveAttribute("content", /noindex/);
    await expect(canonical(page)).toHaveCount(0);
  });

  test("the fallback page is the first post's, body included, and its links lead on", async ({ page }) => {
    const post = firstPost;
    await visit(page, `/blog-details/${unknownPostId}`);
    await expect(page.getByText(firstParagraph(post), { exact: true })).toBeVisible();
    await page.locator("section#article").getByRole("link", { name: post.category, exact: true }).click();
    await expect(page).toHaveURL(url(categoryHref(post.category)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.category);
  });

  test("an id with spaces around it is the id without them (a redirect)", async ({ page }) => {
    const response = await visit(page, `/blog-details/%20${otherPost.id}%20`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(url(`/blog-details/${otherPost.id}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(otherPost.title);
  });

  test("other paths under /blog-details stay 404s", async ({ page }) => {
    const response = await page.goto(url(`/blog-details/${firstPost.id}/comments`));
    expect(response?.status()).toBe(404);
  });
});

test.describe("category and tag pages", () => {
  test("a known tag lists its posts, with the breadcrumb and its canonical URL", async ({ page }) => {
    await visit(page, "/blog-grid/tag/business");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home/",
      "Blog Tag List",
    ]);
    await expect(cardTitles(listed(page))).toHaveText(postsByTag("business").map((p) => p.title));
    await expect(canonical(page)).toHaveAttribute("href", /\/blog-grid\/tag\/business$/);
  });

  test("a known category", async ({ page }) => {
    await visit(page, "/blog-grid/category/app-development");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("App Development");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Blog Category List");
    await expect(listed(page).getByRole("article")).toHaveCount(2);
  });

  test("the name as the spec writes it (%20 as a space) leads to the slug's page", async ({ page }) => {
    const response = await visit(page, "/blog-grid/tag/App%20Landing");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(url("/blog-grid/tag/app-landing"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("App Landing");
    await expect(listed(page).getByRole("article")).toHaveCount(postsByTag("app-landing").length);
    await expect(canonical(page)).toHaveAttribute("href", /\/blog-grid\/tag\/app-landing$/);
  });

  test("an unknown value: shown decoded, an empty state, not indexed", async ({ page }) => {
    await visitFallback(page, "/blog-grid/category/Lorem%20Ipsum");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lorem Ipsum");
    await expect(page.getByText("No posts are filed under “Lorem Ipsum” yet.")).toBeVisible();
    await expect(page).toHaveTitle(documentTitle({ title: "Lorem Ipsum: Blog Category", path: "/x" }));
    await expect(page.getByRole("link", { name: "See All Posts" })).toHaveAttribute(
      "href",
      url("/blog-grid"),
    );
    await expect(robots(page)).toHaveAttribute("content", /noindex/);
    await expect(canonical(page)).toHaveCount(0);
  });

  test("markup in the value is shown as text, never run or rendered", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { alert: () => void }).alert = () => {
        document.documentElement.dataset.alerted = "yes";
      };
    });
    await visitFallback(page, "/blog-grid/tag/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%3Cb%3Ebold");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("<img src=x onerror=alert(1)><b>bold");
    await expect(page.locator("main h1 :is(img, b)")).toHaveCount(0);
    await expect(page).toHaveTitle(
      documentTitle({ title: "<img src=x onerror=alert(1)><b>bold: Blog Tag", path: "/blog-grid/tag/x" }),
    );
    expect(await page.evaluate(() => document.documentElement.dataset.alerted)).toBeUndefined();
  });

  test("a value with an encoded slash is not a tag page: 404 (decision 002)", async ({ page }) => {
    const response = await page.goto(url("/blog-grid/tag/%3Cb%3Ex%3C%2Fb%3E"));
    expect(response?.status()).toBe(404);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an unknown post id shows the first post, its body and reading time, not indexed", async ({
    page,
  }) => {
    const post = firstPost;
    const response = await page.goto(url(`/blog-details/${unknownPostId}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.getByText(firstParagraph(post), { exact: true })).toBeVisible();
    await expect(page.locator("section#article")).toContainText(`${post.readingMinutes} min read`);
    await expect(robots(page)).toHaveAttribute("content", /noindex/);
    await expect(canonical(page)).toHaveCount(0);
    await expect(page.getByText("Loading")).toHaveCount(0);
  });

  for (const kind of ["category", "tag"] as const) {
    test(`a free ${kind} value reads as a page: named neutrally, the empty state, not indexed`, async ({
      page,
    }) => {
      const response = await page.goto(url(`/blog-grid/${kind}/no-such-${kind}`));
      expect(response?.status()).toBe(200);
      const name = unknownValueName(kind);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.locator("section#posts")).toContainText(`“${name}”`);
      await expect(page.getByRole("link", { name: "See All Posts" })).toHaveAttribute(
        "href",
        url("/blog-grid"),
      );
      await expect(robots(page)).toHaveAttribute("content", /noindex/);
      await expect(page.getByText("Loading")).toHaveCount(0);
    });
  }

  test("a refused value under a fallback prefix is the 404 page", async ({ page }) => {
    const response = await page.goto(url("/blog-details/%00"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  });

  test("an unknown project id shows the first project, not indexed", async ({ page }) => {
    const response = await page.goto(url(`/portfolio-details/${unknownProjectId}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstProject.title);
    await expect(robots(page)).toHaveAttribute("content", /noindex/);
  });

  for (const [path, slugPath, name] of [
    ["/blog-grid/category/UX%20Design", "/blog-grid/category/ux-design", "UX Design"],
    ["/blog-grid/tag/App%20Landing", "/blog-grid/tag/app-landing", "App Landing"],
    ["/blog-grid/category/app%20development", "/blog-grid/category/app-development", "App Development"],
  ] as const) {
    test(`${path} (the name, as the specification writes it) reaches its pre-rendered page`, async ({
      page,
    }) => {
      const response = await page.goto(url(path));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(url(slugPath));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(listed(page).getByRole("article").first()).toBeVisible();
      await expect(canonical(page)).toHaveAttribute("href", new RegExp(`${slugPath}$`));
    });
  }
});

test.describe("comments", () => {
  const fakeEmbed = `
    window.DISQUS = { reset: function () { window.__disqusResets = (window.__disqusResets || 0) + 1; } };
    var thread = document.getElementById("disqus_thread");
    var note = document.createElement("p");
    note.textContent = "Fake Disqus thread";
    thread.appendChild(note);`;
  const fakeCount = `window.DISQUSWIDGETS = { getCount: function () {} };`;
  /** Disqus's scripts as the fakes above: the embed fills the thread, the count script does nothing. */
  const serveFakes = (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: "text/javascript",
      body: route.request().url().endsWith("/embed.js") ? fakeEmbed : fakeCount,
    });
  const comments = (page: Page) => page.locator("section#comments");
  /** The words over the comment box: what is happening while there is no thread to show. */
  const status = (page: Page) => comments(page).getByRole("status");
  const retry = (page: Page) => comments(page).getByRole("button", { name: commentMessages.retry });
  const onDisqus = (page: Page) => comments(page).getByRole("link", { name: commentMessages.openOnDisqus });

  /**
   * Opens the post with a clock that runs only when the test moves it (from hydration on), so the
   * bounded wait for the thread is crossed by the test, never by a slow machine.
   */
  async function visitWithClock(page: Page) {
    await page.clock.install();
    await visit(page, `/blog-details/${otherPost.id}`);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  }

  test("the Disqus scripts load only once the visitor scrolls near the comments; the thread replaces the loading message", async ({
    page,
  }) => {
    const calls = await mockThirdParty(page, DISQUS, serveFakes);
    await visitWithClock(page);
    await expect(comments(page).getByRole("heading", { level: 2 })).toHaveText("Leave a Reply");
    // Hydrated and a second at the top of the page: nothing asked of Disqus yet.
    await page.clock.runFor(1_000);
    expect(calls.map((c) => c.url())).toEqual([]);
    expect(await page.locator("script[src*='disqus.com']").count()).toBe(0);

    await comments(page).scrollIntoViewIfNeeded();
    await expect(comments(page).getByText("Fake Disqus thread")).toBeVisible();
    expect(calls.map((c) => new URL(c.url()).pathname).sort()).toEqual(["/count.js", "/embed.js"]);
    // The thread arrived: no message over it, not even once the wait is over.
    await expect(status(page)).toHaveCount(0);
    await expect(page.locator("#disqus_thread")).not.toHaveAttribute("aria-busy", "true");
    await page.clock.runFor(commentSettings.loadTimeout);
    await expect(status(page)).toHaveCount(0);
    await expect(comments(page).getByText(commentMessages.failed)).toHaveCount(0);
    await expect(retry(page)).toHaveCount(0);

    // The thread is identified by the post's id, URL and title.
    const config = await page.evaluate(() => {
      const self = { page: {} as Record<string, string>, language: "" };
      window.disqus_config?.call(self);
      return { ...self.page, language: self.language } as Record<string, string>;
    });
    const post = otherPost;
    expect(config).toMatchObject({ identifier: `post-${post.id}`, title: post.title, language: "en" });
    expect(config.url).toMatch(new RegExp(`/blog-details/${post.id}$`));
  });

  test("Disqus blocked: the area says so, and Try again loads it again (loading first, then the thread)", async ({
    page,
    guard,
  }) => {
    // What a content blocker does to the scripts (Chromium logs each refusal).
    guard.allowErrors(/ERR_BLOCKED_BY_CLIENT\S* \(https:\/\/doob-test\.disqus\.com\//);
    let answer: "block" | "hold" = "block";
    const held: Route[] = [];
    const calls = await mockThirdParty(page, DISQUS, async (route) => {
      if (answer === "block") await route.abort("blockedbyclient");
      else held.push(route);
    });
    await visitWithClock(page);
    await comments(page).scrollIntoViewIfNeeded();
    await expect.poll(() => calls.length).toBe(2);
    await page.clock.runFor(commentSettings.loadTimeout);

    await expect(status(page), "the comment box says why it is empty").toHaveText(commentMessages.failed);
    await expect(retry(page)).toBeVisible();
    await expect(onDisqus(page)).toHaveAttribute(
      "href",
      disqusThreadPage("doob-test", commentThread(otherPost)),
    );

    answer = "hold";
    await retry(page).click();
    await expect(status(page)).toHaveText(commentMessages.loading);
    await expect(page.locator("#disqus_thread")).toHaveAttribute("aria-busy", "true");
    await expect(retry(page)).toHaveCount(0);
    // Both scripts are asked for again, and the thread arrives.
    await expect
      .poll(() => held.map((r) => new URL(r.request().url()).pathname).sort())
      .toEqual(["/count.js", "/embed.js"]);
    for (const route of held) await serveFakes(route);
    await expect(comments(page).getByText("Fake Disqus thread")).toBeVisible();
    await expect(status(page)).toHaveCount(0);
    await page.clock.runFor(commentSettings.loadTimeout);
    await expect(comments(page).getByText(commentMessages.failed)).toHaveCount(0);
  });

  test("a thread that never arrives: loading until the bounded wait is over, then the message", async ({
    page,
  }) => {
    // The scripts load, but nothing fills the thread (Disqus down behind a working CDN, say).
    await mockThirdParty(page, DISQUS, { status: 200, contentType: "text/javascript", body: "" });
    await visitWithClock(page);
    await comments(page).scrollIntoViewIfNeeded();
    await expect(status(page)).toHaveText(commentMessages.loading);
    await expect(page.locator("#disqus_thread")).toHaveAttribute("aria-busy", "true");
    await page.clock.runFor(commentSettings.loadTimeout - 1);
    await expect(status(page)).toHaveText(commentMessages.loading);
    await page.clock.runFor(1);
    await expect(status(page), "the comment box says why it is empty").toHaveText(commentMessages.failed);
    await expect(retry(page)).toBeVisible();
    await expect(onDisqus(page)).toBeVisible();
    await expect(page.locator("#disqus_thread")).not.toHaveAttribute("aria-busy", "true");
  });

  test("the pre-rendered page loads nothing of Disqus and says where the comments are", async ({
    request,
  }) => {
    const html = await (await request.get(url(`/blog-details/${otherPost.id}`))).text();
    expect(html).toContain('id="disqus_thread"');
    // No script, frame or hint that would make a request: the only Disqus address is a link.
    expect(html.match(/<(script|iframe|link)\b[^>]*disqus\.com[^>]*>/g) ?? []).toEqual([]);
    expect(html.includes(commentMessages.idle), "the comment box says where the comments are").toBe(true);
    const href = disqusThreadPage("doob-test", commentThread(otherPost)).replaceAll("&", "&amp;");
    expect(html.includes(`href="${href}"`), "a link to the thread on Disqus").toBe(true);
  });
});

test.describe("RSS feed", () => {
  test("/rss.xml is valid RSS 2.0 with every post, newest first", async ({ page, request }) => {
    const response = await request.get(url("/rss.xml"));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    await visit(page, "/blog-grid");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const text = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? null;
      const channel = doc.querySelector("rss > channel")!;
      return {
        parseError: doc.getElementsByTagName("parsererror").length > 0,
        version: doc.documentElement.getAttribute("version"),
        root: doc.documentElement.nodeName,
        channel: {
          title: text(channel, "title"),
          link: text(channel, "link"),
          description: text(channel, "description"),
        },
        items: [...channel.querySelectorAll(":scope > item")].map((item) => ({
          title: text(item, "title"),
          link: text(item, "link"),
          guid: text(item, "guid"),
          pubDate: text(item, "pubDate"),
          description: text(item, "description"),
        })),
      };
    }, xml);
    expect(feed.parseError).toBe(false);
    expect(feed.root).toBe("rss");
    expect(feed.version).toBe("2.0");
    expect(feed.channel.title).toBe(`${brand.name} Blog`);
    expect(feed.channel.link).toMatch(/^https?:\/\/.+\/blog-grid$/);
    expect(feed.channel.description).toBeTruthy();

    const newestFirst = latestPosts(allPosts.length);
    expect(feed.items.map((item) => item.title)).toEqual(newestFirst.map((p) => p.title));
    feed.items.forEach((item, i) => {
      const post = newestFirst[i]!;
      expect(item.link).toMatch(new RegExp(`^https?://.+/blog-details/${post.id}$`));
      expect(item.guid).toBe(item.link);
      expect(item.description).toBe(post.desc);
      // RFC 822 dates, as RSS 2.0 requires.
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT$/);
      expect(new Date(item.pubDate!).toISOString().slice(0, 10)).toBe(post.date.iso);
    });
  });
});

test.describe("/index-magazine", () => {
  test.use({ reducedMotion: "reduce" });

  const carousel = (page: Page) =>
    page.getByRole("region", { name: "Popular Posts" }).and(page.locator("[aria-roledescription=carousel]"));
  /** Slides fully inside the carousel's viewport. */
  const shownSlides = (page: Page) =>
    carousel(page).evaluate((root) => {
      const view = root.querySelector("[data-carousel-slide]")!.parentElement!.parentElement!;
      const box = view.getBoundingClientRect();
      return [...root.querySelectorAll<HTMLElement>("[data-carousel-slide]")]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return !el.inert && r.left >= box.left - 1 && r.right <= box.right + 1;
        })
        .map((el) => el.querySelector("h3")?.textContent);
    });

  test("lead story, popular carousel, the Latest list with View More, and the sidebar", async ({ page }) => {
    const { featured, latest: latestList } = magazineHome;
    await visit(page, "/index-magazine");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(featured.heading.title);
    const lead = page.locator("section#featured article").first();
    await expect(lead.locator("img")).toHaveAttribute("fetchpriority", "high");
    await expect(lead.getByRole("link", { name: featured.lead.title })).toHaveAttribute(
      "href",
      url(`/blog-details/${featured.lead.id}`),
    );

    const latest = page.locator("section#latest");
    await expect(cardTitles(listed(page, "latest"))).toHaveText(latestList.posts.map((p) => p.title));
    await expect(latest.getByRole("link", { name: "View More" })).toHaveAttribute("href", url("/blog-grid"));
    await expect(latest.getByRole("complementary", { name: "Blog sidebar" })).toBeVisible();
    const sought = latestList.posts.at(-1)!;
    await latest.getByRole("searchbox").fill(searchWordFor(sought, latestList.posts));
    await expect(cardTitles(listed(page, "latest"))).toHaveText([sought.title]);
  });

  for (const [width, shown] of [
    [1280, 3],
    [700, 2],
    [540, 1],
  ] as const) {
    test(`popular posts: ${shown} of 4 shown at ${width} px; the arrows move one post`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, "/index-magazine");
      await carousel(page).scrollIntoViewIfNeeded();
      const titles = popularPosts().map((p) => p.title);
      await expect(carousel(page).getByRole("group")).toHaveCount(4);
      await expect.poll(() => shownSlides(page)).toEqual(titles.slice(0, shown));
      await carousel(page).getByRole("button", { name: "Next slide" }).click();
      await expect.poll(() => shownSlides(page)).toEqual(titles.slice(1, 1 + shown));
    });
  }
});
