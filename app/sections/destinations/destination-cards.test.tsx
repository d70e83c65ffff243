// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { destinations } from "~/content/destinations";
import { DestinationCards } from "./destination-cards";

afterEach(cleanup);

const inRouter = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;

describe("DestinationCards", () => {
  test("a card per destination: picture, country, name, nights, price per person and an enquiry link", () => {
    render(
      inRouter(
        <DestinationCards
          id="destinations"
          heading={{ title: "Where to go" }}
          destinations={destinations}
          enquire={{ label: "Plan a trip", href: "/contact" }}
        />,
      ),
    );
    const region = screen.getByRole("region", { name: "Where to go" });
    const cards = within(region).getAllByRole("article");
    expect(cards).toHaveLength(destinations.length);
    destinations.forEach((destination, i) => {
      const card = within(cards[i]!);
      expect(card.getByRole("heading", { level: 3, name: destination.name })).toBeTruthy();
      expect(card.getByText(destination.country)).toBeTruthy();
      expect(card.getByText(`${destination.nights} nights`)).toBeTruthy();
      expect(card.getByRole("img", { name: destination.image.alt })).toBeTruthy();
      const link = card.getByRole("link", { name: `Plan a trip to ${destination.name}` });
      expect(link.getAttribute("href")).toBe("/contact");
    });
    // Prices are US dollars with thousands separators: Bali from $1,390.
    expect(within(cards[0]!).getByText("$1,390")).toBeTruthy();
  });

  test("without an enquiry link the cards carry no link at all", () => {
    render(
      inRouter(
        <DestinationCards id="d" heading={{ title: "Ideas" }} destinations={destinations.slice(0, 2)} />,
      ),
    );
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
