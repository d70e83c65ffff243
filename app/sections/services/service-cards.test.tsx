// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { services } from "~/content/services";
import { ServiceCards, type ServiceCardsVariant } from "./service-cards";

afterEach(cleanup);

const inRouter = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;
const variants: ServiceCardsVariant[] = ["icon", "image", "numbered", "list", "gradient-border", "spotlight"];
const shown = services.slice(0, 4);

describe("ServiceCards", () => {
  test.each(variants)("%s: one card per service, each with a Read More link to /service", (variant) => {
    render(
      inRouter(<ServiceCards id="s" heading={{ title: "Services" }} services={shown} variant={variant} />),
    );
    const region = screen.getByRole("region", { name: "Services" });
    const items = within(region).getAllByRole("listitem");
    expect(items).toHaveLength(shown.length);
    shown.forEach((service, i) => {
      const card = within(items[i]!);
      expect(card.getByRole("heading", { level: 3, name: service.title })).toBeTruthy();
      expect(card.getByText(service.description)).toBeTruthy();
      const more = card.getByRole("link", { name: `Read More about ${service.title}` });
      expect(more.getAttribute("href")).toBe("/service");
    });
  });

  test("numbered cards are an ordered list; the numbers are decoration", () => {
    const { container } = render(
      inRouter(<ServiceCards id="s" heading={{ title: "Steps" }} services={shown} variant="numbered" />),
    );
    expect(container.querySelector("ol")).not.toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')!.textContent).toBe("01");
  });

  test("image cards show each service's picture with its alternative text", () => {
    render(inRouter(<ServiceCards id="s" heading={{ title: "S" }} services={shown} variant="image" />));
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(
      shown.map((service) => service.image?.alt),
    );
  });
});
