/**
 * The layout-integrity checks, measured in the browser on the rendered page. `inspectLayout` runs
 * in the page (`page.evaluate(inPage(inspectLayout, options))`), so it must not use anything from
 * this module's scope but what `inPage` hands it.
 *
 * It reports what a visitor would see as broken:
 *   - `horizontal-scroll`: the page is wider than the window (names the elements that stick out);
 *   - `text-clipped`: text cut by its own box or by an ancestor that clips (`overflow` other than
 *     visible), or sticking out of the window sideways. Visually hidden text (`sr-only`) and text
 *     that is wholly out of its clipping box (a carousel's other slides) are not clipped text;
 *   - `overlap`: two links, buttons, form controls or badges (`[data-badge]`) on top of each other;
 *   - `target-size`: a pointer target smaller than 24 × 24 px that is also closer to another target
 *     than WCAG 2.2 (2.5.8, AA) allows; links inside a sentence are exempt, as in the criterion.
 *   - `off-viewport` (with `scope`): the scoped element (an open menu panel) is not wholly inside the
 *     window's width.
 *
 * `scope` (a CSS selector) limits the checks to one element's contents, e.g. an open menu panel that
 * covers the page below it.
 */
/* global document, getComputedStyle, NodeFilter */
/**
 * Runs in the page: how a problem names an element, for every in-page check (this one and the focus
 * walk's): its tag, id and label, and the section it is in.
 */
