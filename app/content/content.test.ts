/**
 * Integrity of every content module: unique ids, pictures of the manifest with alt text
 * (their files are checked by images.test.ts), internal links that name a route, copy that is
 * real text, and lists that agree with the sizes in settings. Nothing here names a price, a
 * headline or a label: what the copy says is the buyer's to change. The published claims and
 * the specification's constants are pinned in tests/spec/ only.
 */
import { formatPrice } from "~/lib/format";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { art } from "./art.generated";
import { pictureFiles } from "./images";
import * as blog from "./blog";
import * as brandsModule from "./brands";
import * as contact from "./contact";
import * as destinations from "./destinations";
import * as faq from "./faq";
import * as features from "./features";
import * as gallery from "./gallery";
import * as headlines from "./headlines";
import * as innerPages from "./inner-pages";
import * as metrics from "./metrics";
import * as portfolio from "./portfolio";
import * as pricing from "./pricing";
import * as reviews from "./reviews";
import * as services from "./services";
import * as settings from "./settings";
import { site } from "./site";
import * as slides from "./slides";
import * as tabs from "./tabs";
import * as team from "./team";
import * as testimonials from "./testimonials";
import { testimonialPage } from "./pages/testimonial";
import * as timeline from "./timeline";
import type { ImageAsset } from "./types";
import { repeated, repeatedValues } from "./content-checks";
import * as videos from "./videos";

const modules = {
  blog,
  brands: brandsModule,
  contact,
  destinations,
  faq,
  features,
  gallery,
  headlines,
  innerPages,
  metrics,
  portfolio,
  pricing,
  reviews,
  services,
  settings,
  slides,
  tabs,
  team,
  testimonials,
  timeline,
  videos,
};

/** ".pricing.pricingPlans.0.title" → "app/content/pricing.ts: pricingPlans.0.title": the file and the field. */
function where(path: string): string {
  const [, module = "", field = ""] = /^\.([^.]+)\.?(.*)$/.exec(path) ?? [];
  const file = module.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `app/content/${file}.ts: ${field}`;
}

/** Every value reachable from the modules' exports (functions are skipped). */
function walk(
  value: unknown,
  visit: (value: unknown, path: string) => void,
  path = "",
  seen = new Set<unknown>(),
) {
  visit(value, path);
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if (typeof child !== "function") walk(child, visit, `${path}.${key}`, seen);
  }
}

function isImage(value: unknown): value is ImageAsset {
  return (
    typeof value === "object" &&
    value !== null &&
    "key" in value &&
    "path" in value &&
    "width" in value &&
    "height" in value
  );
}

const images: { path: string; image: ImageAsset }[] = [];
const hrefs: { path: string; href: string }[] = [];
const strings: { path: string; text: string }[] = [];
const idLists: { path: string; ids: unknown[] }[] = [];

walk(modules, (value, at) => {
  const path = where(at);
  if (isImage(value)) images.push({ path, image: value });
  if (typeof value === "string") strings.push({ path, text: value });
  if (typeof value === "object" && value !== null && "href" in value && typeof value.href === "string") {
    hrefs.push({ path, href: value.href });
  }
  if (
    Array.isArray(value) &&
    value.length > 1 &&
    value.every((v) => typeof v === "object" && v && "id" in v)
  ) {
    idLists.push({ path, ids: value.map((v: { id: unknown }) => v.id) });
  }
});

/** The site's route table, as patterns (dynamic segments are one path segment). */
const routePatterns: RegExp[] = [
  /^\/$/,
  /^\/index-[a-z0-9-]+$/,
  /^\/(about|button|service|counter|progressbar|accordion|social-share|team|testimonial|timeline|tab|pricing|split|call-to-action|video|gallery|contact|brand|advance-tab|brand-carouse|advance-pricing)$/,
  /^\/(blog-grid|blog-grid-sidebar|blog-list-view|blog-list-sidebar)$/,
  /^\/blog-grid\/(category|tag)\/[^/]+$/,
  /^\/blog-details\/[^/]+$/,
  /^\/(portfolio|portfolio-three-column|portfolio-full-width|portfolio-grid-layout|portfolio-box-layout)$/,
  /^\/portfolio-details\/[^/]+$/,
  /^\/(privacy-policy|login|error)$/,
];

