/**
 * PUBLISHED CLAIMS: the one place where the site's promises are pinned.
 *
 * Every other test derives what it expects from the content modules (app/content), so editing
 * copy, prices, headlines or posts never breaks them. This file is different on purpose: it
 * holds the figures the seller advertises and the constants the specification fixes (prices,
 * the sale and its discount, the trial, the counts and percentages shown, the scroll thresholds,
 * timings, list and carousel sizes, image sizes). A change to any of them must be deliberate.
 *
 * If you bought the template: when you change your prices, your claims or these behaviours,
 * update this file in one go to match what you now promise, or delete it if you do not want
 * such a guard. Nothing else depends on it. It runs with `npm run test:unit`.
 */
import { describe, expect, test } from "vitest";
import { art } from "~/content/art.generated";
import * as blog from "~/content/blog";
import * as brands from "~/content/brands";
import * as contact from "~/content/contact";
import * as faq from "~/content/faq";
import * as features from "~/content/features";
import * as gallery from "~/content/gallery";
import * as metrics from "~/content/metrics";
import * as portfolio from "~/content/portfolio";
import * as pricing from "~/content/pricing";
import * as reviews from "~/content/reviews";
import * as settings from "~/content/settings";
import * as slides from "~/content/slides";
import * as tabs from "~/content/tabs";
import * as timeline from "~/content/timeline";
import * as videos from "~/content/videos";

describe("prices", () => {
  test("first set: Free 29, Business 50 (highlighted), Advanced 500, Pro 100", () => {
    expect(pricing.pricingPlans.map((p) => [p.title, p.price, p.highlighted])).toEqual([
      ["Free", 29, false],
      ["Business", 50, true],
      ["Advanced", 500, false],
      ["Pro", 100, false],
    ]);
  });

  test("second set: Basic Plan 29, Standard Plan 50 (highlighted), Advanced Plan 500", () => {
    expect(pricing.pricingTiers.map((p) => [p.title, p.price, p.highlighted])).toEqual([
      ["Basic Plan", 29, false],
      ["Standard Plan", 50, true],
      ["Advanced Plan", 500, false],
    ]);
  });

  test("in US dollars per month, with the note on local taxes", () => {
    expect(settings.priceFormat).toEqual({ locale: "en-US", currency: "USD" });
    expect(pricing.pricingNote).toMatch(/vary by location.*taxes.*US dollars/);
  });

  test("the sample product: $129, rated 4.5 out of 5 in 1000+ reviews", () => {
    expect(pricing.productPrice).toEqual({ price: 129, rating: 4.5, ratingMax: 5, reviews: "1000+" });
  });
});

describe("the offer", () => {
  test("sale $9.99 at 95% off, 14-day trial, 40+ demos, lifetime updates, support hours", () => {
    expect(pricing.offer).toMatchObject({
      salePrice: 9.99,
      discountPercent: 95,
      trialDays: 14,
      demoCount: "40+",
      support: { days: "Monday to Friday", responseHours: 24 },
    });
    expect(pricing.offer.updates).toMatch(/lifetime updates/i);
  });

  test("the landing copy states the claims", () => {
    const landing = JSON.stringify([faq.landingFaq, features.landingFeatures, features.tldrPoints]);
    for (const claim of [
      "40+",
      "lifetime updates",
      "Monday to Friday",
      "24 hours",
      "14-day free trial",
      "without a credit card",
      "$9.99",
    ]) {
      expect(landing, claim).toContain(claim);
    }
  });
});