export function describeElement(el) {
  if (!el || el.nodeType !== 1) return String(el);
  const tag = el.localName;
  const id = el.id ? `#${el.id}` : "";
  const label = (el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim();
  const section = el.closest("[id]:not(body)");
  const where = section && section !== el ? ` in #${section.id}` : "";
  return `${tag}${id}${label ? ` "${label.slice(0, 40)}"` : ""}${where}`;
}

/**
 * What `page.evaluate` runs for an in-page check `fn(options, describe)`: the check called with
 * `arg` and `describeElement`. A function handed to `page.evaluate` takes nothing from its module,
 * so the checks share the describer as source text: `page.evaluate(inPage(inspectLayout, {}))`.
 * @param {(options: any, describe: typeof describeElement) => unknown} fn
 * @param {object} [arg]
 */
export const inPage = (fn, arg = {}) => `(${fn})(${JSON.stringify(arg)}, ${describeElement})`;

/**
 * @param {{ scope?: string | null, targetSize?: number, limit?: number }} [options]
 *   `limit`: at most this many problems of each kind are reported.
 * @param {typeof describeElement} describe how a problem names an element (see `inPage`)
 * @returns {{ check: string, where: string | null, detail: string }[]}
 */
export function inspectLayout({ scope = null, targetSize = 24, limit = 12 } = {}, describe) {
  const TOLERANCE = 1;
  const root = scope ? document.querySelector(scope) : document.body;
  const problems = [];
  const report = (check, el, detail) => {
    if (problems.filter((p) => p.check === check).length < limit) {
      problems.push({ check, where: describe(el), detail });
    }
  };
  if (!root) return [{ check: "scope", where: scope, detail: "no such element" }];
  const viewportWidth = document.documentElement.clientWidth;

  const styles = new Map();
  const style = (el) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };

  /**
   * Drawn at all: not display:none, not visibility:hidden, not fully transparent. A section the
   * browser has not rendered yet because it is off screen (`content-visibility: auto`) is drawn
   * once the visitor scrolls to it, so it is checked like the rest (reading its boxes renders it).
   */
  const drawn = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  /** `sr-only` and the like: a 1 px box that clips its content. */
  const visuallyHidden = (el) => {
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const s = style(node);
      if (s.clipPath === "inset(50%)" || s.clip === "rect(0px, 0px, 0px, 0px)") return true;
      if (s.overflow !== "visible" && node.clientWidth <= 1 && node.clientHeight <= 1) return true;
    }
    return false;
  };

  /**
   * The boxes that clip `el`: ancestors (and itself) whose overflow is not visible, or that contain
   * their paint (`contain: paint`, `content-visibility: auto`), which clips both axes.
   */
  const clipBoxes = (el) => {
    const boxes = [];
    for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
      const s = style(node);
      const paintContained = s.contentVisibility === "auto" || /paint|content|strict/.test(s.contain);
      // One axis may clip while the other stays visible (`overflow-x: clip`).
      const clipsX = paintContained || s.overflowX !== "visible";
      const clipsY = paintContained || s.overflowY !== "visible";
      if (clipsX || clipsY) {
        const r = node.getBoundingClientRect();
        boxes.push({
          el: node,
          // A scroll region made for it (focusable, so keyboards scroll it too): its content is
          // reached by scrolling, so text at its edge is not lost, only not yet scrolled to.
          scrollRegion: /auto|scroll/.test(s.overflowX + s.overflowY) && node.tabIndex >= 0,
          left: clipsX ? r.left + node.clientLeft : -Infinity,
          top: clipsY ? r.top + node.clientTop : -Infinity,
          right: clipsX ? r.left + node.clientLeft + node.clientWidth : Infinity,
          bottom: clipsY ? r.top + node.clientTop + node.clientHeight : Infinity,
        });
      }
      if (s.position === "fixed") break;
    }
    return boxes;
  };

  const intersect = (a, b) => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const isEmpty = (r) => r.right - r.left <= TOLERANCE || r.bottom - r.top <= TOLERANCE;
  const round = (n) => Math.round(n);

  /** `el`'s box as the visitor sees it: cut by its clipping ancestors; null when wholly clipped. */
  const visibleBox = (el, box = el.getBoundingClientRect()) => {
    let r = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
    for (const clip of clipBoxes(el.parentElement ?? el)) {
      if (clip.el === el) continue;
      r = intersect(r, clip);
      if (isEmpty(r)) return null;
    }
    return r;
  };

  // 1. No sideways scroll (the whole page only).
  if (!scope) {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewportWidth) {
      const culprits = [];
      for (const el of document.body.querySelectorAll("*")) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || (r.right <= viewportWidth + TOLERANCE && r.left >= -TOLERANCE)) continue;
        const seen = visibleBox(el, r);
        if (!seen || (seen.right <= viewportWidth + TOLERANCE && seen.left >= -TOLERANCE)) continue;
        const parent = visibleBox(el.parentElement) ?? { left: 0, right: 0 };
        // Only the outermost element that sticks out.
        if (parent.right > viewportWidth + TOLERANCE || parent.left < -TOLERANCE) continue;
        culprits.push(`${describe(el)} (${round(seen.left)}…${round(seen.right)} px)`);
        if (culprits.length === 3) break;
      }
      problems.push({
        check: "horizontal-scroll",
        where: "page",
        detail: `${scrollWidth - viewportWidth} px wider than the ${viewportWidth} px window; sticking out: ${culprits.join("; ") || "?"}`,
      });
    }
  } else {
    const r = root.getBoundingClientRect();
    if (r.left < -TOLERANCE || r.right > viewportWidth + TOLERANCE) {
      report(
        "off-viewport",
        root,
        `spans ${round(r.left)}…${round(r.right)} px of a ${viewportWidth} px window`,
      );
    }
  }

  // 1b. The page-edge guard (`overflow-x: clip` on sections) may cut decoration only: a box
  // that shows something (image, border, background) must not stick out of it.
  for (const guard of root.querySelectorAll("*")) {
    if (style(guard).overflowX !== "clip") continue;
    const edge = guard.getBoundingClientRect();
    for (const el of guard.querySelectorAll("*")) {
      let r = el.getBoundingClientRect();
      if (Math.max(edge.left - r.left, r.right - edge.right) <= TOLERANCE) continue;
      // Only what nearer clipping boxes (a scroll region, a carousel) leave of it counts.
      for (const clip of clipBoxes(el.parentElement)) {
        if (clip.el === guard) break;
        r = intersect(r, clip);
      }
      const over = Math.max(edge.left - r.left, r.right - edge.right);
      if (over <= TOLERANCE || isEmpty(r)) continue;
      if (el.closest("[aria-hidden=true]") || !drawn(el) || visuallyHidden(el)) continue;
      const s = style(el);
      const shows =
        ["img", "video", "iframe", "canvas", "input", "textarea", "select", "button"].includes(
          el.localName,
        ) ||
        (s.backgroundColor !== "rgba(0, 0, 0, 0)" && s.backgroundColor !== "transparent") ||
        s.backgroundImage !== "none" ||
        (parseFloat(s.borderLeftWidth) > 0 && s.borderLeftStyle !== "none") ||
        (parseFloat(s.borderRightWidth) > 0 && s.borderRightStyle !== "none");
      if (!shows) continue;
      report("box-clipped", el, `cut by the edge of ${describe(guard)} (${round(over)} px)`);
    }
  }

  // 2. Text clipped by its own box, an ancestor or the window.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.data.trim() && !node.parentElement.closest("script, style, noscript, template, svg")
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  const range = document.createRange();
  const clippedElements = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (clippedElements.has(el) || !drawn(el) || visuallyHidden(el)) continue;
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    if (text.width === 0 || text.height === 0) continue;
    let cut = null;
    // Wholly outside a clipping box (content scrolled away, another slide) is not cut text; nor is
    // text in a scroll region made for it, where what lies past the edge is reached by scrolling.
    let exempt = false;
    for (const clip of clipBoxes(el)) {
      const inside = intersect(text, clip);
      if (isEmpty(inside) || clip.scrollRegion) {
        exempt = true;
        break;
      }
      const over = Math.max(
        clip.left - text.left,
        text.right - clip.right,
        clip.top - text.top,
        text.bottom - clip.bottom,
      );
      if (over > TOLERANCE && !cut) cut = { clip: clip.el, over };
    }
    if (exempt && !cut) continue;
    if (cut) {
      clippedElements.add(el);
      const by = cut.clip === el ? "its own box" : describe(cut.clip);
      report("text-clipped", el, `cut by ${by} (${round(cut.over)} px)`);
    } else if (text.left < -TOLERANCE || text.right > viewportWidth + TOLERANCE) {
      clippedElements.add(el);
      report("text-clipped", el, `outside the window (${round(text.left)}…${round(text.right)} px)`);
    }
  }

  // 3. and 4. Targets: no overlaps; big enough or spaced enough.
  const selector = [
    "a[href]",
    "button",
    "input:not([type=hidden])",
    "select",
    "textarea",
    "summary",
    "[role=button]",
    "[role=tab]",
    "[tabindex]:not([tabindex='-1'])",
    "[data-badge]",
  ].join(",");
  const targets = [];
  for (const el of root.querySelectorAll(selector)) {
    if (!drawn(el) || el.closest("[inert]") || visuallyHidden(el)) continue;
    // A badge inside a link is part of that link (below), not a target of its own.
    if (el.hasAttribute("data-badge") && el.parentElement.closest(selector)) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const visible = visibleBox(el, box);
    if (!visible) continue;
    // What a target draws outside its own box counts as part of it (a badge that spills over).
    const parts = [{ el, box: visible }];
    for (const child of el.querySelectorAll("*")) {
      const r = child.getBoundingClientRect();
      const spills =
        r.left < box.left - TOLERANCE ||
        r.right > box.right + TOLERANCE ||
        r.top < box.top - TOLERANCE ||
        r.bottom > box.bottom + TOLERANCE;
      if (!spills || r.width === 0 || !drawn(child) || visuallyHidden(child)) continue;
      const seen = visibleBox(child, r);
      if (seen) parts.push({ el: child, box: seen });
    }
    targets.push({ el, box, visible, parts, badge: el.hasAttribute("data-badge") });
  }
  for (let i = 0; i < targets.length; i += 1) {
    for (let j = i + 1; j < targets.length; j += 1) {
      const a = targets[i];
      const b = targets[j];
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      overlap: for (const pa of a.parts) {
        for (const pb of b.parts) {
          const both = intersect(pa.box, pb.box);
          if (isEmpty(both)) continue;
          report(
            "overlap",
            pa.el,
            `overlaps ${describe(pb.el)} by ${round(both.right - both.left)} × ${round(both.bottom - both.top)} px`,
          );
          break overlap;
        }
      }
    }
  }

  /** A link inside running text: its block has text of its own outside the link. */
  const inSentence = (el) => {
    if (el.localName !== "a" || style(el).display !== "inline") return false;
    let block = el.parentElement;
    while (block && style(block).display.startsWith("inline")) block = block.parentElement;
    if (!block) return false;
    const own = (block.textContent ?? "").replace(/\s+/g, "");
    const links = [...block.querySelectorAll("a")].map((a) => (a.textContent ?? "").replace(/\s+/g, ""));
    return own.length > links.join("").length;
  };
  const distanceToBox = (x, y, r) => {
    const dx = Math.max(r.left - x, 0, x - r.right);
    const dy = Math.max(r.top - y, 0, y - r.bottom);
    return Math.hypot(dx, dy);
  };
  const pointerTargets = targets.filter((t) => !t.badge);
  const undersized = pointerTargets.filter(
    (t) => (t.box.width < targetSize - 0.5 || t.box.height < targetSize - 0.5) && !inSentence(t.el),
  );
  const radius = targetSize / 2;
  for (const t of undersized) {
    const cx = (t.box.left + t.box.right) / 2;
    const cy = (t.box.top + t.box.bottom) / 2;
    for (const other of pointerTargets) {
      if (other === t || other.el.contains(t.el) || t.el.contains(other.el)) continue;
      const ox = (other.box.left + other.box.right) / 2;
      const oy = (other.box.top + other.box.bottom) / 2;
      const tooClose =
        distanceToBox(cx, cy, other.box) < radius - 0.5 ||
        (undersized.includes(other) && Math.hypot(cx - ox, cy - oy) < targetSize - 0.5);
      if (tooClose) {
        report(
          "target-size",
          t.el,
          `${round(t.box.width)} × ${round(t.box.height)} px and within ${radius} px of ${describe(other.el)}`,
        );
        break;
      }
    }
  }
  return problems;
}

