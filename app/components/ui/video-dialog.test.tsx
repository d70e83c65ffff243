// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { VideoDialog, videoEmbedUrl } from "./video-dialog";
import { fakeModalDialogs } from "./dialog-test-utils";

beforeAll(fakeModalDialogs);
afterEach(cleanup);

const iframe = () => document.querySelector("iframe");

describe("VideoDialog", () => {
  test("pre-renders a named play button and no player", () => {
    const html = renderToString(<VideoDialog videoId="abc123" title="Our story" />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.querySelector("button")!.getAttribute("aria-label")).toBe("Play video: Our story");
    expect(doc.querySelector("iframe")).toBeNull();
    expect(html).not.toContain("youtube");
    expect(doc.querySelector("dialog")!.hasAttribute("open")).toBe(false);
  });

  test("creates the player only when opened, and removes it on close; focus returns to the button", async () => {
    const user = userEvent.setup();
    render(<VideoDialog videoId="abc123" title="Our story" />);
    const play = screen.getByRole("button", { name: "Play video: Our story" });
    expect(iframe()).toBeNull();

    await user.click(play);
    const dialog = document.querySelector("dialog")!;
    expect(dialog.open).toBe(true);
    expect(iframe()!.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/abc123?autoplay=0&mute=0",
    );
    expect(iframe()!.getAttribute("title")).toBe("Our story");

    await user.click(screen.getByRole("button", { name: "Close video", hidden: true }));
    expect(dialog.open).toBe(false);
    expect(iframe()).toBeNull();
    expect(document.activeElement).toBe(play);
  });

  test("a click on the backdrop closes it; a click on the video does not", async () => {
    const user = userEvent.setup();
    render(<VideoDialog videoId="xyz" title="Tour" />);
    await user.click(screen.getByRole("button", { name: "Play video: Tour" }));
    const dialog = document.querySelector("dialog")!;
    fireEvent.click(iframe()!.parentElement!);
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
    expect(iframe()).toBeNull();
  });

  test("Escape (the dialog's native close) removes the player too", async () => {
    const user = userEvent.setup();
    render(<VideoDialog videoId="xyz" title="Tour" />);
    await user.click(screen.getByRole("button", { name: "Play video: Tour" }));
    // A browser closes a modal dialog on Escape and fires `close`.
    act(() => document.querySelector("dialog")!.close());
    expect(iframe()).toBeNull();
  });

  test("the embed address escapes the id", () => {
    expect(videoEmbedUrl("a/b?c")).toBe("https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=0&mute=0");
  });
});
