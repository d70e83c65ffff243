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
 *   - `row-uneven` (issue 42): cards that share a line of a grid or a wrapping flex list differ in
 *     height (a card is what a visitor sees as a box: the item, or its only child, with a background,
 *     a shadow or a border all round; not a picture or a control). A layout that staggers them on purpose says so with
 *     `data-stagger` on the list; masonry (dense packing) is left out.
 *   - `buttons-wrap` (issue 42): a group of two or more buttons (links or buttons drawn as one: a
 *     filled, framed or shadowed box) that wraps, unless it stacks them one a line at one width.
 *   - `line-wrap` (issue 42): an element marked `data-one-line` (a menu link's name and its badge)
 *     drawn on more than one line.
 *   - `edge` (issue 42): from 1024 px (the desktop header), what an element marked `data-edge` holds
 *     (the footer's legal row, a mega menu's panel) starts and ends where the content of the header's
 *     container does.
 *
 * `scope` (a CSS selector) limits the checks to one element's contents (an open menu panel).
 */
/* global document, getComputedStyle, window */
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
  // A carousel's dots are one row at every width (issue 42), however many there are.
  const together = new Set(root.querySelectorAll("[data-row=together], [data-carousel-dots]"));
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
  // c. Cards that share a line are as tall as each other.
  const painted = (el) => {
    const s = getComputedStyle(el);
    const filled = s.backgroundImage !== "none" || !/^(transparent|rgba\(.*, 0\))$/.test(s.backgroundColor);
    const framed = ["Top", "Right", "Bottom", "Left"].every(
      (side) => parseFloat(s[`border${side}Width`]) > 0 && s[`border${side}Style`] !== "none",
    );
    return filled || framed || s.boxShadow !== "none";
  };
  /** The box a visitor sees of an item: the item, or its only child (and so on), once one is painted. */
  const cardOf = (item) => {
    for (let el = item; el;) {
      // Pictures and controls are not cards (a button beside a field, the header's buttons).
      if (el.matches("img, picture, svg, video, iframe, a[href], button, input, select, textarea"))
        return null;
      if (painted(el)) return el;
      const inner = placed(el);
      el = inner.length === 1 ? inner[0] : null;
    }
    return null;
  };
  for (const list of root.querySelectorAll("*")) {
    const s = getComputedStyle(list);
    const flexRow = /^(inline-)?flex$/.test(s.display) && s.flexDirection.startsWith("row");
    const grid = /^(inline-)?grid$/.test(s.display) && !s.gridAutoFlow.includes("dense");
    // What a link or a button holds (a picture and a badge beside its name) is no row of cards.
    if ((!flexRow && !grid) || list.closest("[data-stagger], a[href], button") || !drawn(list)) continue;
    const items = placed(list);
    if (items.length < 2) continue;
    for (const line of linesOf(items)) {
      if (line.length < 2) continue;
      const cards = line.map(cardOf);
      if (cards.some((card) => !card)) continue;
      const heights = cards.map((card) => Math.round(card.getBoundingClientRect().height));
      if (Math.max(...heights) - Math.min(...heights) > TOLERANCE) {
        const short = cards[heights.indexOf(Math.min(...heights))];
        report(
          "row-uneven",
          list,
          `cards of ${heights.join(", ")} px on one line ("${label(short).slice(0, 30)}" is ${Math.max(...heights) - Math.min(...heights)} px shorter)`,
        );
        break;
      }
    }
  }

  // d. Buttons that wrap stack at one width.
  const looksLikeButton = (el) => {
    if (!el.matches("a[href], button")) return false;
    const r = el.getBoundingClientRect();
    return r.height >= 32 && painted(el);
  };
  for (const group of root.querySelectorAll("*")) {
    // Rows of tabs, filters and other controls have their own check (a. above).
    if (!drawn(group) || rows.has(group) || group.matches("[role=tablist], [role=toolbar]")) continue;
    if (group.closest("[data-carousel-viewport], nav, [aria-roledescription=slide]")) continue;
    const items = placed(group);
    if (items.length < 2 || !items.every(looksLikeButton)) continue;
    const lines = linesOf(items);
    if (lines.length < 2) continue;
    const widths = items.map((el) => Math.round(el.getBoundingClientRect().width));
    const stacked =
      lines.every((line) => line.length === 1) && Math.max(...widths) - Math.min(...widths) <= TOLERANCE;
    if (!stacked) {
      report(
        "buttons-wrap",
        group,
        `${items.length} buttons over ${lines.length} lines (${lines.map((line) => line.length).join(" + ")}), ${widths.join(", ")} px wide`,
      );
    }
  }

  // e. Names that stay on one line: the boxes of their text, grouped by the lines they overlap.
  for (const el of root.querySelectorAll("[data-one-line]")) {
    if (!drawn(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const boxes = [...range.getClientRects()].filter((r) => r.width > 0).sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = -Infinity;
    for (const r of boxes) {
      if (r.top >= bottom - TOLERANCE) lines += 1;
      bottom = Math.max(bottom, r.bottom);
    }
    if (lines > 1) report("line-wrap", el, `"${label(el).slice(0, 40)}" over ${lines} lines`);
  }
  // f. Edges in line with the header's container, on desktops.
  const header = document.querySelector("header .container-page");
  if (header && window.innerWidth >= 1024) {
    const h = header.getBoundingClientRect();
    const hs = getComputedStyle(header);
    const left = h.left + parseFloat(hs.paddingLeft);
    const right = h.right - parseFloat(hs.paddingRight);
    const marked = [...root.querySelectorAll("[data-edge]")];
    if (root.matches("[data-edge]")) marked.unshift(root);
    for (const el of marked) {
      const boxes = placed(el).map((child) => child.getBoundingClientRect());
      if (!drawn(el) || boxes.length === 0) continue;
      const start = Math.min(...boxes.map((r) => r.left));
      const end = Math.max(...boxes.map((r) => r.right));
      if (Math.abs(start - left) > TOLERANCE || Math.abs(end - right) > TOLERANCE) {
        report(
          "edge",
          el,
          `spans ${Math.round(start)}–${Math.round(end)} px, the header's container ${Math.round(left)}–${Math.round(right)} px`,
        );
      }
    }
  }
  return problems;
}
