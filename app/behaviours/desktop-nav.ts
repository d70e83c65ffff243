/**
 * The desktop menus (`DesktopNav`), a disclosure navigation: in the nav `[data-desktop-nav]`, each
 * group is a button (`aria-expanded`, `aria-controls`) and its panel (`data-open` while open). One
 * panel is open at a time.
 *
 * - Pointer (mouse) hover opens a group; leaving it closes it after `timings.menuHoverClose`.
 * - A click, Enter or Space on the button toggles (a click on a menu opened by hover keeps it open).
 * - ArrowDown / ArrowUp on the button open and focus the first / last link of the panel; in the
 *   panel the arrows, Home and End move between its links, ArrowLeft / ArrowRight to the link on
 *   the same row of the next column of a mega menu; Escape closes and returns the focus to the
 *   button.
 * - ArrowLeft / ArrowRight on a top item move to the previous / next one (closing an open menu).
 * - A click outside the nav, Escape anywhere, the focus leaving the group, or following one of its
 *   links closes it.
 *
 * Until it starts, the panels open with CSS on hover and focus (the marker's value "css"); it sets
 * the marker to "js" and then owns the panels.
 */
import { arrowStep } from "~/lib/direction";
import { timings } from "~/content/settings";

/**
 * Index reached by a step from `current` in a list of `count` items, wrapping
 * around; from nowhere (-1) a step forward gives the first, backward the last.
 */
export function wrapIndex(current: number, step: number, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return step >= 0 ? 0 : count - 1;
  return (((current + step) % count) + count) % count;
}

type Group = { item: HTMLElement; trigger: HTMLButtonElement; panel: HTMLElement };

export function start(nav: HTMLElement): void {
  const groups: Group[] = [];
  for (const trigger of nav.querySelectorAll<HTMLButtonElement>("button[data-top-item][aria-controls]")) {
    const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    const item = trigger.parentElement;
    if (panel && item) groups.push({ item, trigger, panel });
  }
  let open: { group: Group; by: "hover" | "click" } | null = null;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const render = (group: Group, on: boolean) => {
    group.trigger.setAttribute("aria-expanded", String(on));
    group.panel.toggleAttribute("data-open", on);
  };

  function show(group: Group, by: "hover" | "click") {
    clearTimeout(closeTimer);
    if (open && open.group !== group) render(open.group, false);
    open = { group, by };
    render(group, true);
  }

  function close(group?: Group) {
    if (!open || (group && open.group !== group)) return;
    render(open.group, false);
    open = null;
  }

  function focusTopItem(from: HTMLElement, step: number) {
    const tops = Array.from(nav.querySelectorAll<HTMLElement>("[data-top-item]"));
    tops[wrapIndex(tops.indexOf(from), step, tops.length)]?.focus();
  }

  const links = (group: Group) => Array.from(group.panel.querySelectorAll<HTMLAnchorElement>("a[href]"));

  /** In a mega menu, the link on the same row of the next / previous column. */
  function neighbourColumnLink(group: Group, step: number): HTMLAnchorElement | undefined {
    const columns = Array.from(group.panel.querySelectorAll<HTMLElement>("[data-menu-column]"));
    if (columns.length < 2) return undefined;
    const active = document.activeElement;
    const from = columns.findIndex((column) => column.contains(active));
    const fromLinks = Array.from(columns[from]?.querySelectorAll("a") ?? []);
    const row = Math.max(0, fromLinks.indexOf(active as HTMLAnchorElement));
    const next = Array.from(columns[wrapIndex(from, step, columns.length)]?.querySelectorAll("a") ?? []);
    return next[Math.min(row, next.length - 1)];
  }

  for (const group of groups) {
    const { item, trigger, panel } = group;

    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(closeTimer);
      if (open?.group !== group) show(group, "hover");
    });
    item.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => close(group), timings.menuHoverClose);
    });
    item.addEventListener("focusout", (event) => {
      if (open?.group === group && !item.contains(event.relatedTarget as Node | null)) close(group);
    });

    trigger.addEventListener("click", () => {
      if (open?.group === group && open.by === "click") close(group);
      else show(group, "click");
    });
    trigger.addEventListener("keydown", (event) => {
      switch (event.key) {
        case "ArrowDown":
        case "ArrowUp": {
          event.preventDefault();
          show(group, "click");
          const all = links(group);
          (event.key === "ArrowDown" ? all[0] : all.at(-1))?.focus();
          break;
        }
        case "ArrowRight":
        case "ArrowLeft":
          event.preventDefault();
          close(group);
          focusTopItem(trigger, arrowStep(event.key, trigger) || 1);
          break;
        case "Escape":
          if (open?.group === group) {
            event.preventDefault();
            close(group);
          }
          break;
      }
    });

    panel.addEventListener("keydown", (event) => {
      const all = links(group);
      const current = all.indexOf(document.activeElement as HTMLAnchorElement);
      let target: HTMLAnchorElement | undefined;
      switch (event.key) {
        case "ArrowDown":
          target = all[wrapIndex(current, 1, all.length)];
          break;
        case "ArrowUp":
          target = all[wrapIndex(current, -1, all.length)];
          break;
        case "Home":
          target = all[0];
          break;
        case "End":
          target = all.at(-1);
          break;
        case "ArrowRight":
        case "ArrowLeft":
          target = neighbourColumnLink(group, arrowStep(event.key, group.panel) || 1);
          break;
        case "Escape":
          event.preventDefault();
          event.stopPropagation();
          close(group);
          trigger.focus();
          return;
        default:
          return;
      }
      event.preventDefault();
      target?.focus();
    });
    // A followed link closes its menu (a page restored from the back/forward cache shows it closed).
    panel.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) close(group);
    });
  }

  // The top links move along the top items too.
  for (const link of nav.querySelectorAll<HTMLAnchorElement>("a[data-top-item]")) {
    link.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      event.preventDefault();
      focusTopItem(link, arrowStep(event.key, link) || 1);
    });
  }

  // A click outside the nav closes the open menu; so does Escape, even with the focus elsewhere
  // (a menu opened by hover).
  document.addEventListener(
    "pointerdown",
    (event) => {
      if (open && !nav.contains(event.target as Node)) close();
    },
    { passive: true },
  );
  document.addEventListener("keydown", (event) => {
    if (open && event.key === "Escape") close();
  });

  nav.setAttribute("data-desktop-nav", "js");
}
