// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { ExperienceGroup } from "~/content/timeline";
import { ExperienceTimeline } from "./experience-timeline";

afterEach(cleanup);

const groups: ExperienceGroup[] = [
  {
    id: "work",
    title: "Experience",
    icon: "Briefcase",
    entries: [
      {
        id: "b",
        period: "2020 – now",
        title: "Lead Designer",
        organisation: "Acme, Lisbon",
        description: "Leads.",
      },
      {
        id: "a",
        period: "2016 – 2020",
        title: "Designer",
        organisation: "Globex, Porto",
        description: "Designed.",
      },
    ],
  },
  {
    id: "school",
    title: "Education",
    entries: [
      {
        id: "c",
        period: "2012 – 2016",
        title: "BA Design",
        organisation: "Art School",
        description: "Studied.",
      },
    ],
  },
];

describe("ExperienceTimeline", () => {
  test("each group is a titled, ordered list of entries with period, role, organisation and note", () => {
    render(<ExperienceTimeline id="x" heading={{ title: "Timeline" }} groups={groups} />);
    const region = screen.getByRole("region", { name: "Timeline" });
    expect(
      within(region)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Experience", "Education"]);
    const lists = region.querySelectorAll("ol");
    expect(lists).toHaveLength(2);
    const first = within(lists[0] as HTMLElement).getAllByRole("listitem");
    expect(first.map((li) => within(li).getByRole("heading", { level: 4 }).textContent)).toEqual([
      "Lead Designer",
      "Designer",
    ]);
    expect(within(first[0]!).getByText("2020 – now")).toBeTruthy();
    expect(within(first[0]!).getByText("Acme, Lisbon")).toBeTruthy();
    expect(within(first[0]!).getByText("Leads.")).toBeTruthy();
  });

  test("a single group is centred in one column", () => {
    const { container } = render(
      <ExperienceTimeline id="y" heading={{ title: "Jobs" }} groups={groups.slice(0, 1)} />,
    );
    expect(container.querySelector(".lg\\:grid-cols-2")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