describe("ids", () => {
  test("the walk found the lists", () => {
    expect(idLists.length).toBeGreaterThan(20);
  });

  test("ids are unique within every list", () => {
    const repeats = idLists.flatMap(({ path, ids }) => repeatedValues(ids, `${path}: id`));
    expect(repeats, "ids that more than one item of a list has").toEqual([]);
  });
});

describe("images", () => {
  test("the walk found the pictures", () => {
    expect(images.length).toBeGreaterThan(100);
  });

  test("every picture has a non-empty alt text of a sensible length", () => {
    for (const { path, image } of images) {
      expect(typeof image.alt, path).toBe("string");
      expect(image.alt.trim().length, path).toBeGreaterThan(3);
      expect(image.alt.length, path).toBeLessThan(160);
      expect(image.alt, path).not.toMatch(/^(image|picture|photo)( of)?$/i);
    }
  });

  test("every picture is sample art or a buyer's photo, with its size", () => {
    for (const { path, image } of images) {
      const entry = pictureFiles(image.key);
      expect(entry, `${path} → ${image.key}`).toBeDefined();
      expect(image.width, path).toBe(entry!.width);
      expect(image.height, path).toBe(entry!.height);
    }
  });

  // A buyer's photo may have any size: the cards and tiles crop to their own shape.
  test("sample pictures of one kind share one size, so their grids line up", () => {
    const sizes = (list: readonly { image: ImageAsset }[]) =>
      new Set(
        list.filter(({ image }) => image.key in art).map(({ image }) => `${image.width}×${image.height}`),
      );
    expect([...sizes(portfolio.allPortfolioItems)], "app/content/portfolio.ts: image sizes").toHaveLength(1);
    expect([...sizes(gallery.galleryImages)], "app/content/gallery.ts: image sizes").toHaveLength(1);
    expect([...sizes(blog.allPosts)], "app/content/posts/*.mdx: cover image sizes").toHaveLength(1);
  });
});

describe("links", () => {
  test("every internal link names a route of the spec's table", () => {
    const internal = hrefs.filter(({ href }) => href.startsWith("/"));
    expect(internal.length).toBeGreaterThan(20);
    for (const { path, href } of internal) {
      expect(
        routePatterns.some((pattern) => pattern.test(href)),
        `${path}: ${href}`,
      ).toBe(true);
    }
  });

  test("every other link is an absolute https, tel or mailto address", () => {
    for (const { path, href } of hrefs.filter(({ href }) => !href.startsWith("/"))) {
      expect(href, path).toMatch(/^(https:\/\/[^\s]+|tel:\+?\d+|mailto:[^\s@]+@[^\s@]+)$/);
    }
  });

  test("inner-page slides point at real pages, some of them new", () => {
    expect(innerPages.innerPages.length).toBeGreaterThanOrEqual(6);
    expect(innerPages.innerPages.some((p) => p.isNew)).toBe(true);
  });
});

describe("copy", () => {
  test("no placeholder text anywhere", () => {
    for (const { path, text } of strings) {
      expect(text, path).not.toMatch(/lorem|ipsum|dolor sit|TODO|TBD|xxx/i);
    }
  });

  test("no string is blank or carries stray whitespace", () => {
    for (const { path, text } of strings) {
      if (path.endsWith("indexIndicatorSep")) continue;
      expect(text.trim(), path).not.toBe("");
      expect(text, path).toBe(text.trim());
      expect(text, path).not.toMatch(/ {2}/);
    }
  });
});

