import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { brand } from "~/content/brand";
import { priceFormat } from "~/content/settings";
import { withBase } from "~/lib/paths";
import { fittedTitle } from "~/lib/title";

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

/**
 * A page's document title: its own title, then " | " and the brand's name when that still fits
 * TITLE_LIMIT, counted as a reader counts (app/lib/title.ts; a long brand name or title leaves the
 * name out rather than cut the title). The home page's title is its own.
 */
export function documentTitle(seo: Pick<Seo, "title" | "path">): string {
  return seo.path === "/" ? seo.title : fittedTitle(`${seo.title} | ${brand.name}`, seo.title);
}

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD for one page. */
export function pageMeta(seo: Seo): MetaDescriptor[] {
  const title = documentTitle(seo);
  const url = absoluteUrl(seo.path);
  const image = absoluteUrl(seo.image ?? "/og-default.png");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.name },
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

export type BlogPostingInput = {
  headline: string;
  description: string;
  /** The post's path, e.g. "/blog-details/3". */
  path: string;
  /** Site path of the cover picture's file, e.g. "/art/blog-cover-1270.webp". */
  image: string;
  author: string;
  /** ISO day of publication. */
  date: string;
  section?: string;
  keywords?: readonly string[];
};

/** schema.org BlogPosting for a post page (what the page shows: title, author, date, cover). */
export function blogPostingJsonLd(post: BlogPostingInput): Record<string, unknown> {
  const url = absoluteUrl(post.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.headline,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: absoluteUrl(post.image),
    datePublished: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: brand.name, url: absoluteUrl("/") },
    ...(post.section ? { articleSection: post.section } : {}),
    ...(post.keywords?.length ? { keywords: post.keywords.join(", ") } : {}),
  };
}

/** A product for sale and its offer (price in US dollars), for schema.org Product JSON-LD. */
export type ProductLd = {
  name: string;
  description: string;
  /** The page about the product. */
  path: string;
  /** Where it is bought (the Offer's url). */
  buyUrl: string;
  price: number;
  image?: string;
  brand?: string;
};

/** schema.org Product with one Offer (in stock, in the currency of `priceFormat`). */
export function productJsonLd(product: ProductLd): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    url: absoluteUrl(product.path),
    image: absoluteUrl(product.image ?? "/og-default.png"),
    brand: { "@type": "Brand", name: product.brand ?? brand.name },
    offers: {
      "@type": "Offer",
      url: product.buyUrl,
      price: product.price.toFixed(2),
      priceCurrency: priceFormat.currency,
      availability: "https://schema.org/InStock",
    },
  };
}

/** schema.org FAQPage for questions answered on the page. */
export function faqPageJsonLd(
  items: readonly { question: string; answer: string }[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
