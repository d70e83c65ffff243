/**
 * The demo landing page at /index-landing: the template's own sales page, with an
 * in-page header, the offer banner, every demo, the TL;DR, features, speed, inner pages,
 * reviews, FAQ and the purchase call to action.
 */
import { demos } from "~/content/demos";
import { landingFaq } from "~/content/faq";
import { landingFeatures, tldrPoints } from "~/content/features";
import { innerPages } from "~/content/inner-pages";
import { elementsCounter, fullyLoaded, speedScores, summaryRing } from "~/content/metrics";
import { offer, offerLines } from "~/content/pricing";
import { reviewCards } from "~/content/reviews";
import { carouselLayouts } from "~/content/settings";
import { site } from "~/content/site";
import type { Cta, PageAnchor } from "~/content/types";
import { formatPrice, inSentence } from "~/lib/format";
import { faqPageJsonLd, productJsonLd, type Seo } from "~/lib/seo";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { DemoGridProps } from "~/sections/demos/demo-grid";
import type { FaqAccordionProps } from "~/sections/faq/faq-accordion";
import type { FeatureGridProps } from "~/sections/features/feature-grid";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { OfferBannerProps } from "~/sections/offer/offer-banner";
import type { SpeedScoresProps } from "~/sections/progress/speed-scores";
import type { TldrSummaryProps } from "~/sections/summary/tldr-summary";
import type { TemplateCard, TemplatesSliderProps } from "~/sections/templates/templates-slider";
import type { ReviewCardsProps } from "~/sections/testimonials/review-cards";
import { brand } from "~/content/brand";

const buyNow = { label: "Buy Now", href: site.buyUrl, newTab: true } satisfies Cta;
const price = formatPrice(offer.salePrice);

const description = `${brand.name} is a fast, accessible website template for consultancies, agencies and portfolios: ${offer.demoCount} demos, light and dark themes and free lifetime updates, now ${price}.`;

export const landingPage = {
  seo: {
    title: `Template Demos: ${offer.demoCount} Ready-Made Business Websites`,
    description: `Browse every demo of the ${brand.name} website template, then get it for ${price} (${offer.discountPercent}% off): free lifetime updates and a ${offer.trialDays}-day free trial.`,
    path: "/index-landing",
    jsonLd: [
      productJsonLd({
        name: `${brand.name}: ${brand.tagline}`,
        description,
        path: "/index-landing",
        buyUrl: site.buyUrl,
        price: offer.salePrice,
      }),
      faqPageJsonLd(landingFaq),
    ],
  },
  /** The header's in-page links. */
  anchors: [
    { id: "demo", label: "Demos" },
    { id: "features", label: "Features" },
    { id: "inner-pages", label: "Inner Pages" },
    { id: "faqs", label: "FAQs" },
  ] satisfies PageAnchor[],
  banner: {
    title: `Limited-time offer: ${offer.discountPercent}% off, only ${price}.`,
    text: `All ${offer.demoCount} demos and free lifetime updates included.`,
    cta: buyNow,
  } satisfies OfferBannerProps,
  hero: {
    id: "intro",
    variant: "centered",
    eyebrow: `${offerLines.demos} · ${offerLines.updates}`,
    title: "One template, every business website you will ever need",
    highlight: "every business website",
    subtitle: `Consultancies, agencies, finance, travel, events and portfolios: pick a demo, make it yours and go live in days. ${offerLines.trial}`,
    ctas: [{ label: "View Demo", href: "#demo" }, buyNow],
  } satisfies HeroBannerProps,
  demos: {
    id: "demo",
    heading: {
      eyebrow: `${offer.demoCount} demos`,
      title: "Choose the demo closest to your business",
      subtitle: "Each demo opens in a new tab. Every section of every demo mixes with every other.",
    },
    /** Every published demo but this page itself. */
    demos: demos.filter((demo) => demo.href !== "/index-landing"),
    comingSoon: [
      { id: "saas", title: "SaaS Product" },
      { id: "restaurant", title: "Restaurant" },
    ],
  } satisfies DemoGridProps,
  tldr: {
    id: "tldr",
    tone: "muted",
    heading: {
      eyebrow: "TL;DR",
      title: `${brand.name} in thirty seconds`,
      subtitle: "Everything you need to know before you read the rest of this page.",
    },
    ring: summaryRing,
    points: tldrPoints,
    counter: elementsCounter,
  } satisfies TldrSummaryProps,
  features: {
    id: "features",
    heading: {
      eyebrow: "Features",
      title: "Built the way you would build it yourself",
      subtitle: `Why buyers choose ${brand.name} for their clients and their own business.`,
    },
    features: landingFeatures,
  } satisfies FeatureGridProps,
  speed: {
    id: "speed",
    heading: {
      eyebrow: "Speed",
      title: "Fast on every device",
      subtitle: `Pre-rendered pages and light images: fully loaded in ${fullyLoaded.value} ${fullyLoaded.unit === "s" ? "seconds" : fullyLoaded.unit}.`,
    },
    scores: speedScores,
    time: fullyLoaded,
  } satisfies SpeedScoresProps,
  innerPages: {
    id: "inner-pages",
    heading: {
      eyebrow: "Inner pages",
      title: "Every page a business site needs",
      subtitle: "About, services, team, pricing, portfolio, blog, contact and more, ready to fill in.",
    },
    label: "Inner page previews",
    layout: carouselLayouts.innerPages,
    templates: innerPages.map(({ id, title, href, isNew, image }): TemplateCard => ({
      id,
      title,
      href,
      image,
      ...(isNew ? { badge: "New" as const } : {}),
    })),
  } satisfies TemplatesSliderProps,
  reviews: {
    id: "reviews",
    heading: {
      eyebrow: "Customer reviews",
      title: `What buyers say about ${brand.name}`,
      subtitle: "Designers, developers and business owners who launched with it.",
    },
    reviews: reviewCards,
  } satisfies ReviewCardsProps,
  faq: {
    id: "faqs",
    tone: "muted",
    heading: {
      eyebrow: "FAQs",
      title: "Questions before you buy",
      subtitle: `Anything else? Our team answers ${offer.support.days}, within ${offer.support.responseHours} hours.`,
    },
    items: landingFaq,
  } satisfies FaqAccordionProps,
  cta: {
    id: "purchase",
    variant: "gradient",
    eyebrow: `${offer.discountPercent}% off for a limited time`,
    title: `Get ${brand.name} today for only ${price}`,
    text: `${offerLines.demos}, ${inSentence(offerLines.updates)}. ${offerLines.support}. ${offerLines.trial}`,
    cta: { label: `Purchase ${brand.name}`, href: site.buyUrl, newTab: true },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; anchors: readonly PageAnchor[]; [section: string]: unknown };
