// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { eventDays } from "~/content/events";
import { EventSchedule } from "./event-schedule";

afterEach(cleanup);

const heading = { title: "Schedule" };
/** What a screen reader says: the text without the parts hidden from it. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? "";
}
const visiblePanel = () => screen.getAllByRole("tabpanel").find((panel) => !panel.hidden)!;

describe("EventSchedule", () => {
  test("a tab per day with its date; every day is in the HTML, the first one shown", () => {
    const html = renderToString(<EventSchedule id="s" heading={heading} days={eventDays} />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const tabs = [...doc.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual(eventDays.map((d) => `${d.label}${d.date.display}`));
    expect(tabs.map((tab) => tab.querySelector("time")!.getAttribute("datetime"))).toEqual(
      eventDays.map((d) => d.date.iso),
    );
    const panels = [...doc.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.hasAttribute("hidden"))).toEqual(eventDays.map((_, i) => i !== 0));
    for (const day of eventDays) for (const session of day.sessions) expect(html).toContain(session.title);
  });

  test("sessions in order, with start and end times, kind, room and speakers by name; breaks have no speakers", () => {
    render(<EventSchedule id="s" heading={heading} days={eventDays} />);
    const day = eventDays[0]!;
    const panel = within(visiblePanel());
    expect(panel.getByText(day.theme)).toBeTruthy();
    const rows = panel.getAllByRole("listitem").filter((li) => li.parentElement?.tagName === "OL");
    expect(rows.map((row) => within(row).getByRole("heading", { level: 3 }).textContent)).toEqual(
      day.sessions.map((session) => session.title),
    );
    day.sessions.forEach((session, i) => {
      const row = rows[i]!;
      const times = [...row.querySelectorAll("time")].map((time) => time.getAttribute("datetime"));
      expect(times).toEqual([session.start, session.end]);
      expect(spokenText(row)).toContain(`${session.start} to ${session.end}`);
      expect(within(row).getByText(session.room)).toBeTruthy();
      const speakers = within(row).queryByRole("list", { name: "Speakers" });
      if (session.kind === "break") {
        expect(speakers).toBeNull();
      } else {
        expect(
          within(speakers!)
            .getAllByRole("listitem")
            .map((li) => li.querySelector(".font-bold")!.textContent),
        ).toEqual(session.speakers?.map((speaker) => speaker.name));
        // Named, not pictured: the page's speakers section shows their portraits.
        expect(speakers!.querySelector("img")).toBeNull();
      }
    });
    expect(panel.getAllByText("Keynote")).toHaveLength(
      day.sessions.filter((s) => s.kind === "keynote").length,
    );
  });

  test("clicking a day or pressing the arrow keys shows that day's sessions", async () => {
    const user = userEvent.setup();
    render(<EventSchedule id="s" heading={heading} days={eventDays} />);
    const tablist = screen.getByRole("tablist", { name: "Schedule" });
    const tabs = within(tablist).getAllByRole("tab");
    await user.click(tabs[1]!);
    expect(tabs[1]!.getAttribute("aria-selected")).toBe("true");
    expect(within(visiblePanel()).getByText(eventDays[1]!.theme)).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tabs[2]);
    expect(within(visiblePanel()).getByText(eventDays[2]!.theme)).toBeTruthy();
  });
});
