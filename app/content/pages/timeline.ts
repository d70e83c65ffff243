/** The timeline element page: Working Process One to Five. */
import { type WorkingProcess, workingProcesses } from "~/content/timeline";
import type { Crumb, Seo } from "~/lib/seo";
import type { WorkingProcessProps } from "~/sections/timeline/working-process";

const crumbs: Crumb[] = [{ label: "Timeline" }];

/** One process of the content module, by id. */
function process(id: string): WorkingProcess {
  const found = workingProcesses.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No working process "${id}"`);
  return found;
}

export const timelinePage = {
  seo: {
    title: "Timeline",
    description:
      "Working-process timelines: detailed steps with checklists and pictures, and four-column process rows in four looks.",
    path: "/timeline",
  },
  banner: {
    title: "Timeline",
    subtitle: "Show clients how a project runs, from the first call to the results review.",
    crumbs,
  },
  /** Steps with label, title, description, titled items, a picture and Get Started Now. */
  processOne: process("working-process-one") satisfies WorkingProcessProps,
  processTwo: {
    ...process("working-process-two"),
    variant: "line",
    tone: "muted",
  } satisfies WorkingProcessProps,
  processThree: { ...process("working-process-three"), variant: "cards" } satisfies WorkingProcessProps,
  processFour: {
    ...process("working-process-four"),
    variant: "numbers",
    tone: "muted",
  } satisfies WorkingProcessProps,
  processFive: { ...process("working-process-five"), variant: "arrows" } satisfies WorkingProcessProps,
} satisfies { seo: Seo; [section: string]: unknown };