describe("lists agree with the sizes in settings", () => {
  const { listSizes } = settings;

  test("brand lists are the first logos of the full list, as long as settings say", () => {
    const { brands, brandLists, firstBrands } = brandsModule;
    expect(
      repeatedValues(
        brands.map((b) => b.key),
        "app/content/brands.ts: brands: key",
      ),
    ).toEqual([]);
    expect(brandLists.all).toEqual(brands);
    expect(brandLists.clientStrip).toEqual(brands.slice(0, listSizes.clientStrip));
    expect(brandLists.short).toEqual(brands.slice(0, listSizes.brandsShort));
    expect(brandLists.common).toEqual(brands.slice(0, listSizes.brandsCommon));
    expect(brandLists.about).toEqual(brands.slice(0, listSizes.brandsAbout));
    expect(brands.length).toBeGreaterThanOrEqual(listSizes.brandsAbout);
    expect(firstBrands(-1)).toEqual([]);
    // A logo's alternative text is its brand name.
    for (const logo of brands)
      expect(logo.name.trim().length, `app/content/brands.ts: ${logo.key}: name`).toBeGreaterThan(1);
  });

  test("the brand page shows each look with clients of its own: no logo twice, the grid from the first", () => {
    const { brands, brandPage, brandPageSizes } = brandsModule;
    const lists = [brandPage.grid, brandPage.cards, brandPage.pills, brandPage.row, brandPage.carousel];
    expect(lists.map((list) => list.logos.length)).toEqual(Object.values(brandPageSizes));
    const shown = lists.flatMap((list) => list.logos.map((logo) => logo.key));
    expect(repeatedValues(shown, "app/content/brands.ts: brandPage: logo")).toEqual([]);
    expect(shown).toEqual(brands.slice(0, shown.length).map((logo) => logo.key));
  });

  test("pricing: enough plans for the wide and narrow layouts, one highlighted plan per set", () => {
    expect(pricing.pricingPlans.length).toBeGreaterThanOrEqual(listSizes.pricingWide);
    expect(pricing.pricingTiers.length).toBeGreaterThanOrEqual(listSizes.pricingWide);
    for (const set of [pricing.pricingPlans, pricing.pricingTiers]) {
      expect(
        set.filter((p) => p.highlighted).map((p) => p.id),
        "app/content/pricing.ts: the plans with highlighted: true (one a set)",
      ).toHaveLength(1);
      for (const plan of set) {
        expect(
          Number.isFinite(plan.price) && plan.price >= 0,
          `app/content/pricing.ts: ${plan.id}: price`,
        ).toBe(true);
        expect(plan.features.length, `app/content/pricing.ts: ${plan.id}: features`).toBeGreaterThanOrEqual(
          3,
        );
      }
      expect(
        repeatedValues(
          set.map((p) => p.title),
          "app/content/pricing.ts: plan title",
        ),
      ).toEqual([]);
    }
  });

  test("gallery: the first two galleries split the pictures, the last shows them all", () => {
    const { galleries, galleryImages } = gallery;
    expect(galleries.at(-1)!.images).toEqual(galleryImages);
    for (const g of galleries.slice(0, 2)) expect(g.images).toHaveLength(listSizes.gallery);
    const firstTwo = [...galleries[0].images, ...galleries[1].images];
    expect(
      repeatedValues(
        firstTwo.map((g) => g.id),
        "app/content/gallery.ts: galleries 1 and 2: id",
      ),
    ).toEqual([]);
  });

  test("FAQ, timelines and blog lists have the lengths settings give them", () => {
    expect(faq.homeFaq).toHaveLength(listSizes.accordionItems);
    for (const process of timeline.workingProcesses) {
      if (process.kind === "items") expect(process.items).toHaveLength(timeline.fourStepProcess.length);
    }
    const steps = timeline.twoStepProcess.map((s) => s.step);
    expect(repeatedValues(steps, "app/content/timeline.ts: twoStepProcess: step")).toEqual([]);
    const expected = (size: number) => Math.min(size, blog.allPosts.length);
    expect(blog.latestPosts(listSizes.latestPosts)).toHaveLength(expected(listSizes.latestPosts));
    expect(blog.latestPosts(listSizes.sidebarRecent)).toHaveLength(expected(listSizes.sidebarRecent));
    expect(blog.popularPosts().length).toBeGreaterThan(0);
    expect(
      repeatedValues(
        blog.blogTags.map((t) => t.name),
        "app/content/blog-taxonomy.ts: tag",
      ),
    ).toEqual([]);
  });

  test("enough people and services for the largest layout; social links name their person", () => {
    expect(team.teamMembers.length).toBeGreaterThanOrEqual(listSizes.teamLarge);
    expect(testimonials.testimonials.length).toBeGreaterThanOrEqual(2);
    expect(services.services.length).toBeGreaterThanOrEqual(listSizes.teamLarge);
    expect(
      repeatedValues(
        slides.heroSlides.map((s) => s.image.key),
        "app/content/slides.ts: heroSlides: image",
      ),
    ).toEqual([]);
    for (const member of team.teamMembers) {
      const at = `app/content/team.ts: ${member.name}: socialLinks`;
      expect(member.socialLinks.length, at).toBeGreaterThan(0);
      for (const link of member.socialLinks) expect(link.label, `${at}: label`).toContain(member.name);
    }
  });

  test("the testimonial page shows each style with clients of its own: no face twice", () => {
    const page = testimonialPage;
    const shown = [page.cards, page.headline, page.portrait, page.wall, page.slider].flatMap((style) =>
      style.testimonials.map((t) => t.image.key),
    );
    expect(repeatedValues(shown, "app/content/pages/testimonial.ts: testimonial image")).toEqual([]);
    // Each client has a portrait of their own.
    expect(
      repeated(
        testimonials.testimonials,
        (t) => t.image.key,
        (t) => `app/content/testimonials.ts: ${t.name}: image`,
      ),
    ).toEqual([]);
  });
});

