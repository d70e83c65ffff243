import type { Route } from "./+types/privacy-policy";
import { privacyPolicy } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { Section } from "~/sections/section";
import { brand } from "~/content/brand";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description: `How a ${brand.name} site handles the details you send through its forms, and which services load only on request.`,
    path: "/privacy-policy",
  });

export default function PrivacyPolicy() {
  return (
    <>
      <PageBanner title="Privacy Policy" crumbs={[{ label: "Privacy Policy" }]} />
      <Section>
        <article className="mx-auto max-w-3xl">
          <p className="text-sm text-muted-foreground">Last updated {privacyPolicy.updated}</p>
          <p className="mt-4 text-lg">{privacyPolicy.intro}</p>
          {privacyPolicy.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-2xl font-bold">{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="mt-4 leading-relaxed text-muted-foreground">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </article>
      </Section>
    </>
  );
}
