// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { pricingNote, pricingPlans, pricingTiers } from "~/content/pricing";
import { formatPrice } from "~/lib/format";
import { site } from "~/content/site";
import { PricingCards, type PricingVariant } from "./pricing-cards";

afterEach(cleanup);

const inRouter = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;
const heading = { title: "Plans" };
const looks: PricingVariant[] = ["elevated", "gradient", "split", "rows"];

/** The card (list item) of a plan, found by its heading. */
const cardOf = (title: string) => screen.getByRole("heading", { name: title }).closest("li")!;

describe("PricingCards", () => {
  test.each(looks)(
    "%s: every card has its title, price per month, subtitle, features and Purchase Now",
    (variant) => {
      render(inRouter(<PricingCards id="p" heading={heading} plans={pricingPlans} variant={variant} />));
      for (const plan of pricingPlans) {
        const card = within(cardOf(plan.title));
        expect(card.getByText(`$${plan.price}`)).toBeTruthy();
        expect(card.getByText("per month")).toBeTruthy();
        expect(card.getByText(plan.subtitle)).toBeTruthy();
        const features = card.getByRole("list", { name: `${plan.title} includes` });
        expect(
          within(features)
            .getAllByRole("listitem")
            .map((li) => li.textContent),
        ).toEqual(plan.features);
        const buy = card.getByRole("link", { name: /^Purchase Now/ });
        expect(buy.getAttribute("href")).toBe(site.buyUrl);
        expect(buy.getAttribute("target")).toBe("_blank");
        expect(buy.getAttribute("rel")).toContain("noopener");
        expect(buy.textContent).toContain("(opens in a new tab)");
      }
    },
  );

  test.each(looks)("%s: only the highlighted plan carries the badge", (variant) => {
    render(inRouter(<PricingCards id="p" heading={heading} plans={pricingTiers} variant={variant} />));
    expect(screen.getAllByText("Most popular")).toHaveLength(1);
    expect(within(cardOf("Standard Plan")).getByText("Most popular")).toBeTruthy();
    expect(cardOf("Standard Plan").hasAttribute("data-highlighted")).toBe(true);
    expect(cardOf("Basic Plan").hasAttribute("data-highlighted")).toBe(false);
  });

  test("shows the note about prices when given", () => {
    render(inRouter(<PricingCards id="p" heading={heading} plans={pricingPlans} note={pricingNote} />));
    expect(screen.getByText(pricingNote)).toBeTruthy();
    expect(pricingNote).toMatch(/vary by location/);
    expect(pricingNote).toMatch(/taxes/);
    expect(pricingNote).toMatch(/US dollars/);
  });

  test("the billing switch pre-renders both views; Yearly shows twelve times the monthly price", async () => {
    const html = renderToString(
      inRouter(<PricingCards id="p" heading={heading} plans={pricingPlans} billingSwitch />),
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const panels = [...doc.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.hasAttribute("hidden"))).toEqual([false, true]);
    // The plans' prices are pinned in tests/spec; here they come from the content.
    const business = pricingPlans[1]!;
    const last = pricingPlans.at(-1)!;
    expect(panels[1]!.textContent).toContain(formatPrice(business.price * 12));

    const user = userEvent.setup();
    render(inRouter(<PricingCards id="p" heading={heading} plans={pricingPlans} billingSwitch />));
    const monthly = screen.getByRole("tab", { name: "Monthly" });
    expect(monthly.getAttribute("aria-selected")).toBe("true");
    await user.click(screen.getByRole("tab", { name: "Yearly" }));
    const shown = screen.getByRole("tabpanel");
    const card = within(shown).getByRole("heading", { name: business.title }).closest("li")!;
    expect(within(card).getByText(formatPrice(business.price * 12))).toBeTruthy();
    expect(within(card).getByText("per year")).toBeTruthy();
    expect(
      within(card).getByText(`12 months at ${formatPrice(business.price)}, billed once a year`),
    ).toBeTruthy();
    expect(within(shown).getByRole("heading", { name: last.title }).closest("li")!.textContent).toContain(
      formatPrice(last.price * 12),
    );
  });
});