describe("prices", () => {
  test("the offer lines are built from the offer's numbers", () => {
    expect(pricing.offerLines.sale).toContain(formatPrice(pricing.offer.salePrice));
    expect(pricing.offerLines.sale).toContain(`${pricing.offer.discountPercent}%`);
    expect(pricing.offerLines.trial).toContain(String(pricing.offer.trialDays));
    expect(pricing.offerLines.demos).toContain(pricing.offer.demoCount);
  });
});

describe("carousels", () => {
  test("above every breakpoint a carousel shows its own count; at a breakpoint, that breakpoint's", () => {
    for (const [name, layout] of Object.entries(settings.carouselLayouts)) {
      const steps = [{ show: layout.show, scroll: layout.scroll }, ...layout.below];
      expect(settings.slidesAt(layout, 10_000), name).toEqual(steps[0]);
      layout.below.forEach((step, i) => {
        const at = `${name} at ${step.maxWidth}`;
        expect(settings.slidesAt(layout, step.maxWidth), at).toEqual({
          show: step.show,
          scroll: step.scroll,
        });
        const wider = steps[i]!;
        expect(settings.slidesAt(layout, step.maxWidth + 1), at).toEqual({
          show: wider.show,
          scroll: wider.scroll,
        });
      });
    }
  });

  test("breakpoints are listed from the widest to the narrowest, and never show more when narrower", () => {
    for (const [name, layout] of Object.entries(settings.carouselLayouts)) {
      const widths = layout.below.map((b) => b.maxWidth);
      expect(widths, name).toEqual([...widths].sort((a, b) => b - a));
      const shown = [layout.show, ...layout.below.map((b) => b.show)];
      expect(shown, name).toEqual([...shown].sort((a, b) => b - a));
    }
  });
});

