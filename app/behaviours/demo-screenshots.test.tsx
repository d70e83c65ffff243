// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { DesktopNav } from "~/components/site/desktop-nav";
import { ScreenshotPair } from "~/components/site/demo-screenshot";
import { mainMenu } from "~/components/site/menu-model";
import { MobileMenu } from "~/components/site/mobile-menu";
import { fakePopovers } from "~/components/ui/dialog-test-utils";
import { demoThumbnails } from "~/content/demo-thumbnails.generated";
import { start } from "./demo-screenshots";
import { demoPath } from "./demo-screenshots-decorate";

beforeAll(fakePopovers);

const path = "/index-finance";

function render(node: React.ReactNode) {
  document.body.innerHTML = renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
  const markers = [...document.querySelectorAll<HTMLElement>("[data-demo-screenshots]")];
  for (const marker of markers) start(marker);
  return markers;
}

/** The links of `root` that lead to a demo with screenshots. */
const demoLinks = (root: Element) =>
  [...root.querySelectorAll("a")].filter((link) => demoThumbnails[link.getAttribute("href")!]);

/** The pictures `ScreenshotPair` renders for a demo's screenshots in the menus. */
function reactPictures(href: string): Element[] {
  const template = document.createElement("template");
  template.innerHTML = renderToStaticMarkup(
    <ScreenshotPair
      shots={demoThumbnails[href]}
      sizes="4rem"
      className="size-full object-cover object-top"
    />,
  );
  return [...template.content.children];
}

describe("the desktop mega menus", () => {
  test("nothing before a panel opens; then every demo link gets its screenshots, as the pictures of the site", async () => {
    const markers = render(<DesktopNav items={mainMenu} pathname={path} />);
    // The mega menus only, not the dropdowns.
    expect(markers.length).toBe(mainMenu.filter((item) => item.kind === "megamenu").length);
    const home = markers.find((panel) => demoLinks(panel).length > 0)!;
    expect(document.querySelector("img")).toBeNull();

    home.setAttribute("data-open", "");
    await vi.waitFor(() => expect(home.querySelector("img")).not.toBeNull());
    expect(home.hasAttribute("data-screenshots")).toBe(true);
    const links = demoLinks(home);
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      expect(link.hasAttribute("data-screenshot")).toBe(true);
      const box = link.firstElementChild!;
      expect(box.className).toContain("hidden xl:block");
      const pictures = [...box.children];
      const expected = reactPictures(link.getAttribute("href")!);
      expect(pictures).toHaveLength(2);
      pictures.forEach((picture, i) =>
        expect(picture.isEqualNode(expected[i]!), picture.outerHTML).toBe(true),
      );
      // The current page's demo is framed.
      expect(box.classList.contains("border-primary")).toBe(link.getAttribute("aria-current") === "page");
    }
    // Other panels wait for their own opening.
    for (const panel of markers.filter((panel) => panel !== home)) {
      expect(panel.hasAttribute("data-screenshots")).toBe(false);
    }
    // Closed and opened again: nothing added twice.
    home.removeAttribute("data-open");
    home.setAttribute("data-open", "");
    await Promise.resolve();
    for (const link of links) expect(link.querySelectorAll("picture")).toHaveLength(2);
  });
});

describe("the phone menu", () => {
  test("a group gets its screenshots when it is seen open: open in an open panel", async () => {
    const groups = render(<MobileMenu items={mainMenu} pathname={path} />) as HTMLDetailsElement[];
    const panel = document.querySelector<HTMLElement>("[popover]")!;
    // The current page's group (Home, on a demo), opened with the panel closed: nothing yet.
    const home = groups.find((group) => group.querySelector("summary[data-active]"))!;
    home.open = true;
    expect(demoLinks(home).length).toBeGreaterThan(1);
    await Promise.resolve();
    expect(document.querySelector("img")).toBeNull();

    panel.showPopover();
    await vi.waitFor(() => expect(home.querySelector("img")).not.toBeNull());
    for (const link of demoLinks(home)) {
      expect(link.firstElementChild!.classList.contains("hidden")).toBe(false);
      expect(link.querySelectorAll("picture")).toHaveLength(2);
    }
    // A group without demos opened later gets nothing, and stays as it was.
    const other = groups.find((group) => !group.open)!;
    const before = other.innerHTML;
    other.open = true;
    await vi.waitFor(() => expect(other.hasAttribute("data-screenshots")).toBe(true));
    expect(other.innerHTML.replace(/ data-screenshots=""/, "")).toBe(before);
  });
});

test("a link's path is its key in the manifest, without the base path", () => {
  expect(demoPath("/")).toBe("/");
  expect(demoPath("/index-finance")).toBe("/index-finance");
});
