// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { testimonials } from "~/content/testimonials";
import { Rating } from "~/components/ui/rating";
import { TestimonialSlider } from "./testimonial-slider";
import { Testimonials, type TestimonialsVariant } from "./testimonials";

afterEach(cleanup);

const variants: TestimonialsVariant[] = ["cards", "headline", "portrait", "wall"];
const shown = testimonials.slice(0, 3);

describe("Testimonials", () => {
  test.each(variants)("%s: each client's words as a quotation, with name and role", (variant) => {
    const { container } = render(
      <Testimonials id="t" heading={{ title: "Feedback" }} testimonials={shown} variant={variant} />,
    );
    const items = within(screen.getByRole("region", { name: "Feedback" })).getAllByRole("listitem");
    expect(items).toHaveLength(shown.length);
    const figures = container.querySelectorAll("figure");
    shown.forEach((t, i) => {
      expect(figures[i]!.querySelector("blockquote")!.textContent).toBe(`“${t.quote}”`);
      expect(figures[i]!.querySelector("figcaption")!.textContent).toContain(t.name);
      expect(figures[i]!.querySelector("figcaption")!.textContent).toContain(t.role);
    });
  });

  test("cards show the client's city; headline cards lead with a title and a rating", () => {
    render(<Testimonials id="c" heading={{ title: "Cards" }} testimonials={shown} variant="cards" />);
    expect(screen.getByText(shown[0]!.location!)).toBeTruthy();
    cleanup();
    render(<Testimonials id="h" heading={{ title: "Headlines" }} testimonials={shown} variant="headline" />);
    expect(screen.getByRole("heading", { level: 3, name: shown[0]!.title })).toBeTruthy();
    expect(screen.getAllByRole("img", { name: /^Rated [\d.]+ out of 5$/ })).toHaveLength(shown.length);
  });
});

describe("Rating", () => {
  test("names the score and fills whole and half stars", () => {
    const { container } = render(<Rating value={4.5} />);
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeTruthy();
    const fills = [...container.querySelectorAll<HTMLElement>("[style]")].map((el) => el.style.width);
    expect(fills).toEqual(["100%", "100%", "100%", "100%", "50%"]);
  });
});

describe("TestimonialSlider", () => {
  test("pre-renders one looping slide at a time with arrows and a dot per slide", () => {
    const html = renderToString(
      <MemoryRouter>
        <TestimonialSlider heading={{ title: "Clients" }} testimonials={shown} autoplay={false} />
      </MemoryRouter>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const carousel = doc.querySelector('[aria-roledescription="carousel"]')!;
    expect(carousel.getAttribute("aria-label")).toBe("Client testimonials");
    expect(carousel.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(shown.length);
    const buttons = [...carousel.querySelectorAll("button")].map((b) => b.getAttribute("aria-label"));
    expect(buttons).toEqual(["Previous slide", ...shown.map((_, i) => `Go to slide ${i + 1}`), "Next slide"]);
    // Looping: "previous" is available on the first slide.
    expect(carousel.querySelector('[aria-label="Previous slide"]')!.hasAttribute("aria-disabled")).toBe(
      false,
    );
    for (const t of shown) expect(carousel.textContent).toContain(t.quote);
  });
});
