// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { teamMembers } from "~/content/team";
import { TeamCards, type TeamCardVariant } from "./team-cards";

afterEach(cleanup);

const variants: TeamCardVariant[] = ["portrait", "round", "location", "overlay"];
const members = teamMembers.slice(0, 3);

describe("TeamCards", () => {
  test.each(variants)("%s: a card per member with name, role, portrait and named social links", (variant) => {
    render(<TeamCards id="t" heading={{ title: "Our team" }} members={members} variant={variant} />);
    const region = screen.getByRole("region", { name: "Our team" });
    const cards = within(region).getAllByRole("article");
    expect(cards).toHaveLength(members.length);
    members.forEach((member, i) => {
      const card = within(cards[i]!);
      expect(card.getByRole("heading", { level: 3, name: member.name })).toBeTruthy();
      expect(card.getByText(member.role)).toBeTruthy();
      expect(card.getByRole("img", { name: member.image.alt })).toBeTruthy();
      const links = within(card.getByRole("list", { name: `${member.name} on social media` })).getAllByRole(
        "link",
      );
      expect(links.map((link) => link.textContent)).toEqual(
        member.socialLinks.map((link) => `${link.label} (opens in a new tab)`),
      );
      for (const link of links) {
        expect(link.getAttribute("target")).toBe("_blank");
        expect(link.getAttribute("rel")).toContain("noopener");
      }
    });
  });

  test("only the location look shows where each member works and their bio", () => {
    const member = members[0]!;
    render(<TeamCards id="a" heading={{ title: "With location" }} members={members} variant="location" />);
    const located = screen.getByRole("region", { name: "With location" });
    expect(within(located).getByText(member.location)).toBeTruthy();
    expect(within(located).getByText(member.description)).toBeTruthy();
    cleanup();
    render(<TeamCards id="b" heading={{ title: "Portraits" }} members={members} variant="portrait" />);
    expect(screen.queryByText(member.location)).toBeNull();
  });
});
