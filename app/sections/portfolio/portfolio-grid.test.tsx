// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { ReactNode } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  photoCards,
  photoFilters,
  photoItems,
  portfolioFilters,
  portfolioItems,
  projectCards,
} from "~/content/portfolio";
import { PortfolioGrid, type PortfolioGridProps } from "./portfolio-grid";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "startViewTransition");
});

const projects: PortfolioGridProps = {
  id: "work",
  heading: { title: "Selected work" },
  items: projectCards(portfolioItems),
  filters: portfolioFilters,
};

function inRouter(node: ReactNode) {
  const router = createMemoryRouter([{ path: "*", element: node }]);
  return <RouterProvider router={router} />;
}

const cardTitles = () =>
  within(screen.getByRole("list", { name: "Selected work" }))
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

const pressed = () =>
  screen
    .getAllByRole("button")
    .filter((b) => b.getAttribute("aria-pressed") === "true")
    .map((b) => b.textContent);

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe("PortfolioGrid", () => {
  test("pre-renders every item with its size and details link, All pressed", () => {
    const html = renderToString(inRouter(<PortfolioGrid {...projects} />));
    const doc = new DOMParser().parseFromString(html, "text/html");
    const links = [...doc.querySelectorAll("ul h3 a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(
      portfolioItems.map((i) => `/portfolio-details/${i.id}`),
    );
    for (const image of doc.querySelectorAll("ul img")) {
      expect(Number(image.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(image.getAttribute("height"))).toBeGreaterThan(0);
    }
    const buttons = [...doc.querySelectorAll('[role="group"] button')];
    expect(buttons.map((b) => [b.textContent, b.getAttribute("aria-pressed")])).toEqual([
      ["All", "true"],
      ["Design", "false"],
      ["Art", "false"],
      ["Digital", "false"],
      ["Development", "false"],
    ]);
  });

  test("the masonry is pre-rendered packed: every card declares its picture's shape and its caption", () => {
    const styles = (props: PortfolioGridProps) => {
      const html = renderToString(inRouter(<PortfolioGrid {...props} />));
      const list = new DOMParser().parseFromString(html, "text/html").querySelector("ul")!;
      expect(list.getAttribute("data-masonry")).toBe("sized");
      return [...list.querySelectorAll("li")].map((li) =>
        li.getAttribute("style")!.replace(/^view-transition-name:[^;]+;/, ""),
      );
    };
    // Own proportions (1270×950) under a caption of title and subtitle.
    const [first] = portfolioItems;
    expect(styles(projects)[0]).toBe(
      `--masonry-ratio:${Number((first!.image.height / first!.image.width).toFixed(6))};--masonry-fixed:4.5rem`,
    );
    // Crops in turn, inside a bordered box; overlays are the picture alone.
    expect(styles({ ...projects, shapes: ["portrait", "square"], card: "box" }).slice(0, 3)).toEqual([
      "--masonry-ratio:1.25;--masonry-inset:calc(1.5rem + 2px);--masonry-fixed:calc(6rem + 2px)",
      "--masonry-ratio:1;--masonry-inset:calc(1.5rem + 2px);--masonry-fixed:calc(6rem + 2px)",
      "--masonry-ratio:1.25;--masonry-inset:calc(1.5rem + 2px);--masonry-fixed:calc(6rem + 2px)",
    ]);
    expect(styles({ ...projects, shapes: ["landscape"], card: "overlay" })[0]).toBe("--masonry-ratio:0.75");
  });

  test("a square or portrait tile shows its picture's crop for that shape, whole: its files are the tile's shape", () => {
    const html = renderToString(
      inRouter(<PortfolioGrid {...projects} shapes={["square", "portrait", "landscape"]} />),
    );
    const images = [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("ul img")];
    const shapes = images.slice(0, 3).map((image) => {
      const width = Number(image.getAttribute("width"));
      const height = Number(image.getAttribute("height"));
      return [
        height / width,
        image.parentElement!.querySelector("source")!.getAttribute("srcset")!.split(" ")[0],
      ];
    });
    expect(shapes).toEqual([
      [1, `/${portfolioItems[0]!.image.path}-square-400.avif`],
      [1.25, `/${portfolioItems[1]!.image.path}-portrait-400.avif`],
      [950 / 1270, `/${portfolioItems[2]!.image.path}-400.avif`],
    ]);
  });
  test("a click narrows the grid and moves aria-pressed; All brings everything back", async () => {
    stubReducedMotion(false);
    const user = userEvent.setup();
    render(inRouter(<PortfolioGrid {...projects} />));
    expect(cardTitles()).toHaveLength(6);

    await user.click(screen.getByRole("button", { name: "Art" }));
    expect(pressed()).toEqual(["Art"]);
    const art = portfolioItems.filter((i) => (i.categories as readonly string[]).includes("cat--2"));
    expect(cardTitles()).toEqual(art.map((i) => i.title));
    expect(screen.getByRole("status").textContent).toBe(`Art: ${art.length} of 6 shown`);

    await user.click(screen.getByRole("button", { name: "All" }));
    expect(pressed()).toEqual(["All"]);
    expect(cardTitles()).toHaveLength(6);
  });

  test("the keyboard reaches the filters in order; Enter and Space choose", async () => {
    stubReducedMotion(false);
    const user = userEvent.setup();
    render(inRouter(<PortfolioGrid {...projects} />));

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "All" }));
    await user.tab();
    await user.keyboard("{Enter}");
    expect(pressed()).toEqual(["Design"]);
    expect(cardTitles()).toEqual(["Northwind Rebrand", "Atlas Annual Report"]);

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Digital" }));
    await user.keyboard(" ");
    expect(pressed()).toEqual(["Digital"]);
    expect(cardTitles()).toEqual([
      "Lumen Banking App",
      "Verde Market Storefront",
      "Solace Wellness Campaign",
    ]);
  });

  test("the change runs inside a view transition, except under reduced motion", async () => {
    const user = userEvent.setup();
    const transition = vi.fn((update: () => void) => update());
    Object.defineProperty(document, "startViewTransition", { value: transition, configurable: true });

    stubReducedMotion(false);
    render(inRouter(<PortfolioGrid {...projects} />));
    await user.click(screen.getByRole("button", { name: "Design" }));
    expect(transition).toHaveBeenCalledTimes(1);
    expect(cardTitles()).toHaveLength(2);
    // Pressing the active filter again changes nothing.
    await user.click(screen.getByRole("button", { name: "Design" }));
    expect(transition).toHaveBeenCalledTimes(1);

    cleanup();
    stubReducedMotion(true);
    render(inRouter(<PortfolioGrid {...projects} />));
    await user.click(screen.getByRole("button", { name: "Art" }));
    expect(transition).toHaveBeenCalledTimes(1);
    expect(pressed()).toEqual(["Art"]);
  });

  test("filters that would show nothing are left out; a single option shows no bar", () => {
    const designOnly = projectCards(portfolioItems.filter((i) => i.id === 1));
    render(inRouter(<PortfolioGrid {...projects} items={designOnly} />));
    expect(screen.queryByRole("group")).toBeNull();
    cleanup();
    const twoKinds = projectCards(portfolioItems.filter((i) => i.id === 1 || i.id === 6));
    render(inRouter(<PortfolioGrid {...projects} items={twoKinds} />));
    const group = screen.getByRole("group", { name: "Filter by category" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All", "Design", "Art"]);
  });

  test("untitled pictures are the links, named by their alternative text", () => {
    render(
      inRouter(
        <PortfolioGrid
          id="photos"
          heading={{ title: "Photographs" }}
          items={photoCards(photoItems)}
          filters={photoFilters}
          loadMore={{ label: "Load More", unavailable: "Every photograph is already shown." }}
        />,
      ),
    );
    const links = within(screen.getByRole("list", { name: "Photographs" })).getAllByRole("link");
    expect(links).toHaveLength(12);
    expect(links[0]!.getAttribute("href")).toBe("/portfolio-details/1");
    expect(links[0]!.textContent).toBe("");
    expect(screen.getByRole("link", { name: photoItems[0]!.image.alt })).toBe(links[0]);
  });

  test("Load More: a link when it has a target, otherwise an honest unavailable button", async () => {
    const user = userEvent.setup();
    render(inRouter(<PortfolioGrid {...projects} loadMore={{ label: "Load More", href: "/portfolio" }} />));
    expect(screen.getByRole("link", { name: "Load More" }).getAttribute("href")).toBe("/portfolio");
    cleanup();

    render(
      inRouter(<PortfolioGrid {...projects} loadMore={{ label: "Load More", unavailable: "All shown." }} />),
    );
    const button = screen.getByRole("button", { name: "Load More" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(button.getAttribute("aria-describedby")!)!.textContent).toBe("All shown.");
    await user.click(button);
    expect(cardTitles()).toHaveLength(6);
  });
});
