/**
 * The application home: a rotating headline (Bank Account, Web Payment,
 * Android & iOS), the client strip of the first 6 logos, the case-study tabs, the feature
 * tabs (Smart integrations, Share the load, Capture anywhere), the first 3 pricing plans
 * and client feedback.
 */
import { brandLists } from "~/content/brands";
import { applicationHeadline } from "~/content/headlines";
import { img } from "~/content/images";
import { offerLines, pricingNote, pricingPlans } from "~/content/pricing";
import { listSizes } from "~/content/settings";
import { site } from "~/content/site";
import { caseStudy, featureTabs } from "~/content/tabs";
import { clientsOf } from "~/content/testimonials";
import type { Seo } from "~/lib/seo";
import type { BrandListProps } from "~/sections/brands/brand-list";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { PricingCardsProps } from "~/sections/pricing/pricing-cards";
import type { CaseStudyTabsProps } from "~/sections/tabs/case-study-tabs";
import type { ContentTabsProps } from "~/sections/tabs/content-tabs";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";
import { brand } from "~/content/brand";

export const applicationHome = {
  seo: {
    title: "Application: Banking and Payments App Demo",
    description: `An app landing demo of ${brand.name}: a rotating headline, client logos, a banking case study, feature tabs, three pricing plans and client feedback.`,
    path: "/index-application",
  },
  hero: {
    variant: "split",
    eyebrow: "Mobile banking for small businesses",
    title: applicationHeadline.before,
    words: applicationHeadline,
    subtitle:
      "Open an account in minutes, get paid by link or card and see every balance in one app, on the web, Android and iOS.",
    ctas: [
      { label: "Purchase Now", href: site.buyUrl, newTab: true },
      { label: "Create Account", href: "/login" },
    ],
    image: img("hero-3", "Two phones showing a spending chart and payment cards, beside a balance card"),
    video: { title: "A two-minute tour of the app" },
  } satisfies HeroBannerProps,
  clients: {
    id: "clients",
    variant: "row",
    space: "compact",
    heading: { title: "Trusted by finance teams at growing companies" },
    logos: brandLists.clientStrip,
  } satisfies BrandListProps,
  caseStudy: {
    id: "case-study",
    tone: "muted",
    tabs: caseStudy.tabs,
    steps: caseStudy.steps,
  } satisfies CaseStudyTabsProps,
  features: {
    id: "features",
    set: featureTabs,
    variant: "underline",
    heading: {
      eyebrow: "Features",
      title: "Work the way your team already does",
      subtitle: "Good habits the app builds in from the first day.",
    },
  } satisfies ContentTabsProps,
  pricing: {
    id: "pricing",
    variant: "gradient",
    tone: "muted",
    note: pricingNote,
    heading: {
      eyebrow: "Pricing",
      title: "Plans that grow with your balance",
      subtitle: offerLines.trial,
    },
    plans: pricingPlans.slice(0, listSizes.pricingWide),
  } satisfies PricingCardsProps,
  feedback: {
    id: "feedback",
    variant: "headline",
    heading: {
      eyebrow: "Client feedback",
      title: "Finance teams that switched and stayed",
      subtitle: "What owners and accountants say after their first year with the app.",
    },
    testimonials: clientsOf.application,
  } satisfies TestimonialsProps,
} satisfies { seo: Seo; [section: string]: unknown };
