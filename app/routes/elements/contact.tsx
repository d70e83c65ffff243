import type { Route } from "./+types/contact";
import { contactPage as page } from "~/content/contact";
import { pageMeta } from "~/lib/seo";
import { ContactBlocks } from "~/sections/contact/contact-blocks";
import { ContactSection } from "~/sections/contact/contact-section";
import { PageBanner } from "~/sections/page-banner/page-banner";

export const meta: Route.MetaFunction = () => pageMeta(page.seo);

/** Contact: breadcrumb, phone numbers, e-mail addresses and location, the form, the map. */
export default function Contact() {
  return (
    <>
      <PageBanner {...page.banner} />
      <ContactBlocks {...page.details} />
      <ContactSection {...page.form} tone="muted" />
    </>
  );
}
