// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { brand } from "~/content/brand";
import { socialSharePage } from "~/content/pages/social-share";
import { socialLinks } from "~/content/social";
import { SocialShare } from "./social-share";

afterEach(cleanup);

test("five styles, each linking to the four networks in a new tab with a name for each icon", () => {
  render(<SocialShare {...socialSharePage.share} />);
  const lists = screen.getAllByRole("list", { name: new RegExp(`^${brand.name} on social media`) });
  expect(lists).toHaveLength(5);
  expect(new Set(socialSharePage.share.styles.map((style) => style.variant)).size).toBe(5);
  for (const list of lists) {
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(socialLinks.map((link) => link.href));
    links.forEach((link, i) => {
      expect(link.textContent).toBe(`${socialLinks[i]!.label} (opens in a new tab)`);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.querySelector("svg")!.getAttribute("aria-hidden")).toBe("true");
    });
  }
  expect(new Set(socialLinks.map((link) => link.network))).toEqual(
    new Set(["facebook", "twitter", "instagram", "linkedin"]),
  );
});
