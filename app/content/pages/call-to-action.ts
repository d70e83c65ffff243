/** The call-to-action element page: eight styles, each with a Purchase button. */
import { img } from "~/content/images";
import { offer, offerLines } from "~/content/pricing";
import { site } from "~/content/site";
import type { Cta } from "~/content/types";
import { formatPrice, inSentence } from "~/lib/format";
import type { Crumb, Seo } from "~/lib/seo";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import { brand } from "~/content/brand";

const crumbs: Crumb[] = [{ label: "Call To Action" }];

const purchaseNow: Cta = { label: "Purchase Now", href: site.buyUrl, newTab: true };
const purchase: Cta = { label: `Purchase ${brand.name}`, href: site.buyUrl, newTab: true };

export const callToActionPage = {
  seo: {
    title: "Call To Action",
    description:
      "Eight call-to-action styles with a purchase button: framed panel, gradient card, split card, full-width band, picture card, minimal, gradient outline and inverted.",
    path: "/call-to-action",
  },
  banner: {
    title: "Call To Action",
    subtitle: "Give every visitor a clear next step, and more of them become clients.",
    crumbs,
  },
  panel: {
    id: "cta-panel",
    variant: "panel",
    space: "compact",
    eyebrow: `${offer.discountPercent}% off for a limited time`,
    title: "Ready to launch your new website?",
    text: `${offerLines.trial} Start from any demo and make it your own in an afternoon.`,
    cta: purchaseNow,
  } satisfies CallToActionProps,
  gradient: {
    id: "cta-gradient",
    variant: "gradient",
    space: "compact",
    eyebrow: "Limited-time offer",
    title: `Every demo and element for only ${formatPrice(offer.salePrice)}`,
    text: `${offerLines.demos}, light and dark themes and ${inSentence(offer.updates)}.`,
    cta: purchase,
  } satisfies CallToActionProps,
  split: {
    id: "cta-split",
    variant: "split",
    space: "compact",
    eyebrow: "Try it first",
    title: `Start your ${offer.trialDays}-day free trial today`,
    text: "Go live without a credit card, then keep the site you built.",
    cta: purchaseNow,
    secondary: { label: "View Pricing", href: "/pricing" },
  } satisfies CallToActionProps,
  band: {
    id: "cta-band",
    variant: "band",
    space: "compact",
    eyebrow: "Your next website",
    title: "A site your clients will remember",
    text: "Pick a demo, add your words and publish in days, not months.",
    cta: purchaseNow,
  } satisfies CallToActionProps,
  image: {
    id: "cta-image",
    variant: "image",
    space: "compact",
    eyebrow: "Made for agencies",
    title: "Your agency site, ready this week",
    text: "Services, portfolio, pricing and a contact form that sends: every page you need, designed to work together.",
    cta: purchaseNow,
    secondary: { label: "Our Services", href: "/service" },
    image: img(
      "hero-3",
      "Two phones showing a finance app and a card wallet, surrounded by floating chart and profile cards",
    ),
  } satisfies CallToActionProps,
  minimal: {
    id: "cta-minimal",
    variant: "minimal",
    space: "compact",
    eyebrow: offerLines.demos,
    title: "Build faster with ready-made demos",
    text: "Mix any section with any other. Every block works in light and dark.",
    cta: purchase,
  } satisfies CallToActionProps,
  outline: {
    id: "cta-outline",
    variant: "outline",
    space: "compact",
    eyebrow: offer.updates,
    title: "Buy once, get every update",
    text: `${offerLines.support}.`,
    cta: purchaseNow,
  } satisfies CallToActionProps,
  inverse: {
    id: "cta-inverse",
    variant: "inverse",
    space: "compact",
    eyebrow: offerLines.sale,
    title: "Grow with a template built to convert",
    text: "Fast pages, clear calls to action and accessible design in every demo.",
    cta: purchaseNow,
    secondary: { label: "See the Buttons", href: "/button" },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
