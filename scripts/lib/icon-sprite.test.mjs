// @vitest-environment node
import { describe, expect, test } from "vitest";
import { SPRITE_OPEN, inlineIconSprite, lucideIcon, symbolMarkup } from "./icon-sprite.mjs";

const icon = (name) => `<svg aria-hidden="true" class="icon"><use href="#icon-${name}"></use></svg>`;
const page = (body) =>
  `<!DOCTYPE html><html><head></head><body><div class="contents">${body}</div></body></html>`;

describe("inlineIconSprite", () => {
  test("writes each icon's symbol once, in order of first use, as the first child of <body>", async () => {
    const { html, icons } = await inlineIconSprite(page(icon("star") + icon("check") + icon("star")));
    expect(icons).toBe(2);
    const star = symbolMarkup(await lucideIcon("star"));
    const check = symbolMarkup(await lucideIcon("check"));
    expect(html).toContain(`<body>${SPRITE_OPEN}${star}${check}</svg><div class="contents">`);
  });

  test("a symbol holds lucide's shapes in its 24-unit box, without React's keys", async () => {
    const markup = symbolMarkup(await lucideIcon("chevron-down"));
    expect(markup).toBe(
      '<symbol id="icon-chevron-down" viewBox="0 0 24 24"><path d="m6 9 6 6 6-6"></path></symbol>',
    );
  });

  test("leaves a page without icons, or with its sprite, as it is", async () => {
    const plain = page("<p>text</p>");
    expect(await inlineIconSprite(plain)).toEqual({ html: plain, icons: 0 });
    const { html } = await inlineIconSprite(page(icon("star")));
    expect(await inlineIconSprite(html)).toEqual({ html, icons: 0 });
  });

  test("fails on an icon lucide-react does not have", async () => {
    await expect(inlineIconSprite(page(icon("no-such-icon")))).rejects.toThrow();
  });
});
