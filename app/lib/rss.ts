/**
 * An RSS 2.0 document (https://www.rssboard.org/rss-specification), built from plain data.
 * Pure and deterministic: the same posts give the same bytes, whatever the build time.
 */

export type FeedChannel = {
  title: string;
  /** Absolute URL of the page the channel stands for. */
  link: string;
  description: string;
  language: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  self: string;
};

export type FeedItem = {
  title: string;
  /** Absolute URL of the post; also its permanent guid. */
  link: string;
  description: string;
  /** ISO day of publication, e.g. "2021-12-10". */
  date: string;
  author: string;
  categories: readonly string[];
  /** Absolute URL of the cover picture (Media RSS `media:content`), with its alternative text. */
  image?: { url: string; type: string; alt: string };
  /** The full article as HTML (`content:encoded`), escaped into the XML. */
  content?: string;
};

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text for an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** "2021-12-10" → "Fri, 10 Dec 2021 00:00:00 GMT" (RFC 822, as RSS 2.0 wants). */
export function rfc822(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO day: ${isoDay}`);
  return date.toUTCString();
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** The feed: items newest first; the channel's build date is that of the newest item. */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const sorted = [...items].sort((a, b) => b.date.localeCompare(a.date));
  const newest = sorted[0];
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">`,
    `<channel>`,
    element("title", channel.title),
    element("link", channel.link),
    element("description", channel.description),
    element("language", channel.language),
    ...(newest ? [element("lastBuildDate", rfc822(newest.date))] : []),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...sorted.map((item) =>
      [
        `<item>`,
        element("title", item.title),
        element("link", item.link),
        `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        element("pubDate", rfc822(item.date)),
        element("dc:creator", item.author),
        ...item.categories.map((category) => element("category", category)),
        element("description", item.description),
        ...(item.image
          ? [
              `<media:content url="${escapeXml(item.image.url)}" type="${escapeXml(item.image.type)}" medium="image">`,
              element("media:description", item.image.alt),
              `</media:content>`,
            ]
          : []),
        ...(item.content === undefined ? [] : [element("content:encoded", item.content)]),
        `</item>`,
      ].join("\n"),
    ),
    `</channel>`,
    `</rss>`,
  ];
  return `${lines.join("\n")}\n`;
}
