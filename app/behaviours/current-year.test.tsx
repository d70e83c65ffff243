// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { CurrentYear } from "~/components/site/site-footer";
import { start } from "./current-year";

afterEach(() => vi.useRealTimers());

test("the build's year in the HTML becomes the visitor's", () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2030-12-31T12:00:00Z"));
  document.body.innerHTML = renderToStaticMarkup(<CurrentYear />);
  const year = document.querySelector<HTMLElement>("[data-current-year]")!;
  expect(year.textContent).toBe("2030");
  vi.setSystemTime(new Date("2031-06-01T12:00:00Z"));
  start(year);
  expect(year.textContent).toBe("2031");
});
