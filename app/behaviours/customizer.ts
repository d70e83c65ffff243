/**
 * The Customize button (`CustomizeButton`, `[data-customizer]`): shown once this module has started
 * (`data-ready`; without JavaScript, and before, there is nothing it could open), and on its first
 * press it imports the customizer's panel (app/widgets/customizer.tsx, React, decision 033) from the
 * URL the build gives (`customizerPanelEnv`), renders it and opens it; later presses open
 * it again. Nothing of the panel is fetched before that first press.
 */
import { customizerPanelEnv } from "~/lib/env";
import { withBase } from "~/lib/paths";

type Panel = { open(): void };
type PanelModule = { mount(opener: HTMLElement): Promise<Panel> };

/** The panel's module: the widgets build's file, or the source in the dev server. */
const panelUrl = (): string => customizerPanelEnv ?? withBase("app/widgets/customizer.tsx");

/** Imports a module by URL (kept out of the bundler's sight: the widget is another build's file). */
const importUrl = (url: string): Promise<PanelModule> => import(/* @vite-ignore */ url);

export function start(button: HTMLElement, load: (url: string) => Promise<PanelModule> = importUrl): void {
  let panel: Promise<Panel> | undefined;
  button.addEventListener("click", () => {
    panel ??= load(panelUrl()).then((module) => module.mount(button));
    panel.then(
      (shown) => shown.open(),
      () => {
        // A failed fetch (offline): the next press tries again.
        panel = undefined;
      },
    );
  });
  button.toggleAttribute("data-ready", true);
}
