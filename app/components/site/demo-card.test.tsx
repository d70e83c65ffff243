// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { demoThumbnails } from "~/content/demo-thumbnails.generated";
import { DemoCard } from "./demo-card";

afterEach(cleanup);

const inRouter = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;
const [href, shots] = Object.entries(demoThumbnails)[0] ?? [];

describe("DemoCard", () => {
  test("is one link to the demo, opening in a new tab without access to this page", () => {
    render(inRouter(<DemoCard demo={{ href: "/index-finance", title: "Finance", badge: "New" }} />));
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("/index-finance");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")?.split(" ")).toContain("noopener");
    // The title, its badge beside it, then the spoken new-tab hint.
    expect(link.textContent).toBe("Finance, New(opens in a new tab)");
    expect(screen.getByRole("heading", { level: 3 }).textContent).toMatch(/^Finance/);
  });

  test("the title may be a paragraph", () => {
    render(inRouter(<DemoCard demo={{ href: "/", title: "Landing Home" }} titleAs="p" />));
    expect(screen.queryByRole("heading")).toBeNull();
  });

  test("holds both screenshots, lazy and sized; CSS shows the one of the theme", () => {
    if (!href || !shots) throw new Error("no demo thumbnails yet: run `npm run screenshots`");
    const { container } = render(inRouter(<DemoCard demo={{ href, title: "Demo" }} />));
    const [light, dark] = [...container.querySelectorAll("img")];
    expect(light?.getAttribute("src")).toContain(shots.light.path);
    expect(dark?.getAttribute("src")).toContain(shots.dark.path);
    // Hidden with display: none, a lazy picture is never requested.
    expect(light?.className).toMatch(/(^| )dark:hidden( |$)/);
    expect(dark?.className).toMatch(/(^| )hidden( |$)/);
    expect(dark?.className).toMatch(/(^| )dark:block( |$)/);
    for (const img of [light, dark]) {
      expect(img?.getAttribute("loading")).toBe("lazy");
      expect(img?.getAttribute("width")).toBe(String(shots.light.width));
      expect(img?.getAttribute("height")).toBe(String(shots.light.height));
      // Decorative: the link's text names the demo.
      expect(img?.getAttribute("alt")).toBe("");
    }
    expect(container.querySelectorAll("source[type='image/avif']")).toHaveLength(2);
  });

  test("a demo without screenshots yet shows an empty box, no broken image", () => {
    const { container } = render(inRouter(<DemoCard demo={{ href: "/index-not-shot", title: "New" }} />));
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link").textContent).toContain("New");
  });
});
