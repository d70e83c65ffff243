// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import { escapeXml, rfc822, rssFeed } from "./rss";

const channel = {
  title: "Doob Blog",
  link: "https://doob.example.com/blog-grid",
  description: "Notes & news",
  language: "en",
  self: "https://doob.example.com/rss.xml",
};

const item = (date: string, title: string) => ({
  title,
  link: `https://doob.example.com/blog-details/${date}`,
  description: `About ${title}`,
  date,
  author: "Maya Ellison",
  categories: ["UX Design", "Art"],
});

describe("rssFeed", () => {
  test("a well-formed RSS 2.0 document, items newest first, text escaped", () => {
    const xml = rssFeed(channel, [item("2021-06-30", "Older"), item("2021-12-10", "Fish & <Chips>")]);
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...doc.querySelectorAll("channel > item")];
    expect(items.map((el) => el.querySelector("title")?.textContent)).toEqual(["Fish & <Chips>", "Older"]);
    expect(items[0]!.querySelector("pubDate")?.textContent).toBe("Fri, 10 Dec 2021 00:00:00 GMT");
    expect(items[0]!.querySelector("guid")?.getAttribute("isPermaLink")).toBe("true");
    expect([...items[0]!.querySelectorAll("category")].map((el) => el.textContent)).toEqual([
      "UX Design",
      "Art",
    ]);
    expect(doc.querySelector("channel > description")?.textContent).toBe("Notes & news");
    // The channel's date is the newest post's, not the build time: the same posts give the same bytes.
    expect(doc.querySelector("channel > lastBuildDate")?.textContent).toBe("Fri, 10 Dec 2021 00:00:00 GMT");
    expect(rssFeed(channel, [item("2021-06-30", "Older")])).toBe(
      rssFeed(channel, [item("2021-06-30", "Older")]),
    );
  });

  test("the full article (content:encoded) and the cover (media:content) stay well-formed XML", () => {
    const html = '<p>Fish &amp; chips</p><pre><code>if (a < b && c) { return "]]>"; }</code></pre>';
    const xml = rssFeed(channel, [
      {
        ...item("2021-12-10", "Full"),
        image: {
          url: "https://doob.example.com/art/blog-1-780.webp?a=1&b=2",
          type: "image/webp",
          alt: "A <b>",
        },
        content: html,
      },
    ]);
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    const entry = doc.querySelector("item")!;
    const ns = {
      content: "http://purl.org/rss/1.0/modules/content/",
      media: "http://search.yahoo.com/mrss/",
    };
    expect(entry.getElementsByTagNameNS(ns.content, "encoded")[0]?.textContent).toBe(html);
    const media = entry.getElementsByTagNameNS(ns.media, "content")[0]!;
    expect(media.getAttribute("url")).toBe("https://doob.example.com/art/blog-1-780.webp?a=1&b=2");
    expect(media.getAttribute("medium")).toBe("image");
    expect(media.getElementsByTagNameNS(ns.media, "description")[0]?.textContent).toBe("A <b>");
  });

  test("an empty feed is still valid, without a build date", () => {
    const doc = new DOMParser().parseFromString(rssFeed(channel, []), "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.querySelector("lastBuildDate")).toBeNull();
  });
});

test("escapeXml and rfc822", () => {
  expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  expect(rfc822("2021-04-21")).toBe("Wed, 21 Apr 2021 00:00:00 GMT");
  expect(() => rfc822("21 Apr 2021")).toThrow();
});
