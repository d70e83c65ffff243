import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { withBase } from "~/lib/paths";

export type Seo = {
  title: string;
  description: string;
  /** The route path, e.g. "/about"; the canonical URL is built from it. */
  path: string;
  /** Pages that are fallbacks for unknown values are not indexed. */
  noindex?: boolean;
  image?: string;
  /** JSON-LD objects for this page. */
  jsonLd?: Record<string, unknown>[];
};

export function absoluteUrl(path: string): string {
  return site.url + withBase(path);
}

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD for one page. */
export function pageMeta(seo: Seo): MetaDescriptor[] {
  const title = seo.path === "/" ? seo.title : `${seo.title} | ${site.name}`;
  const url = absoluteUrl(seo.path);
  const image = absoluteUrl(seo.image ?? "/og-default.png");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:site", content: site.twitter },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
  if (seo.noindex) {
    tags.push({ name: "robots", content: "noindex, follow" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url });
    tags.push({ property: "og:url", content: url });
  }
  for (const data of seo.jsonLd ?? []) {
    tags.push({ "script:ld+json": data });
  }
  return tags;
}

export type Crumb = { label: string; href?: string };

/** schema.org BreadcrumbList for a breadcrumb trail (the last crumb is the page). */
export function breadcrumbJsonLd(crumbs: Crumb[], path: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href ?? path),
    })),
  };
}
