/**
 * Integrity of every content module: unique ids, pictures of the manifest with alt text
 * (their files are checked by images.test.ts), internal links that name a route of the
 * spec, the list sizes and constants of §9, and copy that is real text.
 */
import { describe, expect, test } from "vitest";
import { art } from "./art.generated";
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
import * as timeline from "./timeline";
import type { ImageAsset } from "./types";
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

walk(modules, (value, path) => {
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

/** The route table of §2.1, as patterns (dynamic segments are one path segment). */
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
    for (const { path, ids } of idLists) {
      expect(new Set(ids).size, path).toBe(ids.length);
    }
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

  test("every picture is in the art manifest with its size", () => {
    for (const { path, image } of images) {
      const entry = (art as Record<string, { width: number; height: number; path: string }>)[image.key];
      expect(entry, `${path} → ${image.key}`).toBeDefined();
      expect(image.width, path).toBe(entry!.width);
      expect(image.height, path).toBe(entry!.height);
    }
  });

  test("the spec's image sizes: portfolio and gallery 1270×950, blog 390×240", () => {
    for (const item of portfolio.allPortfolioItems) {
      expect([item.image.width, item.image.height]).toEqual([1270, 950]);
    }
    for (const item of gallery.galleryImages) {
      expect([item.image.width, item.image.height]).toEqual([1270, 950]);
    }
    for (const post of blog.allPosts) {
      expect([post.image.width, post.image.height]).toEqual([390, 240]);
    }
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

  test("the claims of §1 appear in the landing copy", () => {
    const landing = JSON.stringify([faq.landingFaq, features.landingFeatures, features.tldrPoints]);
    expect(landing).toContain("40+");
    expect(landing).toContain("lifetime updates");
    expect(landing).toMatch(/Monday to Friday/i);
    expect(landing).toContain("24 hours");
    expect(landing).toContain("14-day free trial");
    expect(landing).toContain("without a credit card");
    expect(landing).toContain("$9.99");
  });
});

describe("list sizes of §9", () => {
  test("brands: all 12; lists of 6, 7, 8 and 9 starting at the first logo", () => {
    const { brands, brandLists, firstBrands } = brandsModule;
    expect(brands).toHaveLength(12);
    expect(brandLists.clientStrip).toHaveLength(6);
    expect(brandLists.short).toHaveLength(7);
    expect(brandLists.common).toHaveLength(8);
    expect(brandLists.about).toHaveLength(9);
    expect(brandLists.all).toHaveLength(12);
    expect(brandLists.about.slice(0, 6)).toEqual(brandLists.clientStrip);
    expect(firstBrands(-1)).toEqual([]);
    expect(new Set(brands.map((b) => b.key)).size).toBe(12);
    // A logo's alternative text is its brand name.
    for (const logo of brands) expect(logo.name.trim().length, logo.key).toBeGreaterThan(1);
  });

  test("pricing: layouts of 3 and 2, one highlighted plan per set", () => {
    expect(pricing.pricingPlans.slice(0, settings.listSizes.pricingWide)).toHaveLength(3);
    expect(pricing.pricingTiers.slice(0, settings.listSizes.pricingNarrow)).toHaveLength(2);
    for (const set of [pricing.pricingPlans, pricing.pricingTiers]) {
      expect(set.filter((p) => p.highlighted)).toHaveLength(1);
      for (const plan of set) expect(plan.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  test("gallery: 6, 6 and all", () => {
    expect(gallery.galleryImages).toHaveLength(12);
    expect(gallery.galleries.map((g) => g.images.length)).toEqual([6, 6, 12]);
    const firstTwo = [...gallery.galleries[0].images, ...gallery.galleries[1].images];
    expect(new Set(firstTwo.map((g) => g.id)).size).toBe(12);
  });

  test("FAQ: landing 5, home (accordion) 4; landing features 7; reviews 4", () => {
    expect(faq.landingFaq).toHaveLength(5);
    expect(faq.homeFaq).toHaveLength(settings.listSizes.accordionItems);
    expect(features.landingFeatures).toHaveLength(7);
    expect(reviews.reviewCards).toHaveLength(4);
  });

  test("blog lists: latest 5, popular 4, sidebar 4, tag cloud 14", () => {
    expect(blog.latestPosts(settings.listSizes.latestPosts)).toHaveLength(5);
    expect(blog.popularPosts()).toHaveLength(4);
    expect(blog.latestPosts(settings.listSizes.sidebarRecent)).toHaveLength(4);
    expect(blog.blogTags).toHaveLength(14);
  });

  test("enough people and services for every layout", () => {
    expect(team.teamMembers.length).toBeGreaterThanOrEqual(8);
    expect(testimonials.testimonials.length).toBeGreaterThanOrEqual(6);
    expect(services.services.length).toBeGreaterThanOrEqual(8);
    expect(slides.heroSlides.map((s) => s.image.key)).toEqual(["slide-1", "slide-2", "slide-3"]);
    for (const member of team.teamMembers) {
      expect(member.socialLinks.length).toBeGreaterThan(0);
      for (const link of member.socialLinks) expect(link.label).toContain(member.name);
    }
  });
});

describe("prices and claims", () => {
  test("set A: Free 29, Business 50 (highlighted), Advanced 500, Pro 100", () => {
    expect(pricing.pricingPlans.map((p) => [p.title, p.price, p.highlighted])).toEqual([
      ["Free", 29, false],
      ["Business", 50, true],
      ["Advanced", 500, false],
      ["Pro", 100, false],
    ]);
  });

  test("set B: Basic Plan 29, Standard Plan 50, Advanced Plan 500", () => {
    expect(pricing.pricingTiers.map((p) => [p.title, p.price])).toEqual([
      ["Basic Plan", 29],
      ["Standard Plan", 50],
      ["Advanced Plan", 500],
    ]);
  });

  test("sample price, note, sale and trial", () => {
    expect(pricing.productPrice).toEqual({ price: 129, rating: 4.5, ratingMax: 5, reviews: "1000+" });
    expect(pricing.pricingNote).toMatch(/vary by location.*taxes.*US dollars/);
    expect(pricing.offer.salePrice).toBe(9.99);
    expect(pricing.offer.trialDays).toBe(14);
    expect(pricing.offer.discountPercent).toBe(95);
  });
});

describe("metrics", () => {
  test("the targets and percentages of §9", () => {
    expect(metrics.counters.map((c) => c.value)).toEqual([199, 575, 69, 500]);
    expect(metrics.elementsCounter.value).toBe(100);
    expect(metrics.skillBars.map((s) => s.value)).toEqual([90, 75, 95, 45]);
    expect(metrics.radialProgress.map((r) => r.percent)).toEqual([80, 60, 70, 95]);
    expect(metrics.summaryRing).toMatchObject({ percent: 97, size: 120 });
    expect(metrics.speedScores.map((s) => s.value)).toEqual([99, 92, 100]);
    expect(metrics.fullyLoaded).toMatchObject({ value: 1.9, unit: "s" });
  });

  test("the motion rules of §9", () => {
    expect(settings.metricMotion).toEqual({
      countSteps: 20,
      countInterval: 50,
      ringStepPerFrame: 2,
      ringThickness: 10,
      ringSize: 220,
      barStart: 30,
      barDuration: 2000,
    });
  });
});

describe("settings", () => {
  test("thresholds and timings of §9", () => {
    expect(settings.scrollThresholds).toEqual({ backToTop: 150, stickyHeader: 250, scrollSpyOffset: 40 });
    expect(settings.revealObserver).toMatchObject({ threshold: 0.01 });
    expect(settings.animationObserver).toEqual({ threshold: 0.5, rootMargin: "0% 50%" });
    expect(settings.timings).toMatchObject({
      headlineRotation: 3000,
      collapse: 600,
      card: 700,
      successMessage: 5000,
      videoModal: 300,
    });
    expect(settings.carouselDefaults).toMatchObject({ duration: 20, autoplaySpeed: 3000 });
    expect(settings.autoplayInterval).toBe(3050);
    expect(settings.lightboxOptions).toMatchObject({
      showAnimationDuration: 333,
      bgOpacity: 0.8,
      preload: [1, 2],
      preloaderDelay: 2000,
      indexIndicatorSep: " / ",
      spacing: 0.1,
      maxWidthToAnimate: 4000,
      errorMsg: "The image cannot be loaded",
    });
    expect(settings.lightboxBehaviour).toMatchObject({ loopAbove: 2 });
  });

  test.each([
    ["innerPages", 1280, 3, 3],
    ["innerPages", 770, 3, 3],
    ["innerPages", 769, 3, 2],
    ["innerPages", 600, 3, 2],
    ["innerPages", 581, 2, 2],
    ["innerPages", 480, 1, 1],
    ["innerPages", 320, 1, 1],
    ["brands", 1280, 5, 1],
    ["brands", 700, 4, 2],
    ["brands", 560, 3, 1],
    ["brands", 400, 2, 1],
    ["popularPosts", 1024, 3, 1],
    ["popularPosts", 769, 2, 1],
    ["popularPosts", 581, 1, 1],
    ["testimonials", 320, 1, 1],
    ["templates", 1280, 3, 1],
  ] as const)("%s at %i px: %i shown, %i scrolled", (name, width, show, scroll) => {
    expect(settings.slidesAt(settings.carouselLayouts[name], width)).toEqual({ show, scroll });
  });

  test("loops: testimonials and brands loop, slide-in cards do not", () => {
    expect(settings.carouselLayouts.testimonials.loop).toBe(true);
    expect(settings.carouselLayouts.brands.loop).toBe(true);
    expect(settings.carouselLayouts.slideInCards.loop).toBe(false);
  });

  test("breakpoints are listed from the widest to the narrowest", () => {
    for (const [name, layout] of Object.entries(settings.carouselLayouts)) {
      const widths = layout.below.map((b) => b.maxWidth);
      expect(widths, name).toEqual([...widths].sort((a, b) => b - a));
    }
  });
});

describe("tabs, headlines and forms", () => {
  test("the tab sets of §2.4 and §2.5, with Research spelled correctly", () => {
    const labels = (set: tabs.TabSet) => set.tabs.map((t) => t.label);
    expect(labels(tabs.strategyTabs)).toEqual(["Strategy", "Reporting", "Development"]);
    expect(labels(tabs.serviceTabs)).toEqual(["Service", "About", "Contact"]);
    expect(labels(tabs.caseStudy.tabs)).toEqual(["Online Verification", "Homescreen Widget"]);
    expect(tabs.caseStudy.steps.map((s) => s.step)).toEqual(["Step 02", "Step 03"]);
    expect(labels(tabs.advanceTabs)).toEqual(["Market Research", "Corporate Report", "App Development"]);
    expect(labels(tabs.featureTabs)).toEqual(["Smart integrations", "Share the load", "Capture anywhere"]);
    expect(tabs.serviceTabs.tabs.every((t) => t.cards.length > 0)).toBe(true);
  });

  test("the landing hero opens on Development; other sets on their first tab", () => {
    expect(tabs.initialTabId(tabs.landingHeroTabs)).toBe("development");
    expect(tabs.initialTabId(tabs.strategyTabs)).toBe("strategy");
    expect(tabs.initialTabId({ id: "x", tabs: tabs.strategyTabs.tabs, defaultTabId: "missing" })).toBe(
      "strategy",
    );
    expect(tabs.initialTabId({ id: "empty", tabs: [] })).toBe("");
  });

  test("rotating and typing words change every 3 s", () => {
    expect(headlines.applicationHeadline.words).toEqual(["Bank Account", "Web Payment", "Android & iOS"]);
    expect(headlines.freelancerHeadline.words).toEqual(["Freelancer", "Developer", "Startup"]);
    expect(headlines.onePageHeadline.words).toEqual(["Finance", "Consulting", "One Page"]);
    for (const h of [
      headlines.applicationHeadline,
      headlines.freelancerHeadline,
      headlines.onePageHeadline,
    ]) {
      expect(h.intervalMs).toBe(3000);
    }
  });

  test("the forms of §5", () => {
    expect(contact.contactFormFields.map((f) => [f.name, f.type, f.required])).toEqual([
      ["contact-name", "text", true],
      ["contact-phone", "tel", true],
      ["contact-email", "email", true],
      ["subject", "text", true],
      ["contact-message", "textarea", true],
    ]);
    expect(contact.onePageFormFields.map((f) => f.name)).toEqual([
      "name",
      "phone",
      "email",
      "subject",
      "message",
    ]);
    expect(contact.onePageFormFields.find((f) => f.name === "email")?.type).toBe("email");
    expect(contact.freelancerFormFields.map((f) => [f.name, f.required])).toEqual([
      ["fullname", true],
      ["phone", true],
      ["email", true],
      ["message", true],
    ]);
    expect(contact.newsletterField.type).toBe("email");
    expect(contact.contactFormMessages.success).toBe(
      "Your Message has been successfully sent. I will contact you soon.",
    );
  });

  test("contact blocks: phone numbers, e-mail addresses and a location", () => {
    expect(contact.contactBlocks.map((b) => b.id)).toEqual(["phone", "email", "location"]);
    expect(contact.telHref("+1 (555) 014-2290")).toBe("tel:+15550142290");
    const blocks: readonly contact.ContactBlock[] = contact.contactBlocks;
    expect(blocks[0]?.lines.map((line) => line.href)).toEqual([
      contact.telHref(site.phone),
      contact.telHref(site.phoneAlt),
    ]);
    expect(blocks[1]?.lines.map((line) => line.href)).toEqual([
      contact.mailHref(site.email),
      contact.mailHref(site.emailAlt),
    ]);
    expect(contact.officeMap).toMatchObject({ width: 600, height: 550 });
  });

  test("timelines: two steps, four items, five working processes", () => {
    expect(timeline.twoStepProcess.map((s) => s.step)).toEqual(["Step 01", "Step 02"]);
    expect(timeline.fourStepProcess).toHaveLength(4);
    expect(timeline.workingProcesses).toHaveLength(5);
    for (const process of timeline.workingProcesses) {
      if (process.kind === "items") expect(process.items).toHaveLength(4);
    }
    expect(timeline.workingProcesses[0]).toMatchObject({
      cta: { label: "Get Started Now", href: "/contact" },
    });
  });

  test("destinations and videos", () => {
    expect(destinations.destinations).toHaveLength(6);
    expect(videos.videoTeasers).toHaveLength(2);
  });
});
