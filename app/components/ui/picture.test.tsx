// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { clientLogo, img } from "~/content/images";
import { BrandImage, PHONE_MEDIA, Picture, framedImage, imageUrl } from "./picture";

afterEach(cleanup);

const portfolio = img("portfolio-1", "Glossy spheres and a ring");

function parts(container: HTMLElement) {
  const picture = container.querySelector("picture");
  const sources = [...container.querySelectorAll("picture > source")];
  const image = container.querySelector("picture > img");
  if (!picture || !image) throw new Error("no picture rendered");
  return { picture, sources, image };
}

describe("Picture", () => {
  test("offers AVIF first, then WebP, each with every width of the manifest", () => {
    const { container } = render(<Picture image={portfolio} />);
    const { sources } = parts(container);
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    for (const [i, format] of (["avif", "webp"] as const).entries()) {
      expect(sources[i]?.getAttribute("srcset")).toBe(
        portfolio.widths.map((w) => `/art/portfolio-1-${w}.${format} ${w}w`).join(", "),
      );
    }
    expect(portfolio.widths.length).toBeGreaterThan(1);
  });

  test("sizes defaults to the nominal width and can be set", () => {
    const { container, rerender } = render(<Picture image={portfolio} />);
    expect(parts(container).sources.map((s) => s.getAttribute("sizes"))).toEqual([
      "(min-width: 1270px) 1270px, 100vw",
      "(min-width: 1270px) 1270px, 100vw",
    ]);
    rerender(<Picture image={portfolio} sizes="(min-width: 768px) 33vw, 100vw" />);
    expect(
      parts(container).sources.every((s) => s.getAttribute("sizes") === "(min-width: 768px) 33vw, 100vw"),
    ).toBe(true);
  });

  test("the img has intrinsic size, alt text, lazy loading and the placeholder colour", () => {
    const { container } = render(
      <Picture image={portfolio} className="rounded-xl" pictureClassName="block" />,
    );
    const { picture, image } = parts(container);
    expect(screen.getByRole("img", { name: "Glossy spheres and a ring" })).toBe(image);
    expect(image.getAttribute("width")).toBe("1270");
    expect(image.getAttribute("height")).toBe("950");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("decoding")).toBe("async");
    expect(image.hasAttribute("fetchpriority")).toBe(false);
    expect(image.getAttribute("src")).toBe("/art/portfolio-1-1270.webp");
    expect((image as HTMLImageElement).style.backgroundColor).not.toBe("");
    expect(image.getAttribute("class")).toBe("rounded-xl");
    expect(picture.getAttribute("class")).toBe("block");
  });

  test("priority loads eagerly with high fetch priority (also in the pre-rendered HTML)", () => {
    const html = renderToString(<Picture image={img("hero-1", "A dashboard")} priority />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const image = doc.querySelector("img");
    expect(image?.getAttribute("loading")).toBe("eager");
    expect(image?.getAttribute("fetchpriority")).toBe("high");
    expect(image?.hasAttribute("decoding")).toBe(false);
  });

  test("priority preloads the AVIF files from the head, with the same srcset and sizes", () => {
    const hero = img("hero-1", "A dashboard");
    const sizes = "(min-width: 768px) 560px, 100vw";
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <Picture image={hero} sizes={sizes} priority />
        </body>
      </html>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const preloads = [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]?.getAttribute("type")).toBe("image/avif");
    expect(preloads[0]?.getAttribute("fetchpriority")).toBe("high");
    expect(preloads[0]?.getAttribute("imagesizes")).toBe(sizes);
    expect(preloads[0]?.getAttribute("imagesrcset")).toBe(
      doc.querySelector('source[type="image/avif"]')?.getAttribute("srcset"),
    );
    const lazy = renderToString(
      <html lang="en">
        <head />
        <body>
          <Picture image={hero} />
        </body>
      </html>,
    );
    expect(lazy).not.toContain('rel="preload"');
  });

  test("phoneSizes offers phones the picture's tall crop first, with its own sizes and preload", () => {
    const slide = img("slide-1", "Ribbons of light");
    const tall = slide.tall;
    if (!tall) throw new Error("slide-1 has no tall crop in the manifest");
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <Picture image={slide} sizes="1094px" phoneSizes="100vw" priority className="object-cover" />
        </body>
      </html>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const sources = [...doc.querySelectorAll("picture > source")];
    expect(
      sources.map((s) => [s.getAttribute("media"), s.getAttribute("type"), s.getAttribute("sizes")]),
    ).toEqual([
      [PHONE_MEDIA, "image/avif", "100vw"],
      [PHONE_MEDIA, "image/webp", "100vw"],
      [null, "image/avif", "1094px"],
      [null, "image/webp", "1094px"],
    ]);
    expect(sources[0]?.getAttribute("srcset")).toBe(
      tall.widths.map((w) => `/art/slide-1-tall-${w}.avif ${w}w`).join(", "),
    );
    // The crop's aspect, for the page gate; the img keeps the picture's own size and src.
    expect([sources[0]?.getAttribute("width"), sources[0]?.getAttribute("height")]).toEqual([
      String(tall.width),
      String(tall.height),
    ]);
    expect(doc.querySelector("img")?.getAttribute("width")).toBe(String(slide.width));
    // One preload per kind of screen, so that a phone fetches only the crop.
    const preloads = [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((l) => [l.getAttribute("media"), l.getAttribute("imagesizes")])).toEqual([
      [PHONE_MEDIA, "100vw"],
      ["(min-width: 768px)", "1094px"],
    ]);
    // Without phoneSizes, or for a picture without a crop, the picture's own sources only.
    const { container } = render(<Picture image={slide} />);
    expect(parts(container).sources.some((s) => s.hasAttribute("media"))).toBe(false);
    const { container: other } = render(<Picture image={portfolio} phoneSizes="100vw" />);
    expect(parts(other).sources).toHaveLength(2);
  });

  test("the fallback src is the smallest file at least as wide as the display size", () => {
    const blog = img("blog-1", "Frosted glass cards");
    const { container } = render(<Picture image={blog} />);
    expect(parts(container).image.getAttribute("src")).toBe("/art/blog-1-390.webp");
    expect(imageUrl(blog, 780, "avif")).toBe("/art/blog-1-780.avif");
    expect(() => imageUrl(blog, 500)).toThrow();
  });

  test("framedImage shows a square or portrait box the picture's crop for it, else the picture", () => {
    const { square, portrait } = portfolio;
    if (!square || !portrait) throw new Error("portfolio-1 has no square and portrait crops in the manifest");
    const framed = framedImage({ ...portfolio, focus: "left" }, "portrait");
    expect(framed).toMatchObject({ ...portrait, alt: portfolio.alt, color: portfolio.color, focus: "left" });
    expect(framed).not.toHaveProperty("square");
    const { container } = render(<Picture image={framedImage(portfolio, "square")} />);
    const { sources, image } = parts(container);
    expect(sources[0]!.getAttribute("srcset")).toContain(`/art/portfolio-1-square-${square.widths[0]}.avif`);
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual([
      String(square.width),
      String(square.height),
    ]);
    // A picture without a crop for the frame is shown itself, for the box to cut down.
    const gallery = img("gallery-3", "Bauhaus tiles");
    expect(framedImage(gallery, "square")).toBe(gallery);
    expect(framedImage(portfolio, undefined)).toBe(portfolio);
  });
});

describe("BrandImage", () => {
  test("shows the wordmark with its name as alt text, inverted in the dark theme", () => {
    const logo = clientLogo("brand-1");
    render(<BrandImage logo={logo} className="h-8 w-auto" />);
    const image = screen.getByRole("img", { name: logo.name });
    expect(image.getAttribute("src")).toBe("/art/brands/brand-1.svg");
    expect(image.getAttribute("width")).toBe(String(logo.width));
    expect(image.getAttribute("height")).toBe("64");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.className).toContain("dark:invert");
    expect(image.className).toContain("h-8");
  });
});
