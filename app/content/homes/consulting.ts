/**
 * The consulting home (other variants): a centred hero, an about block with
 * figures and a video popup, services, the Market Research / Corporate Report / App
 * Development tabs, the team, testimonials, an FAQ of four items, client logos and a
 * call to action.
 */
import { brandLists } from "~/content/brands";
import { homeFaq } from "~/content/faq";
import { img } from "~/content/images";
import { counters } from "~/content/metrics";
import { offerLines } from "~/content/pricing";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { advanceTabsRetold } from "~/content/tabs";
import { teamMembers } from "~/content/team";
import { clientsOf } from "~/content/testimonials";
import type { Seo } from "~/lib/seo";
import type { BrandListProps } from "~/sections/brands/brand-list";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { FaqAccordionProps } from "~/sections/faq/faq-accordion";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { SplitFeatureProps } from "~/sections/split/split-feature";
import type { ContentTabsProps } from "~/sections/tabs/content-tabs";
import type { TeamCardsProps } from "~/sections/team/team-cards";
import type { TestimonialsProps } from "~/sections/testimonials/testimonials";
import { listSizes } from "~/content/settings";
import { brand } from "~/content/brand";

export const consultingHome = {
  seo: {
    title: "Consulting",
    description: `A management consulting demo of ${brand.name}: a calm centred hero, an about block with a film and figures, research and reporting tabs, the consultants and their clients.`,
    path: "/index-consulting",
  },
  hero: {
    variant: "centered",
    eyebrow: "Management consulting",
    title: "Evidence first, then the bold decision",
    highlight: "the bold decision",
    subtitle:
      "Research, clear reports and software that puts the answer to work. We help leadership teams choose with confidence and act without delay.",
    ctas: [
      { label: "Start a Project", href: "/contact" },
      { label: "Read Our Insights", href: "/blog-grid" },
    ],
    image: img("hero-5", "A bright analytics card with two data series, a task list and team avatars"),
  } satisfies HeroBannerProps,
  about: {
    id: "about",
    variant: "panel",
    eyebrow: "Who we are",
    title: "Consultants who stay for the results",
    text: "We measure our work by what changes in your business, not by the length of the report. Press play to hear three clients describe what that felt like.",
    image: img(
      "about-2",
      "Consultants and clients round a meeting table seen from above, with laptops, coffee and printed charts",
    ),
    video: { title: "Three clients on working with us" },
    counters,
  } satisfies SplitFeatureProps,
  services: {
    id: "services",
    variant: "list",
    tone: "muted",
    heading: {
      eyebrow: "Practice areas",
      title: "Where we make the biggest difference",
      subtitle: "Each area is led by a partner with at least fifteen years in the field.",
    },
    services: services.slice(0, 6),
  } satisfies ServiceCardsProps,
  expertise: {
    id: "expertise",
    set: advanceTabsRetold,
    variant: "cards",
    placement: "start",
    heading: {
      eyebrow: "Expertise",
      title: "From research to a working answer",
      subtitle: "How we turn a hard question into a decision, and the decision into something people use.",
    },
  } satisfies ContentTabsProps,
  team: {
    id: "team",
    variant: "location",
    columns: 3,
    tone: "muted",
    heading: {
      eyebrow: "Consultants",
      title: "Partners in three time zones",
      subtitle: "Whoever you meet in the first call stays with you until the work is done.",
    },
    members: teamMembers.slice(0, listSizes.teamSmall),
  } satisfies TeamCardsProps,
  testimonials: {
    id: "testimonials",
    variant: "portrait",
    heading: {
      eyebrow: "Client voices",
      title: "Decisions our clients are glad they made",
    },
    testimonials: clientsOf.consulting,
  } satisfies TestimonialsProps,
  faq: {
    id: "faq",
    variant: "minimal",
    tone: "muted",
    heading: {
      eyebrow: "FAQ",
      title: "Before you call us",
      subtitle: "The questions we hear in almost every first meeting.",
    },
    items: homeFaq,
  } satisfies FaqAccordionProps,
  clients: {
    id: "clients",
    variant: "pills",
    space: "compact",
    heading: { title: "Advising leaders at" },
    logos: brandLists.about,
  } satisfies BrandListProps,
  cta: {
    variant: "outline",
    eyebrow: offerLines.updates,
    title: "A consulting website that earns trust on the first visit",
    text: `${offerLines.sale}. Put your case studies, partners and insights in front of the clients you want.`,
    cta: { label: "Purchase Now", href: site.buyUrl, newTab: true },
    secondary: { label: "Contact Us", href: "/contact" },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
