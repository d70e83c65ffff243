// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { callToActionPage } from "~/content/pages/call-to-action";
import { site } from "~/content/site";
import { CallToAction, type CallToActionVariant } from "./call-to-action";

afterEach(cleanup);

const inRouter = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;
const variants: CallToActionVariant[] = [
  "panel",
  "gradient",
  "split",
  "band",
  "image",
  "minimal",
  "outline",
  "inverse",
];

describe("CallToAction", () => {
  test.each(variants)("%s: a section named by its heading, with the purchase button", (variant) => {
    const { container } = render(
      inRouter(
        <CallToAction
          id="cta"
          variant={variant}
          eyebrow="Offer"
          title="Ready to launch?"
          text="Try it free."
          cta={{ label: "Purchase Now", href: site.buyUrl, newTab: true }}
          secondary={{ label: "View Pricing", href: "/pricing" }}
        />,
      ),
    );
    const section = container.querySelector("section")!;
    expect(section.id).toBe("cta");
    expect(screen.getByRole("region", { name: "Ready to launch?" })).toBe(section);
    expect(screen.getByRole("heading", { level: 2, name: "Ready to launch?" })).toBeTruthy();
    expect(screen.getByText("Try it free.")).toBeTruthy();
    const buy = screen.getByRole("link", { name: "Purchase Now (opens in a new tab)" });
    expect(buy.getAttribute("href")).toBe(site.buyUrl);
    expect(buy.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "View Pricing" }).getAttribute("href")).toBe("/pricing");
  });

  test("the default look is the framed panel, and the props of before still work", () => {
    const props = { title: "Go", cta: { label: "Buy", href: "/pricing" } };
    const plain = render(inRouter(<CallToAction {...props} />)).container.innerHTML;
    cleanup();
    const panel = render(inRouter(<CallToAction {...props} variant="panel" />)).container.innerHTML;
    expect(plain).toBe(panel);
    expect(plain).toContain('id="call-to-action"');
  });

  test("the call-to-action page shows eight different looks, each with a Purchase button to the buy URL", () => {
    const sections = Object.values(callToActionPage).filter(
      (value): value is Extract<typeof value, { variant: CallToActionVariant }> =>
        typeof value === "object" && "variant" in value,
    );
    expect(new Set(sections.map((s) => s.variant)).size).toBe(8);
    for (const section of sections) {
      expect(section.cta.label).toMatch(/^Purchase/);
      expect(section.cta.href).toBe(site.buyUrl);
      expect(section.cta.newTab).toBe(true);
    }
  });

  test("the image look shows its picture with its alternative text", () => {
    render(inRouter(<CallToAction {...callToActionPage.image} />));
    expect(screen.getByRole("img").getAttribute("alt")).toBe(callToActionPage.image.image.alt);
  });
});