/**
 * Runs in the page (`page.evaluate(inPage(mirrorBoxes, {}))`): the boxes that must be the mirror of
 * themselves under `dir="rtl"` (issue 41, §1), in document order, each with where it is: the
 * header's links and buttons and the pictures of `main`, as their left and right edges measured from
 * the reading direction's start side of the window (so a box of a page that mirrors has the same
 * numbers in both directions). Left out: what moves by itself (carousels, rotating and typing
 * headlines) and what is not drawn.
 */
export function mirrorBoxes(_options, describe) {
  const width = document.documentElement.clientWidth;
  const rtl = getComputedStyle(document.documentElement).direction === "rtl";
  const moving = "[data-carousel], [data-rotating-text], [data-typing-text]";
  return [...document.querySelectorAll("header a[href], header button, main img")]
    .filter((el) => !el.closest(moving) && el.checkVisibility())
    .map((el) => {
      const r = el.getBoundingClientRect();
      const [start, end] = rtl ? [width - r.right, width - r.left] : [r.left, r.right];
      return { what: describe(el), start: Math.round(start), end: Math.round(end) };
    })
    .filter((box) => box.end - box.start > 0);
}

/**
 * The boxes of `rtl` (mirrorBoxes of a page right to left) that are not where the mirror of `ltr`
 * (the same page left to right, at the same width) puts them, more than `tolerance` px off; or the
 * two pages' boxes differ in number.
 */
export function unmirrored(ltr, rtl, tolerance = 1) {
  if (ltr.length !== rtl.length)
    return [{ check: "mirror", detail: `${ltr.length} boxes left to right, ${rtl.length} right to left` }];
  return rtl.flatMap((box, i) => {
    const mirror = ltr[i];
    const off = Math.max(Math.abs(box.start - mirror.start), Math.abs(box.end - mirror.end));
    return off > tolerance
      ? [
          {
            check: "mirror",
            where: box.what,
            detail: `${box.start}…${box.end} px from the start side, left to right ${mirror.start}…${mirror.end} px`,
          },
        ]
      : [];
  });
}
