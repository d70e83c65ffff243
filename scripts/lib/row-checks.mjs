/**
 * Tidy rows and grids, measured in the browser on the rendered page (issue 29). Like `inspectLayout`
 * (./geometry.mjs) it runs in the page, `page.evaluate(inPage(inspectRows, options))`, and must not
 * use anything from this module's scope but what `inPage` hands it.
 *
 * It reports what a visitor sees as untidy, though nothing is cut or overlaps:
 *   - `row-orphan`: a row of tabs, filters, chips or controls that wraps and leaves one item alone on a
 *     line while another line holds two or more ("Development" under "Strategy  Reporting"). A row is
 *     a horizontal `tablist`, a `toolbar`, a `group` of controls, the parent of `aria-pressed`
 *     buttons, or anything marked `data-row`; its items are its drawn children. A row that stacks
 *     every item on a line of its own is a column, not an orphan.
 *   - `row-split`: a control group that must stay on one line spread over several: a carousel's
 *     control row (the parent of its `data-carousel-move="prev"` button: previous, dots, next) or
 *     anything marked `data-row="together"`;
 *   - `grid-empty-slot`: a CSS grid of two or more columns whose last row leaves a column empty
 *     (seven cards in four columns). Masonry grids (dense packing) are left out: their rows are not rows.
 *
 * `scope` (a CSS selector) limits the checks to one element's contents (an open menu panel).
 */
/* global document, getComputedStyle */
/**
 * @param {{ scope?: string | null, limit?: number }} [options]
 *   `limit`: at most this many problems of each kind are reported.
 * @param {(el: Element) => string} describe how a problem names an element (see `inPage`)
 * @returns {{ check: string, where: string | null, detail: string }[]}
 */
export function inspectRows({ scope = null, limit = 12 } = {}, describe) {
  const TOLERANCE = 1;
  const root = scope ? document.querySelector(scope) : document.body;
  if (!root) return [{ check: "scope", where: scope, detail: "no such element" }];
  const problems = [];
  const report = (check, el, detail) => {
    if (problems.filter((p) => p.check === check).length < limit) {
      problems.push({ check, where: describe(el), detail });
    }
  };
  const drawn = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  /** The children that take a place in the row or grid: drawn, in flow, with a size. */
  const placed = (container) =>
    [...container.children].filter((child) => {
      if (!drawn(child)) return false;
      const s = getComputedStyle(child);
      if (s.position === "absolute" || s.position === "fixed") return false;
      const r = child.getBoundingClientRect();
      return r.width > TOLERANCE && r.height > TOLERANCE;
    });
  const label = (el) => (el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim();

  /** Items grouped into the lines they sit on, top to bottom: a line ends where the next item starts below it. */
  const linesOf = (items) => {
    const lines = [];
    const boxes = items
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .sort((a, b) => a.box.top - b.box.top);
    for (const item of boxes) {
      const line = lines.at(-1);
      if (line && item.box.top < line.bottom - TOLERANCE) {
        line.items.push(item.el);
        line.bottom = Math.max(line.bottom, item.box.bottom);
      } else lines.push({ items: [item.el], bottom: item.box.bottom });
    }
    return lines.map((line) => line.items);
  };

  // a. Rows: wrapped evenly or not at all.
  const rows = new Set(
    root.querySelectorAll(
      "[role=tablist]:not([aria-orientation=vertical]), [role=toolbar], [role=group], [data-row]",
    ),
  );
  for (const pressed of root.querySelectorAll("[aria-pressed]")) rows.add(pressed.parentElement);
  // A carousel's control row (its previous button's parent) keeps its controls together.
  const together = new Set(root.querySelectorAll("[data-row=together]"));
  for (const prev of root.querySelectorAll("[data-carousel-move=prev]")) together.add(prev.parentElement);
  for (const row of together) rows.add(row);
  for (const row of rows) {
    if (!drawn(row) || row.matches("[aria-roledescription=slide]")) continue;
    const items = placed(row);
    // A group of anything but controls (a figure, a form's fields) is not a row of them.
    const controls = "a[href], button, input, select, [role=tab], [role=button]";
    if (
      !row.hasAttribute("data-row") &&
      !items.every((el) => el.matches(controls) || el.querySelector(controls))
    )
      continue;
    if (items.length < 2) continue;
    const lines = linesOf(items);
    if (lines.length < 2) continue;
    const counts = lines.map((line) => line.length);
    if (together.has(row)) {
      report("row-split", row, `${items.length} controls over ${lines.length} rows (${counts.join(" + ")})`);
      continue;
    }
    const alone = lines.findIndex((line) => line.length === 1);
    if (alone >= 0 && counts.some((n) => n > 1)) {
      report(
        "row-orphan",
        row,
        `"${label(lines[alone][0]).slice(0, 30)}" alone on row ${alone + 1} of ${lines.length} (${counts.join(" + ")} items)`,
      );
    }
  }

  // b. Grids: no empty slot in the last row.
  for (const grid of root.querySelectorAll("*")) {
    const s = getComputedStyle(grid);
    if (!/^(inline-)?grid$/.test(s.display) || s.gridAutoFlow.includes("dense") || !drawn(grid)) continue;
    // The used tracks, e.g. "300px 300px [end] 300px": one size per column.
    const tracks = s.gridTemplateColumns
      .replace(/\[[^\]]*\]/g, " ")
      .trim()
      .split(/\s+/)
      .map(parseFloat)
      .filter((n) => Number.isFinite(n));
    if (tracks.length < 2) continue;
    const items = placed(grid);
    if (items.length < 2) continue;
    const lines = linesOf(items);
    // Where each column's middle is, from the start edge of the content box.
    const box = grid.getBoundingClientRect();
    const gap = parseFloat(s.columnGap) || 0;
    const rtl = s.direction === "rtl";
    const start = rtl
      ? box.right - parseFloat(s.borderRightWidth) - parseFloat(s.paddingRight)
      : box.left + parseFloat(s.borderLeftWidth) + parseFloat(s.paddingLeft);
    let offset = 0;
    const middles = tracks.map((width) => {
      const middle = offset + width / 2;
      offset += width + gap;
      return rtl ? start - middle : start + middle;
    });
    const last = lines.at(-1).map((el) => el.getBoundingClientRect());
    const filled = middles.filter((x) => last.some((r) => r.left <= x && x <= r.right)).length;
    // Columns of nothing (an auto-fill grid wider than its items) are not slots a visitor sees as empty
    // unless an item sits in them on another row.
    const used = middles.filter((x) =>
      items.some((el) => {
        const r = el.getBoundingClientRect();
        return r.left <= x && x <= r.right;
      }),
    ).length;
    if (filled < used) {
      report(
        "grid-empty-slot",
        grid,
        `${items.length} items in ${used} columns: the last row leaves ${used - filled} of ${used} empty`,
      );
    }
  }
  return problems;
}
