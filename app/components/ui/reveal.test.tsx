import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { timings } from "~/content/settings";
import { Reveal, RevealList } from "./reveal";

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html").body;

describe("Reveal", () => {
  test("is plainly visible in the pre-rendered HTML", () => {
    const html = renderToStaticMarkup(
      <Reveal as="li" delay={200}>
        Our services
      </Reveal>,
    );
    expect(html).toContain("Our services");
    expect(html).not.toContain("data-reveal=");
    expect(html).not.toMatch(/opacity:\s*0|style=/);
  });

  test("carries its delay for the module, and its start look only as attribute variants", () => {
    const el = parse(renderToStaticMarkup(<Reveal from="start">Card</Reveal>))
      .firstElementChild as HTMLElement;
    expect(el.dataset.revealDelay).toBe("0");
    for (const name of el.classList)
      expect(name, "no class applies before the module marks it").toMatch(/data-\[reveal=/);
  });

  test("a list staggers its items by timings.revealStagger", () => {
    const items = [{ id: "a" }, { id: "b" }, { id: "c" }];
    const list = parse(renderToStaticMarkup(<RevealList items={items}>{(item) => item.id}</RevealList>));
    expect(Array.from(list.querySelectorAll("li"), (li) => li.dataset.revealDelay)).toEqual(
      [0, 1, 2].map((i) => String(i * timings.revealStagger)),
    );
  });
});
