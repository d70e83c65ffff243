import type { Route } from "./+types/accordion";
import { accordionPage as page } from "~/content/pages/accordion";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { FaqAccordion } from "~/sections/faq/faq-accordion";
import { PageBanner } from "~/sections/page-banner/page-banner";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Accordion: four styles, each with four items, the first open. */
export default function AccordionPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <FaqAccordion {...page.bordered} />
      <FaqAccordion {...page.cards} />
      <FaqAccordion {...page.filled} />
      <FaqAccordion {...page.minimal} />
    </>
  );
}
