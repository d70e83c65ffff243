// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { aboutPage } from "~/content/pages/about";
import { AboutHero } from "./about-hero";
import { AboutIntro } from "./about-intro";
import { AboutValues } from "./about-values";

afterEach(cleanup);

const inRouter = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;

describe("about sections", () => {
  test("the hero is the page's h1 with its largest picture loaded first", () => {
    render(inRouter(<AboutHero {...aboutPage.hero} />));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(aboutPage.hero.title);
    const picture = screen.getByRole("img", { name: aboutPage.hero.image.alt });
    expect(picture.getAttribute("loading")).toBe("eager");
    expect(picture.getAttribute("fetchpriority")).toBe("high");
    for (const fact of aboutPage.hero.facts) expect(screen.getByText(fact.label)).toBeTruthy();
    for (const cta of aboutPage.hero.ctas) expect(screen.getByRole("link", { name: cta.label })).toBeTruthy();
  });

  test("the intro tells the story beside two lazy pictures", () => {
    render(inRouter(<AboutIntro {...aboutPage.intro} />));
    const region = screen.getByRole("region", { name: aboutPage.intro.heading.title });
    for (const paragraph of aboutPage.intro.paragraphs)
      expect(within(region).getByText(paragraph)).toBeTruthy();
    const pictures = within(region).getAllByRole("img");
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) expect(picture.getAttribute("loading")).toBe("lazy");
  });

  test("the intro can lay a play button for the video popup over its large picture", () => {
    render(inRouter(<AboutIntro {...aboutPage.intro} video={{ title: "A day in our studio" }} />));
    const region = screen.getByRole("region", { name: aboutPage.intro.heading.title });
    const play = within(region).getByRole("link", { name: "Play video: A day in our studio" });
    expect(play.getAttribute("aria-haspopup")).toBe("dialog");
    const [large] = aboutPage.intro.images;
    const picture = within(region).getByRole("img", { name: large.alt });
    expect(picture.closest("button")).toBeNull();
    expect(play.parentElement!.parentElement!.contains(picture)).toBe(true);
    // Both pictures stay named images beside the button.
    expect(within(region).getAllByRole("img")).toHaveLength(2);
  });

  test("values: two statements and the values, each a heading with text", () => {
    render(<AboutValues {...aboutPage.values} />);
    const region = screen.getByRole("region", { name: aboutPage.values.heading.title });
    const headings = within(region)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(
      [...aboutPage.values.statements, ...aboutPage.values.values].map((p) => p.title),
    );
  });
});
