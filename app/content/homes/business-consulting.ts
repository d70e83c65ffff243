/**
 * The business consulting home: hero with Purchase Now and Contact Us, services,
 * portfolio grid with filters and Load More, the two-step working process, a video,
 * the testimonial carousel, the latest three posts and a call to action.
 */
import { latestPosts } from "~/content/blog";
import { img } from "~/content/images";
import { portfolioFilters, portfolioItems, projectCards } from "~/content/portfolio";
import { offerLines } from "~/content/pricing";
import { services } from "~/content/services";
import { listSizes } from "~/content/settings";
import { site } from "~/content/site";
import { clientsOf } from "~/content/testimonials";
import { twoStepProcess } from "~/content/timeline";
import { videoTeasers } from "~/content/videos";
import type { Seo } from "~/lib/seo";
import type { BlogTeaserProps } from "~/sections/blog/blog-teaser";
import type { CallToActionProps } from "~/sections/cta/call-to-action";
import type { HeroBannerProps } from "~/sections/hero/hero-banner";
import type { PortfolioGridProps } from "~/sections/portfolio/portfolio-grid";
import type { ServiceCardsProps } from "~/sections/services/service-cards";
import type { TestimonialSliderProps } from "~/sections/testimonials/testimonial-slider";
import type { WorkingProcessProps } from "~/sections/timeline/working-process";
import type { VideoTeasersProps } from "~/sections/video/video-teasers";
import { brand } from "~/content/brand";

export const businessConsultingHome = {
  seo: {
    title: "Business Consulting",
    description: `A business consulting demo of ${brand.name}: services, a filterable portfolio, a two-step working process, client testimonials and the latest insights from the blog.`,
    path: "/index-business-consulting",
  },
  hero: {
    variant: "split",
    eyebrow: "Strategy · Operations · Growth",
    title: "Business consulting that turns plans into profit",
    highlight: "plans into profit",
    subtitle:
      "We help owners and leadership teams see where the money is made, decide what to change first and deliver it, with a clear number to show for it.",
    ctas: [
      { label: "Purchase Now", href: site.buyUrl, newTab: true },
      { label: "Contact Us", href: "/contact" },
    ],
    image: img("hero-2", "A laptop and a phone showing bar charts, key figures and a progress ring"),
    imageDark: img("hero-2-dark", "A laptop and a phone showing bar charts, key figures and a progress ring"),
  } satisfies HeroBannerProps,
  services: {
    id: "services",
    variant: "spotlight",
    columns: 3,
    heading: {
      eyebrow: "What we do",
      title: "Advice you can act on the same week",
      subtitle: "One senior team, and every recommendation tied to a figure on your books.",
    },
    services: services.slice(0, 6),
  } satisfies ServiceCardsProps,
  portfolio: {
    id: "cases",
    tone: "muted",
    heading: {
      eyebrow: "Case studies",
      title: "Work that moved the numbers",
      subtitle: "Filter by discipline, or open a project to read the brief, the approach and the result.",
    },
    items: projectCards(portfolioItems),
    filters: portfolioFilters,
    card: "box",
    shapes: ["landscape", "landscape", "square", "portrait", "portrait", "square"],
    loadMore: { label: "Load More", href: "/portfolio" },
  } satisfies PortfolioGridProps,
  process: {
    id: "process",
    kind: "steps",
    heading: {
      eyebrow: "Working process",
      title: "Two steps from question to result",
      subtitle: "First we understand the business, then we change it with you, week by week.",
    },
    steps: twoStepProcess,
  } satisfies WorkingProcessProps,
  video: {
    id: "video",
    tone: "muted",
    heading: {
      eyebrow: "Inside the studio",
      title: "See how a project moves",
      subtitle: "Two minutes with the consultants, from the first workshop to launch day.",
    },
    videos: videoTeasers.slice(0, 1),
  } satisfies VideoTeasersProps,
  testimonials: {
    heading: {
      eyebrow: "Client stories",
      title: "What leaders say after working with us",
    },
    testimonials: clientsOf.businessConsulting,
  } satisfies TestimonialSliderProps,
  news: {
    id: "news",
    heading: {
      eyebrow: "Latest news",
      title: "Insights from the team",
      subtitle: "Short reads on strategy, marketing and building products people use.",
    },
    tone: "muted",
    posts: latestPosts(listSizes.blogTeaser),
    more: { label: "View All Posts", href: "/blog-grid" },
  } satisfies BlogTeaserProps,
  cta: {
    variant: "gradient",
    eyebrow: "Your next quarter starts here",
    title: "Launch a consulting site that wins clients",
    text: `${offerLines.sale}. ${offerLines.updates}.`,
    cta: { label: "Purchase Now", href: site.buyUrl, newTab: true },
    secondary: { label: "Contact Us", href: "/contact" },
  } satisfies CallToActionProps,
} satisfies { seo: Seo; [section: string]: unknown };
