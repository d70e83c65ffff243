// @vitest-environment node
import { describe, expect, test } from "vitest";
import { sampledContrast } from "./text-contrast.mjs";

/** A raw RGB image of `count` pixels of one colour, then `rest` of another. */
const pixels = (count, [r, g, b], rest = 0, [r2, g2, b2] = [0, 0, 0]) =>
  Uint8Array.from(
    [
      ...Array.from({ length: count }, () => [r, g, b]),
      ...Array.from({ length: rest }, () => [r2, g2, b2]),
    ].flat(),
  );

describe("sampledContrast", () => {
  test("gives WCAG's ratios: white on black 21:1, white on #767676 4.54:1, a colour on itself 1:1", () => {
    expect(sampledContrast(pixels(10, [0, 0, 0]), 3, [255, 255, 255, 1])).toBeCloseTo(21, 5);
    expect(sampledContrast(pixels(10, [0x76, 0x76, 0x76]), 3, [255, 255, 255, 1])).toBeCloseTo(4.54, 2);
    expect(sampledContrast(pixels(10, [120, 40, 200]), 3, [120, 40, 200, 1])).toBe(1);
  });

  test("blends translucent text over each pixel, and reads RGBA images by their channels", () => {
    // White at half opacity over black is #808080 (rounded here: 127.5), 5.28:1 against black.
    expect(sampledContrast(pixels(4, [0, 0, 0]), 3, [255, 255, 255, 0.5])).toBeCloseTo(5.28, 1);
    const rgba = Uint8Array.from(Array.from({ length: 4 }, () => [0, 0, 0, 255]).flat());
    expect(sampledContrast(rgba, 4, [255, 255, 255, 1])).toBeCloseTo(21, 5);
  });

  test("sets the weakest few pixels aside (an edge of the picture, a stray highlight), not more", () => {
    // 2 of 100 pixels as light as the text: set aside; 20 of 100: the contrast they give.
    expect(sampledContrast(pixels(98, [0, 0, 0], 2, [255, 255, 255]), 3, [255, 255, 255, 1])).toBeCloseTo(
      21,
      5,
    );
    expect(sampledContrast(pixels(80, [0, 0, 0], 20, [255, 255, 255]), 3, [255, 255, 255, 1])).toBe(1);
  });
});
