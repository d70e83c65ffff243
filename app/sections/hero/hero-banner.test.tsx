// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { img } from "~/content/images";
import { setUpMotionTests } from "~/lib/motion-test-utils";
import { HeroBanner, type HeroBannerVariant, type HeroBannerProps } from "./hero-banner";

setUpMotionTests();

const inRouter = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;

const base = {
  eyebrow: "Banking made simple",
  title: "The smart way to manage your",
  subtitle: "One app for every account.",
  ctas: [
    { label: "Purchase Now", href: "https://market.example.com/doob", newTab: true },
    { label: "Log In", href: "/login" },
  ],
  image: img("hero-1", "A phone showing an account balance"),
} satisfies HeroBannerProps;

const words = ["Bank Account", "Web Payment", "Android & iOS"] as const;

describe("HeroBanner", () => {
  test("its title is the page's one h1, naming the banner region", () => {
    render(inRouter(<HeroBanner {...base} highlight="smart way" />));
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1.textContent).toBe(base.title);
    expect(within(h1).getByText("smart way").className).toContain("text-gradient");
    expect(screen.getByRole("region", { name: base.title })).toBeTruthy();
    expect(screen.getAllByRole("heading")).toHaveLength(1);
  });

  test.each(["rotate", "type"] as const)(
    "%s: every word is in the pre-rendered HTML; screen readers hear them as one list",
    (effect) => {
      const html = renderToString(
        inRouter(<HeroBanner {...base} words={{ effect, words, after: "today" }} />),
      );
      const doc = new DOMParser().parseFromString(html, "text/html");
      const h1 = doc.querySelector("h1")!;
      for (const word of words) expect(h1.textContent).toContain(word);
      expect(h1.querySelector(".sr-only")!.textContent).toBe("Bank Account, Web Payment, and Android & iOS");
      expect(h1.textContent!.trim().endsWith("today")).toBe(true);
    },
  );

  test.each([
    ["split", "inline-grid"],
    ["centered", "grid"],
    ["image-background", "grid"],
  ] satisfies [HeroBannerVariant, string][])(
    "%s: the rotating word's slot is %s (a centred title gives it a line of its own, so no gap shows beside a shorter word)",
    (layout, display) => {
      const { container } = render(
        inRouter(<HeroBanner {...base} variant={layout} words={{ effect: "rotate", words }} />),
      );
      const slot = container.querySelector("h1 .sr-only")!.parentElement!;
      expect(slot.classList.contains(display)).toBe(true);
      expect(slot.classList.contains(display === "grid" ? "inline-grid" : "grid")).toBe(false);
    },
  );

  test("calls to action: the first stands out; the marketplace opens in a new tab", () => {
    render(inRouter(<HeroBanner {...base} />));
    const buy = screen.getByRole("link", { name: "Purchase Now" });
    expect(buy.getAttribute("href")).toBe("https://market.example.com/doob");
    expect(buy.getAttribute("target")).toBe("_blank");
    expect(buy.getAttribute("rel")).toContain("noopener");
    const login = screen.getByRole("link", { name: "Log In" });
    expect(login.getAttribute("href")).toBe("/login");
    expect(login.hasAttribute("target")).toBe(false);
    expect(buy.className).not.toBe(login.className);
  });

  test.each(["split", "centered", "image-background"] satisfies HeroBannerVariant[])(
    "%s: renders the layout with its picture loaded first",
    (layout) => {
      const { container } = render(inRouter(<HeroBanner {...base} variant={layout} />));
      const section = container.querySelector("section")!;
      expect(section.dataset.layout).toBe(layout);
      // Over a picture the banner keeps the dark theme's colours (its scrim) in both themes.
      expect(section.classList.contains("dark")).toBe(layout === "image-background");
      const picture = screen.getByRole("img", { name: base.image.alt });
      expect(picture.getAttribute("loading")).toBe("eager");
      expect(picture.getAttribute("fetchpriority")).toBe("high");
      expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    },
  );

  test("without a picture nothing but the text is shown", () => {
    render(inRouter(<HeroBanner title="Plain" variant="image-background" />));
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  test.each([
    ["on the picture", base.image],
    ["beside the buttons", undefined],
  ])("the play button (%s) opens the video dialog", (_, image) => {
    const showModal = vi.fn();
    HTMLDialogElement.prototype.showModal = showModal;
    render(inRouter(<HeroBanner {...base} image={image} video={{ title: "A tour of the app" }} />));
    screen.getByRole("link", { name: "Play video: A tour of the app" }).click();
    expect(showModal).toHaveBeenCalledOnce();
  });
});
