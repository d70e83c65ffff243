// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { offices } from "~/content/offices";
import { OfficeCards } from "./office-cards";

afterEach(cleanup);

describe("OfficeCards", () => {
  test("a card per office: region, city, country, address, e-mail link, markets and lead", () => {
    render(<OfficeCards id="offices" heading={{ title: "Our offices" }} offices={offices} />);
    const region = screen.getByRole("region", { name: "Our offices" });
    const cards = within(region).getAllByRole("article");
    expect(cards).toHaveLength(offices.length);
    offices.forEach((office, i) => {
      const card = within(cards[i]!);
      const city = card.getByRole("heading", { level: 3, name: office.city });
      expect(city.nextElementSibling!.textContent).toBe(office.country);
      expect(card.getByText(office.address)).toBeTruthy();
      expect(card.getByRole("link", { name: office.email }).getAttribute("href")).toBe(
        `mailto:${office.email}`,
      );
      const markets = card.getByRole("list", { name: `Markets served from ${office.city}` });
      expect(
        within(markets)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual([...office.markets]);
      expect(card.getByText(office.lead.name)).toBeTruthy();
      expect(card.getByRole("img", { name: office.lead.image.alt })).toBeTruthy();
    });
  });

  test("only the head office wears the headquarters badge", () => {
    render(
      <OfficeCards id="o" heading={{ title: "Offices" }} offices={offices} headquartersLabel="Head office" />,
    );
    const badges = screen.getAllByText("Head office");
    expect(badges).toHaveLength(offices.filter((office) => office.headquarters).length);
    const hq = offices.find((office) => office.headquarters)!;
    expect(badges[0]!.closest("article")!.querySelector("h3")!.textContent).toBe(hq.city);
  });
});
