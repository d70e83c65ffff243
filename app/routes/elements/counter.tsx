import type { Route } from "./+types/counter";
import { counterPage as page } from "~/content/pages/counter";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { CounterGrid } from "~/sections/counters/counter-grid";
import { PageBanner } from "~/sections/page-banner/page-banner";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.seo, jsonLd: [breadcrumbJsonLd(page.banner.crumbs, page.seo.path)] });

/** Counter: the sample counters in four styles, counting up once when half visible. */
export default function CounterPage() {
  return (
    <>
      <PageBanner {...page.banner} />
      <CounterGrid {...page.plain} />
      <CounterGrid {...page.cards} />
      <CounterGrid {...page.band} />
      <CounterGrid {...page.compact} />
    </>
  );
}
