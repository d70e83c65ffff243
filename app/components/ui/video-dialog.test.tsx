// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { VideoDialog, videoEmbedUrl, videoWatchUrl } from "./video-dialog";
import { fakeModalDialogs } from "./dialog-test-utils";

// The dialog is worked by the page's controls script (~/lib/early-controls), installed for every
// test document as a page has it from the first paint.
beforeAll(fakeModalDialogs);
afterEach(cleanup);

const iframe = () => document.querySelector("iframe");

describe("VideoDialog", () => {
  test("pre-renders a named link to the video, a closed dialog and no player", () => {
    const html = renderToString(<VideoDialog videoId="abc123" title="Our story" />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const link = doc.querySelector("a")!;
    expect(link.getAttribute("aria-label")).toBe("Play video: Our story");
    // Without JavaScript the link leads to the video's page.
    expect(link.getAttribute("href")).toBe(videoWatchUrl("abc123"));
    const dialog = doc.querySelector("dialog")!;
    expect(link.getAttribute("data-video-dialog")).toBe(dialog.id);
    expect(dialog.getAttribute("data-video-src")).toBe(videoEmbedUrl("abc123"));
    expect(doc.querySelector("iframe")).toBeNull();
    expect(dialog.hasAttribute("open")).toBe(false);
    // Its close button needs no script.
    expect(dialog.querySelector("form")!.getAttribute("method")).toBe("dialog");
  });

  test("creates the player only when opened, and removes it on close; focus returns to the link", async () => {
    const user = userEvent.setup();
    render(<VideoDialog videoId="abc123" title="Our story" />);
    const play = screen.getByRole("link", { name: "Play video: Our story" });
    expect(iframe()).toBeNull();

    await user.click(play);
    const dialog = document.querySelector("dialog")!;
    expect(dialog.open).toBe(true);
    expect(play.getAttribute("aria-expanded")).toBe("true");
    expect(iframe()!.getAttribute("src")).toBe(videoEmbedUrl("abc123"));
    expect(iframe()!.getAttribute("title")).toBe("Our story");

    // The close button submits its `method="dialog"` form, which closes the dialog (jsdom does not).
    dialog.close();
    expect(dialog.open).toBe(false);
    expect(iframe()).toBeNull();
    expect(play.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(play);
  });

  test("a click on the backdrop closes it; a click on the video does not", async () => {
    const user = userEvent.setup();
    render(<VideoDialog videoId="xyz" title="Tour" />);
    await user.click(screen.getByRole("link", { name: "Play video: Tour" }));
    const dialog = document.querySelector("dialog")!;
    fireEvent.click(iframe()!.parentElement!);
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
    expect(iframe()).toBeNull();
  });

  test("a click meant for a new tab follows the link", () => {
    render(<VideoDialog videoId="xyz" title="Tour" />);
    const link = screen.getByRole("link", { name: "Play video: Tour" });
    // The window hears the click after the document's script; it then stops jsdom's navigation.
    let followed: boolean | undefined;
    const last = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", last);
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    window.removeEventListener("click", last);
    expect(followed).toBe(true);
    expect(document.querySelector("dialog")!.open).toBe(false);
  });

  test("the addresses escape the id", () => {
    expect(videoEmbedUrl("a/b?c")).toBe("https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=0&mute=0");
    expect(videoWatchUrl("a/b?c")).toBe("https://www.youtube.com/watch?v=a%2Fb%3Fc");
  });
});