describe("tabs, headlines and forms", () => {
  test("tab sets: unique ids, labelled tabs, and a default tab that exists", () => {
    const sets = [
      tabs.strategyTabs,
      tabs.serviceTabs,
      tabs.advanceTabs,
      tabs.featureTabs,
      tabs.landingHeroTabs,
    ];
    for (const set of [...sets, tabs.caseStudy.tabs]) {
      const ids = set.tabs.map((t) => t.id);
      const at = `app/content/tabs.ts: ${set.id}: tabs`;
      expect(repeatedValues(ids, `${at}: id`)).toEqual([]);
      expect(ids.length, at).toBeGreaterThanOrEqual(2);
      for (const tab of set.tabs) expect(tab.label.trim(), `${at}: ${tab.id}: label`).not.toBe("");
    }
    expect(tabs.caseStudy.steps).toHaveLength(tabs.caseStudy.tabs.tabs.length);
    expect(tabs.serviceTabs.tabs.every((t) => t.cards.length > 0)).toBe(true);
  });

  test("a set opens on its default tab when it names one that exists, else on its first", () => {
    const { landingHeroTabs, strategyTabs, initialTabId } = tabs;
    expect(landingHeroTabs.tabs.map((t) => t.id)).toContain(landingHeroTabs.defaultTabId);
    expect(initialTabId(landingHeroTabs)).toBe(landingHeroTabs.defaultTabId);
    expect(initialTabId(strategyTabs)).toBe(strategyTabs.tabs[0]!.id);
    expect(initialTabId({ id: "x", tabs: strategyTabs.tabs, defaultTabId: "missing" })).toBe(
      strategyTabs.tabs[0]!.id,
    );
    expect(initialTabId({ id: "empty", tabs: [] })).toBe("");
  });

  test("rotating and typing headlines cycle distinct words at the rotation interval of settings", () => {
    for (const h of [
      headlines.applicationHeadline,
      headlines.freelancerHeadline,
      headlines.onePageHeadline,
    ]) {
      const at = `app/content/headlines.ts: ${h.words[0]}…: words`;
      expect(h.words.length, at).toBeGreaterThanOrEqual(2);
      expect(repeatedValues(h.words, at)).toEqual([]);
      expect(
        h.intervalMs,
        "app/content/headlines.ts: intervalMs (timings.headlineRotation of settings.ts)",
      ).toBe(settings.timings.headlineRotation);
    }
  });

  test("the forms: unique field names, an e-mail field typed as e-mail", () => {
    for (const fields of [
      contact.contactFormFields,
      contact.onePageFormFields,
      contact.freelancerFormFields,
    ]) {
      const names = fields.map((f) => f.name);
      const at = `app/content/contact.ts: form of ${names.join(", ")}`;
      expect(repeatedValues(names, `${at}: name`)).toEqual([]);
      expect(
        fields.filter((f) => f.type === "email").map((f) => f.name),
        `${at}: e-mail fields`,
      ).toHaveLength(1);
      for (const field of fields) expect(field.label.trim(), `${at}: ${field.name}: label`).not.toBe("");
    }
    expect(contact.contactFormFields.every((f) => f.required)).toBe(true);
    expect(contact.freelancerFormFields.every((f) => f.required)).toBe(true);
    expect(contact.newsletterField.type).toBe("email");
    expect(contact.contactFormMessages.success.trim()).not.toBe("");
  });

  test("the contact form's field names are the ones the README tells the EmailJS template to expect", () => {
    const readme = readFileSync("README.md", "utf8");
    const documented = readme.match(/`VITE_EMAILJS_TEMPLATE_ID`[^\n]*/)![0];
    for (const field of contact.contactFormFields)
      expect(documented, field.name).toContain(`\`${field.name}\``);
  });

  test("contact blocks: the site's phone numbers and e-mail addresses, as links", () => {
    expect(contact.telHref("+1 (555) 014-2290")).toBe("tel:+15550142290");
    expect(contact.mailHref("a@b.example")).toBe("mailto:a@b.example");
    const blocks: readonly contact.ContactBlock[] = contact.contactBlocks;
    const byId = (id: string) => blocks.find((b) => b.id === id);
    expect(byId("phone")?.lines.map((line) => line.href)).toEqual([
      contact.telHref(site.phone),
      contact.telHref(site.phoneAlt),
    ]);
    expect(byId("email")?.lines.map((line) => line.href)).toEqual([
      contact.mailHref(site.email),
      contact.mailHref(site.emailAlt),
    ]);
    expect(byId("location")).toBeDefined();
  });
});