describe("figures shown", () => {
  test("counters, skill bars, rings, speed scores and load time", () => {
    expect(metrics.counters.map((c) => c.value)).toEqual([199, 575, 69, 500]);
    expect(metrics.elementsCounter.value).toBe(100);
    expect(metrics.skillBars.map((s) => s.value)).toEqual([90, 75, 95, 45]);
    expect(metrics.radialProgress.map((r) => r.percent)).toEqual([80, 60, 70, 95]);
    expect(metrics.summaryRing).toMatchObject({ percent: 97, size: 120 });
    expect(metrics.speedScores.map((s) => s.value)).toEqual([99, 92, 100]);
    expect(metrics.fullyLoaded).toMatchObject({ value: 1.9, unit: "s" });
  });

  test("counting and progress motion", () => {
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

describe("list sizes", () => {
  test("settings: the sizes of every list", () => {
    expect(settings.listSizes).toEqual({
      clientStrip: 6,
      brandsCommon: 8,
      brandsAbout: 9,
      brandsShort: 7,
      blogTeaser: 3,
      latestPosts: 5,
      sidebarRecent: 4,
      pricingWide: 3,
      pricingNarrow: 2,
      teamSmall: 3,
      teamLarge: 4,
      gallery: 6,
      accordionItems: 4,
    });
  });

  test("content: 33 brands, 12 gallery pictures, landing FAQ 5, landing features 7, reviews 4", () => {
    expect(brands.brands).toHaveLength(33);
    // The brand page: a grid of 8, cards 6, chips 6, a row of 5 and a carousel of 8, each its own.
    expect(brands.brandPageSizes).toEqual({ grid: 8, cards: 6, pills: 6, row: 5, carousel: 8 });
    expect(gallery.galleryImages).toHaveLength(12);
    expect(gallery.galleries.map((g) => g.images.length)).toEqual([6, 6, 12]);
    expect(faq.landingFaq).toHaveLength(5);
    expect(features.landingFeatures).toHaveLength(7);
    expect(reviews.reviewCards).toHaveLength(4);
  });

  test("content: five working processes, two video teasers, three hero slides, two-step timeline", () => {
    expect(timeline.workingProcesses).toHaveLength(5);
    expect(timeline.twoStepProcess).toHaveLength(2);
    expect(videos.videoTeasers).toHaveLength(2);
    expect(slides.heroSlides).toHaveLength(3);
  });

  test("blog: latest 5, popular 4, sidebar 4, tag cloud 14", () => {
    expect(blog.latestPosts(settings.listSizes.latestPosts)).toHaveLength(5);
    expect(blog.popularPosts()).toHaveLength(4);
    expect(blog.latestPosts(settings.listSizes.sidebarRecent)).toHaveLength(4);
    expect(blog.blogTags).toHaveLength(14);
  });

  test("timeline: four columns of steps", () => {
    expect(timeline.fourStepProcess).toHaveLength(4);
  });

  test("portfolio: ids 1 to 6 in the grid, 7 to 18 in the second list; filter codes cat--1 to cat--4", () => {
    expect(portfolio.portfolioItems.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(portfolio.morePortfolioItems.map((i) => i.id)).toEqual([
      7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
    ]);
    expect(portfolio.portfolioFilters.map((f) => f.value)).toEqual([
      "*",
      "cat--1",
      "cat--2",
      "cat--3",
      "cat--4",
    ]);
  });
});

describe("image sizes", () => {
  // The sample pictures; a buyer's own photo keeps its size, and the cards crop it to these shapes.
  test("portfolio and gallery 1270×950, blog 390×240", () => {
    const sample = ({ image }: { image: { key: string } }) => image.key in art;
    for (const item of [...portfolio.allPortfolioItems, ...gallery.galleryImages].filter(sample)) {
      expect([item.image.width, item.image.height]).toEqual([1270, 950]);
    }
    for (const post of blog.allPosts.filter(sample))
      expect([post.image.width, post.image.height]).toEqual([390, 240]);
    expect(contact.officeMap).toMatchObject({ width: 600, height: 550 });
  });
});

describe("thresholds and timings", () => {
  test("scrolling, reveal and animation observers", () => {
    expect(settings.scrollThresholds).toEqual({ backToTop: 150, stickyHeader: 250, scrollSpyOffset: 40 });
    expect(settings.revealObserver).toMatchObject({ threshold: 0.01 });
    expect(settings.animationObserver).toEqual({ threshold: 0.5, rootMargin: "0% 50%" });
  });

  test("headline rotation 3 s, collapse 600 ms, card 700 ms, success message 5 s, video modal 300 ms", () => {
    expect(settings.timings).toMatchObject({
      headlineRotation: 3000,
      collapse: 600,
      card: 700,
      successMessage: 5000,
      videoModal: 300,
    });
  });

  test("carousel defaults: speed 500 ms (Embla duration 20), autoplay 3000 ms (+50 ms)", () => {
    expect(settings.carouselDefaults).toMatchObject({ duration: 20, autoplaySpeed: 3000 });
    expect(settings.autoplayInterval).toBe(3050);
  });

  test("lightbox", () => {
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
});

describe("carousels", () => {
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
    ["slideInCards", 1280, 1, 1],
    ["templates", 1280, 3, 1],
  ] as const)("%s at %i px: %i shown, %i scrolled", (name, width, show, scroll) => {
    expect(settings.slidesAt(settings.carouselLayouts[name], width)).toEqual({ show, scroll });
  });

  test("testimonials and brands loop, slide-in cards do not", () => {
    expect(settings.carouselLayouts.testimonials.loop).toBe(true);
    expect(settings.carouselLayouts.brands.loop).toBe(true);
    expect(settings.carouselLayouts.slideInCards.loop).toBe(false);
  });
});

describe("forms", () => {
  test("the fields the specification names, all required where it says so", () => {
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
    expect(contact.freelancerFormFields.map((f) => [f.name, f.required])).toEqual([
      ["fullname", true],
      ["phone", true],
      ["email", true],
      ["message", true],
    ]);
  });
});

describe("behaviours the specification fixes", () => {
  test("the landing hero opens on its last tab; the first working process leads to /contact", () => {
    expect(tabs.initialTabId(tabs.landingHeroTabs)).toBe(tabs.landingHeroTabs.tabs.at(-1)!.id);
    expect(timeline.workingProcesses[0]).toMatchObject({ cta: { href: "/contact" } });
  });
});
