/** The accordion element page: four styles, each with four items, the first open. */
import { billingFaq, homeFaq, servicesFaq, supportFaq } from "~/content/faq";
import { offerLines } from "~/content/pricing";
import type { Crumb, Seo } from "~/lib/seo";
import type { FaqAccordionProps } from "~/sections/faq/faq-accordion";

const crumbs: Crumb[] = [{ label: "Accordion" }];

export const accordionPage = {
  seo: {
    title: "Accordion",
    description:
      "Accordions in four styles: the first answer open, one answer at a time, smooth 600 ms collapse and full keyboard support without extra scripts.",
    path: "/accordion",
  },
  banner: {
    title: "Accordion",
    subtitle: "Straight answers to the questions clients ask before they hire us.",
    crumbs,
  },
  bordered: {
    id: "accordion-bordered",
    variant: "bordered",
    heading: {
      eyebrow: "Working with us",
      title: "Questions we hear every week",
      subtitle: "Short answers about how a project runs from the first call to launch.",
    },
    items: homeFaq,
  } satisfies FaqAccordionProps,
  cards: {
    id: "accordion-cards",
    variant: "cards",
    layout: "split",
    tone: "muted",
    heading: {
      eyebrow: "Our services",
      title: "What you can book with us",
      subtitle: "One discipline or all of them, always with the same senior team.",
    },
    items: servicesFaq,
  } satisfies FaqAccordionProps,
  filled: {
    id: "accordion-filled",
    variant: "filled",
    heading: {
      eyebrow: "Billing",
      title: "Prices, payments and contracts",
      subtitle: "No surprises on the invoice: here is how we charge.",
    },
    items: billingFaq,
  } satisfies FaqAccordionProps,
  minimal: {
    id: "accordion-minimal",
    variant: "minimal",
    layout: "split",
    heading: {
      eyebrow: "Support",
      title: "Help when you need it",
      subtitle: `${offerLines.support}.`,
    },
    items: supportFaq,
  } satisfies FaqAccordionProps,
} satisfies { seo: Seo; [section: string]: unknown };
