// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { img } from "~/content/images";
import { counters } from "~/content/metrics";
import { SplitFeature, type SplitVariant } from "./split-feature";
import { fakeModalDialogs } from "~/components/ui/dialog-test-utils";

beforeAll(fakeModalDialogs);
afterEach(cleanup);

const layouts: SplitVariant[] = ["image-start", "image-end", "bleed", "panel"];
const base = {
  id: "split",
  title: "Numbers that speak",
  text: "A short story.",
  image: img("hero-6", "Stacked layers"),
  counters,
};

describe("SplitFeature", () => {
  test.each(layouts)("%s: picture, heading, text and each counter as a term and its value", (layout) => {
    render(<SplitFeature {...base} variant={layout} />);
    const region = screen.getByRole("region", { name: base.title });
    expect(within(region).getByRole("img", { name: "Stacked layers" })).toBeTruthy();
    expect(within(region).getByText(base.text)).toBeTruthy();
    const terms = [...region.querySelectorAll("dt")].map((dt) => dt.textContent);
    expect(terms).toEqual(counters.map((c) => c.title));
    // Each group is dt then dd: no wrapper in between (valid description list).
    for (const group of region.querySelectorAll("dl > div")) {
      expect([...group.children].map((el) => el.tagName)).toEqual(expect.arrayContaining(["DT", "DD"]));
      expect([...group.children].every((el) => el.tagName === "DT" || el.tagName === "DD")).toBe(true);
    }
  });

  test("the pre-rendered HTML holds every counter's target", () => {
    const html = renderToString(<SplitFeature {...base} variant="panel" />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const shown = [...doc.querySelectorAll("[data-count-up]")].map((el) =>
      el.textContent!.replace(/[\u2007\u2008]/g, ""),
    );
    expect(shown).toEqual(counters.map((c) => `${c.value}${c.suffix ?? ""}`));
  });

  test("a call to action is a link", () => {
    render(
      <MemoryRouter>
        <SplitFeature {...base} variant="image-end" cta={{ label: "Contact With Us", href: "/contact" }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Contact With Us" }).getAttribute("href")).toBe("/contact");
  });

  test("no play button unless a video is given", () => {
    render(<SplitFeature {...base} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  test.each(layouts)(
    "%s: a video puts a play button over the picture that opens and closes the popup",
    async (layout) => {
      const user = userEvent.setup();
      render(<SplitFeature {...base} variant={layout} video={{ title: "Our studio", videoId: "abc123" }} />);
      const region = screen.getByRole("region", { name: base.title });
      const play = within(region).getByRole("link", { name: "Play video: Our studio" });
      // Laid over the picture, not wrapped around it: the picture keeps its own name.
      const picture = within(region).getByRole("img", { name: "Stacked layers" });
      expect(play.contains(picture)).toBe(false);
      expect(play.parentElement!.parentElement!.contains(picture)).toBe(true);
      expect(document.querySelector("iframe")).toBeNull();

      await user.click(play);
      const dialog = region.querySelector("dialog")!;
      expect(dialog.open).toBe(true);
      // The dialog would inherit `pointer-events: none` into the top layer (unclickable close button).
      for (let el: Element | null = dialog; el; el = el.parentElement)
        expect(el.classList.contains("pointer-events-none")).toBe(false);
      expect(dialog.querySelector("iframe")!.getAttribute("src")).toContain("/embed/abc123?");

      await user.click(within(dialog).getByRole("button", { name: "Close video", hidden: true }));
      expect(dialog.open).toBe(false);
      expect(document.activeElement).toBe(play);
    },
  );

  test("without counters, no list of figures is rendered", () => {
    for (const layout of layouts) {
      const { unmount } = render(<SplitFeature {...base} counters={undefined} variant={layout} />);
      expect(screen.getByRole("region", { name: base.title }).querySelector("dl")).toBeNull();
      unmount();
    }
  });
});
