/**
 * Subject pictures for the portfolio and the blog: each draws what its caption names (a brand
 * board for a rebrand, app screens for an app, a dashboard for a dashboard post, packaging for a
 * packaging project …), so a card's picture tells its story. Compositions lay out on a stage
 * 1200 units wide (its height follows the picture's ratio) and are scaled to the picture, so the
 * same subject serves the 1270×950 portfolio and the 390×240 blog cards.
 *
 * Text is suggested by rounded bars; the few words (wordmarks) use our stroked capitals.
 */
import { textPath } from "./lettering.mjs";
import { circle, ellipse, group, path, polyPath, rect, smoothPath } from "./svg.mjs";
import { softLight } from "./shapes.mjs";
import {
  avatar,
  avatarStack,
  bar,
  barChart,
  creditCard,
  donut,
  good,
  iconTile,
  kpiCard,
  lineChart,
  panel,
  phone,
  sidebar,
  textLines,
  uiThemes,
  windowFrame,
} from "./ui.mjs";
import { darken, lighten, mix, n } from "./util.mjs";

const W = 1200;

/** Draws `draw(H)` on a 1200-wide stage scaled to the document. */
function stage(doc, draw) {
  const H = (W * doc.height) / doc.width;
  const start = doc.body.length;
  draw(H);
  const parts = doc.body.splice(start);
  doc.add(`<g transform="scale(${n(doc.width / W, 5)})">${parts.join("")}</g>`);
}

/**
 * What `draw` adds, drawn larger about (cx, cy) in a frame taller than the pictures' own 4:3 (a
 * masonry's square or portrait crop, stage heights 1200 and 1500): by the frame's height over 900,
 * at most `max` (what keeps the subjects inside the stage's width). The subjects then fill the tall
 * frame as they fill the wide one; in a 4:3 frame or a wider one nothing changes.
 */
function enlarged(doc, H, { cx, cy, max }, draw) {
  const scale = Math.max(1, Math.min(H / 900, max));
  const start = doc.body.length;
  draw();
  if (scale === 1) return;
  const parts = doc.body.splice(start);
  const to = (v) => n(v, 3);
  doc.add(
    `<g transform="translate(${to(cx)} ${to(cy)}) scale(${n(scale, 4)}) translate(${to(-cx)} ${to(-cy)})">${parts.join("")}</g>`,
  );
}

/** A studio surface: a soft gradient wall, a glow behind the subject and a floor line. */
function studio(doc, rng, pal, H, { dark = false, floor = 0.78 } = {}) {
  const [a, b] = rng.shuffle(pal.accents);
  const [from, to] = dark ? pal.dark : pal.light;
  doc.add(
    rect({
      width: W,
      height: H,
      fill: doc.linear(
        [
          [0, from],
          [1, to],
        ],
        rng.range(60, 120),
      ),
    }),
    circle({
      cx: W * rng.range(0.35, 0.65),
      cy: H * 0.42,
      r: W * 0.5,
      fill: doc.radial([
        [0, lighten(a, dark ? 0 : 0.5), dark ? 0.35 : 0.55],
        [1, lighten(a, 0.5), 0],
      ]),
    }),
    circle({
      cx: W * rng.range(0.7, 1),
      cy: H * rng.range(0, 0.3),
      r: W * 0.35,
      fill: doc.radial([
        [0, lighten(b, dark ? 0 : 0.6), dark ? 0.25 : 0.45],
        [1, b, 0],
      ]),
    }),
  );
  if (floor)
    doc.add(
      rect({
        y: H * floor,
        width: W,
        height: H * (1 - floor),
        fill: dark ? "#000000" : darken(to, 0.06),
        opacity: dark ? 0.25 : 0.55,
      }),
    );
}

const ink = "#1f1b2e";

/** A soft contact shadow under an object standing on the floor. */
function floorShadow(doc, cx, cy, rx, opacity = 0.3) {
  return ellipse({
    cx,
    cy,
    rx,
    ry: rx * 0.09,
    fill: doc.radial([
      [0, "#000000", opacity],
      [1, "#000000", 0],
    ]),
  });
}

/** A geometric logo mark in a square of side s. */
function mark(x, y, s, kind, color, bg) {
  const c = x + s / 2;
  const m = y + s / 2;
  const shapes = {
    compass: [
      circle({ cx: c, cy: m, r: s * 0.42, fill: "none", stroke: color, "stroke-width": s * 0.08 }),
      path({
        d: polyPath([
          [c, y + s * 0.16],
          [c + s * 0.13, m],
          [c, y + s * 0.84],
          [c - s * 0.13, m],
        ]),
        fill: color,
      }),
    ],
    leaf: [
      path({
        d: `M${n(c - s * 0.34)} ${n(m + s * 0.34)}C${n(c - s * 0.4)} ${n(m - s * 0.3)} ${n(c + s * 0.1)} ${n(m - s * 0.42)} ${n(c + s * 0.38)} ${n(m - s * 0.38)}C${n(c + s * 0.4)} ${n(m + s * 0.1)} ${n(c + s * 0.1)} ${n(m + s * 0.4)} ${n(c - s * 0.34)} ${n(m + s * 0.34)}Z`,
        fill: color,
      }),
      path({
        d: `M${n(c - s * 0.3)} ${n(m + s * 0.3)}L${n(c + s * 0.2)} ${n(m - s * 0.2)}`,
        stroke: bg,
        "stroke-width": s * 0.05,
        "stroke-linecap": "round",
      }),
    ],
    prism: [
      path({
        d: polyPath([
          [c, y + s * 0.1],
          [x + s * 0.92, y + s * 0.86],
          [x + s * 0.08, y + s * 0.86],
        ]),
        fill: color,
      }),
      path({
        d: polyPath([
          [c, y + s * 0.1],
          [c + s * 0.12, y + s * 0.86],
          [x + s * 0.08, y + s * 0.86],
        ]),
        fill: bg,
        opacity: 0.35,
      }),
    ],
    bean: [
      ellipse({
        cx: c,
        cy: m,
        rx: s * 0.3,
        ry: s * 0.4,
        fill: color,
        transform: `rotate(30 ${n(c)} ${n(m)})`,
      }),
      path({
        d: `M${n(c - s * 0.05)} ${n(m - s * 0.38)}C${n(c + s * 0.15)} ${n(m - s * 0.1)} ${n(c - s * 0.15)} ${n(m + s * 0.1)} ${n(c + s * 0.05)} ${n(m + s * 0.38)}`,
        fill: "none",
        stroke: bg,
        "stroke-width": s * 0.06,
        "stroke-linecap": "round",
        transform: `rotate(30 ${n(c)} ${n(m)})`,
      }),
    ],
    wave: [
      path({
        d: `M${n(x + s * 0.1)} ${n(m)}C${n(x + s * 0.3)} ${n(m - s * 0.3)} ${n(x + s * 0.45)} ${n(m + s * 0.3)} ${n(c + s * 0.1)} ${n(m)}S${n(x + s * 0.8)} ${n(m - s * 0.3)} ${n(x + s * 0.9)} ${n(m)}`,
        fill: "none",
        stroke: color,
        "stroke-width": s * 0.09,
        "stroke-linecap": "round",
      }),
      circle({ cx: c, cy: m + s * 0.3, r: s * 0.06, fill: color }),
    ],
  };
  return group({}, shapes[kind]);
}

/** A wordmark in our stroked capitals, centred on cx. */
function word(text, cx, y, size, color, weight = 11) {
  const probe = textPath(text, { x: 0, y: 0, size, weight, color });
  return textPath(text, { x: cx - probe.width / 2, y, size, weight, color }).xml;
}

// ---------------------------------------------------------------------------------------------
// Brand board

export function brandBoard(doc, rng, pal, { name = "NORTHWIND", logo = "compass", dark = false } = {}) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { dark, floor: 0 });
    const [a, b, c, d] = pal.accents;
    const deep = darken(a, 0.55);
    const t = uiThemes.light;
    const g = 28;
    const x0 = 70;
    const y0 = H * 0.09;
    const bh = H * 0.82;
    // Hero card: the mark and the wordmark on the brand colour.
    const hw = 560;
    doc.add(
      panel(doc, x0, y0, hw, bh * 0.62, t, { rx: 22, fill: deep }),
      mark(x0 + hw / 2 - 80, y0 + bh * 0.1, 160, logo, lighten(d, 0.2), deep),
      word(name, x0 + hw / 2, y0 + bh * 0.42, Math.min(46, 380 / name.length), "#ffffff", 12),
      bar(x0 + hw / 2 - 80, y0 + bh * 0.52, 160, 8, "#ffffff", 0.45),
    );
    // Swatches under it.
    const sy = y0 + bh * 0.62 + g;
    const sw = (hw - g * 3) / 4;
    [deep, a, b, lighten(c, 0.5)].forEach((col, i) => {
      const sx = x0 + i * (sw + g);
      doc.add(
        panel(doc, sx, sy, sw, bh * 0.38 - g, t, { rx: 18, fill: "#ffffff" }),
        rect({ x: sx + 10, y: sy + 10, width: sw - 20, height: (bh * 0.38 - g) * 0.58, rx: 12, fill: col }),
        bar(sx + 16, sy + (bh * 0.38 - g) * 0.72, sw * 0.5, 9, ink, 0.7),
        bar(sx + 16, sy + (bh * 0.38 - g) * 0.72 + 20, sw * 0.35, 7, ink, 0.3),
      );
    });
    // Right column: type specimen, business cards, app icon and a letterhead.
    const rx = x0 + hw + g;
    const rw = W - rx - 70;
    doc.add(
      panel(doc, rx, y0, rw, bh * 0.4, t, { rx: 22, fill: "#ffffff" }),
      textPath("AA", { x: rx + 36, y: y0 + 40, size: bh * 0.17, weight: 16, color: ink }).xml,
      ...textLines(rx + rw * 0.52, y0 + 52, [rw * 0.36, rw * 0.4, rw * 0.3, rw * 0.38, rw * 0.22], t, {
        h: 10,
        gap: 26,
      }),
      ...[0, 1, 2, 3, 4].map((i) =>
        bar(rx + 36 + i * 52, y0 + bh * 0.32, 36, 10, i === 2 ? a : ink, i === 2 ? 1 : 0.2),
      ),
    );
    const cy = y0 + bh * 0.4 + g;
    const ch = bh * 0.6 - g;
    const cw = rw * 0.56;
    // Two business cards, one face down, one face up.
    doc.add(
      group({ transform: `rotate(-6 ${n(rx + cw / 2)} ${n(cy + ch * 0.3)})` }, [
        panel(doc, rx + 10, cy + 10, cw - 20, ch * 0.45, t, { rx: 10, fill: deep }),
        mark(rx + cw / 2 - 40, cy + 10 + ch * 0.225 - 40, 80, logo, lighten(d, 0.2), deep),
      ]),
      panel(doc, rx + 20, cy + ch * 0.5, cw - 30, ch * 0.45, t, { rx: 10, fill: "#ffffff" }),
      mark(rx + 44, cy + ch * 0.5 + 24, 44, logo, a, "#ffffff"),
      ...textLines(rx + 44, cy + ch * 0.5 + ch * 0.27, [cw * 0.45, cw * 0.3, cw * 0.36], t, {
        h: 8,
        gap: 18,
      }),
    );
    // App icon and a tote-like tag.
    const ix = rx + cw + g;
    const iw = rw - cw - g;
    doc.add(
      rect({
        x: ix,
        y: cy,
        width: iw,
        height: iw,
        rx: iw * 0.24,
        fill: doc.linear(
          [
            [0, a],
            [1, b],
          ],
          45,
        ),
        filter: doc.shadow(14, 10, 0.25),
      }),
      mark(ix + iw * 0.2, cy + iw * 0.2, iw * 0.6, logo, "#ffffff", a),
      panel(doc, ix, cy + iw + g, iw, ch - iw - g, t, { rx: 16, fill: lighten(c, 0.75) }),
      circle({
        cx: ix + iw / 2,
        cy: cy + iw + g + (ch - iw - g) / 2,
        r: Math.min(iw, ch - iw - g) * 0.28,
        fill: c,
      }),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Phones and their screens

function statusBar(x, y, w, color) {
  return group({}, [bar(x + 18, y + 16, 34, 7, color, 0.7), bar(x + w - 60, y + 16, 42, 7, color, 0.7)]);
}

const screens = {
  bank(doc, rng, pal, x, y, w, h) {
    const [a, b, c] = pal.accents;
    const t = uiThemes.light;
    return group({}, [
      statusBar(x, y, w, ink),
      bar(x + 18, y + 48, w * 0.3, 9, ink, 0.4),
      bar(x + 18, y + 66, w * 0.62, 22, ink, 0.9),
      creditCard(doc, x + 18, y + 106, w - 36, [darken(a, 0.3), a, b]),
      bar(x + 18, y + 124 + (w - 36) * 0.63, w * 0.4, 10, ink, 0.75),
      ...[0, 1, 2, 3, 4].map((i) => {
        const ry = y + 150 + (w - 36) * 0.63 + i * 52;
        const col = [a, c, b, good, a][i];
        return group({}, [
          circle({ cx: x + 38, cy: ry + 16, r: 17, fill: col, opacity: 0.18 }),
          circle({ cx: x + 38, cy: ry + 16, r: 7, fill: col }),
          bar(x + 66, ry + 6, w * 0.34, 8, ink, 0.7),
          bar(x + 66, ry + 22, w * 0.2, 6, ink, 0.3),
          bar(x + w - 80, ry + 10, 56, 9, i === 2 ? good : ink, 0.75),
        ]);
      }),
      rect({ x, y: y + h - 64, width: w, height: 64, fill: t.surface }),
      ...[0, 1, 2, 3].map((i) =>
        circle({
          cx: x + w * (0.16 + i * 0.227),
          cy: y + h - 32,
          r: 9,
          fill: i === 0 ? a : ink,
          opacity: i === 0 ? 1 : 0.25,
        }),
      ),
    ]);
  },
  spending(doc, rng, pal, x, y, w) {
    const [a, b, c] = pal.accents;
    const t = uiThemes.light;
    return group({}, [
      statusBar(x, y, w, ink),
      bar(x + 18, y + 50, w * 0.45, 14, ink, 0.85),
      donut(x + w / 2, y + 190, w * 0.28, 26, [0.42, 0.26, 0.18], [a, b, c], t),
      bar(x + w / 2 - 40, y + 176, 80, 16, ink, 0.85),
      bar(x + w / 2 - 26, y + 200, 52, 8, ink, 0.35),
      barChart(doc, rng, x + 18, y + 320, w - 36, 110, [lighten(a, 0.4), a], t, { count: 7 }),
      ...[0, 1, 2].map((i) =>
        group({}, [
          rect({ x: x + 18, y: y + 460 + i * 50, width: w - 36, height: 40, rx: 12, fill: t.surface }),
          circle({ cx: x + 40, cy: y + 480 + i * 50, r: 8, fill: [a, b, c][i] }),
          bar(x + 58, y + 476 + i * 50, w * 0.35, 8, ink, 0.6),
          bar(x + w - 84, y + 476 + i * 50, 50, 8, ink, 0.6),
        ]),
      ),
    ]);
  },
  schedule(doc, rng, pal, x, y, w) {
    const [a, b, c, d] = pal.accents;
    return group({}, [
      rect({
        x,
        y,
        width: w,
        height: 150,
        fill: doc.linear(
          [
            [0, darken(a, 0.2)],
            [1, b],
          ],
          30,
        ),
      }),
      statusBar(x, y, w, "#ffffff"),
      bar(x + 18, y + 56, w * 0.55, 16, "#ffffff", 0.95),
      bar(x + 18, y + 82, w * 0.35, 8, "#ffffff", 0.6),
      ...[0, 1, 2, 3, 4].map((i) =>
        group({}, [
          rect({
            x: x + 14 + i * ((w - 28) / 5),
            y: y + 108,
            width: (w - 28) / 5 - 8,
            height: 30,
            rx: 10,
            fill: "#ffffff",
            opacity: i === 1 ? 1 : 0.2,
          }),
          bar(x + 24 + i * ((w - 28) / 5), y + 120, (w - 28) / 5 - 28, 7, i === 1 ? a : "#ffffff", 0.9),
        ]),
      ),
      ...[0, 1, 2, 3, 4, 5].map((i) => {
        const ry = y + 170 + i * 74;
        const col = [a, c, b, d, a, c][i];
        return group({}, [
          bar(x + 18, ry + 8, 36, 8, ink, 0.45),
          rect({ x: x + 66, y: ry, width: w - 84, height: 62, rx: 12, fill: lighten(col, 0.85) }),
          rect({ x: x + 66, y: ry, width: 5, height: 62, rx: 2.5, fill: col }),
          bar(x + 82, ry + 14, w * 0.42, 9, ink, 0.75),
          bar(x + 82, ry + 34, w * 0.26, 7, ink, 0.35),
          avatar(doc, x + w - 44, ry + 31, 13, col),
        ]);
      }),
    ]);
  },
  ticket(doc, rng, pal, x, y, w, h) {
    const [a, b] = pal.accents;
    const out = [
      rect({ x, y, width: w, height: h, fill: darken(a, 0.6) }),
      statusBar(x, y, w, "#ffffff"),
      rect({ x: x + 20, y: y + 60, width: w - 40, height: h - 140, rx: 22, fill: "#ffffff" }),
      rect({
        x: x + 20,
        y: y + 60,
        width: w - 40,
        height: 130,
        rx: 22,
        fill: doc.linear(
          [
            [0, a],
            [1, b],
          ],
          20,
        ),
      }),
      bar(x + 40, y + 92, w * 0.5, 14, "#ffffff", 0.95),
      bar(x + 40, y + 118, w * 0.3, 8, "#ffffff", 0.7),
      ...textLines(x + 40, y + 214, [w * 0.4, w * 0.25], uiThemes.light, { h: 9, gap: 20 }),
    ];
    // A QR-like code drawn from the seeded source.
    const qs = (w - 120) / 9;
    const qx = x + 60;
    const qy = y + 280;
    for (let i = 0; i < 9; i++)
      for (let j = 0; j < 9; j++) {
        const finder = (i < 3 && j < 3) || (i > 5 && j < 3) || (i < 3 && j > 5);
        if (finder ? (i % 6 !== 1 || j % 6 !== 1) && !((i === 1 || i === 7) && j === 1) : rng.chance(0.5))
          out.push(rect({ x: qx + i * qs, y: qy + j * qs, width: qs - 2, height: qs - 2, rx: 2, fill: ink }));
      }
    return group({}, out);
  },
  onboarding(doc, rng, pal, x, y, w, h, step = 0) {
    const [a, b, c] = pal.accents;
    const col = [a, b, c][step % 3];
    const cx = x + w / 2;
    const out = [
      statusBar(x, y, w, ink),
      circle({ cx, cy: y + h * 0.3, r: w * 0.32, fill: lighten(col, 0.8) }),
      circle({ cx, cy: y + h * 0.3, r: w * 0.2, fill: lighten(col, 0.55) }),
    ];
    const s = w * 0.22;
    if (step === 0) out.push(iconTile(doc, cx - s / 2, y + h * 0.3 - s / 2, s, col, "bolt"));
    if (step === 1) out.push(iconTile(doc, cx - s / 2, y + h * 0.3 - s / 2, s, col, "bell"));
    if (step === 2) out.push(iconTile(doc, cx - s / 2, y + h * 0.3 - s / 2, s, col, "check"));
    out.push(
      bar(cx - w * 0.3, y + h * 0.56, w * 0.6, 16, ink, 0.85),
      bar(cx - w * 0.36, y + h * 0.62, w * 0.72, 8, ink, 0.35),
      bar(cx - w * 0.28, y + h * 0.655, w * 0.56, 8, ink, 0.35),
      ...[0, 1, 2].map((i) =>
        rect({
          x: cx - 34 + i * 26,
          y: y + h * 0.73,
          width: i === step ? 26 : 10,
          height: 10,
          rx: 5,
          fill: i === step ? col : ink,
          opacity: i === step ? 1 : 0.2,
        }),
      ),
      rect({ x: x + 24, y: y + h * 0.82, width: w - 48, height: 50, rx: 25, fill: col }),
      bar(cx - 40, y + h * 0.82 + 21, 80, 9, "#ffffff", 0.95),
    );
    return group({}, out);
  },
  player(doc, rng, pal, x, y, w, h) {
    const [a, , c] = pal.accents;
    const out = [rect({ x, y, width: w, height: h, fill: darken(a, 0.75) }), statusBar(x, y, w, "#ffffff")];
    const s = w - 60;
    out.push(coverArt(doc, rng, pal, x + 30, y + 60, s, "TIDE"));
    out.push(
      bar(x + 30, y + 90 + s, w * 0.55, 14, "#ffffff", 0.9),
      bar(x + 30, y + 114 + s, w * 0.35, 8, "#ffffff", 0.5),
    );
    const wy = y + 160 + s;
    for (let i = 0; i < 34; i++) {
      const v = 6 + Math.abs(Math.sin(i * 0.7) * 22 + rng.range(-6, 10));
      out.push(
        rect({
          x: x + 30 + i * ((w - 60) / 34),
          y: wy - v / 2,
          width: 3.5,
          height: v,
          rx: 1.75,
          fill: i < 14 ? c : "#ffffff",
          opacity: i < 14 ? 1 : 0.35,
        }),
      );
    }
    out.push(
      circle({ cx: x + w / 2, cy: wy + 80, r: 32, fill: "#ffffff" }),
      path({
        d: polyPath([
          [x + w / 2 - 9, wy + 64],
          [x + w / 2 + 15, wy + 80],
          [x + w / 2 - 9, wy + 96],
        ]),
        fill: darken(a, 0.6),
      }),
      path({
        d: polyPath([
          [x + w / 2 - 70, wy + 80],
          [x + w / 2 - 90, wy + 68],
          [x + w / 2 - 90, wy + 92],
        ]),
        fill: "#ffffff",
        opacity: 0.6,
      }),
      path({
        d: polyPath([
          [x + w / 2 + 70, wy + 80],
          [x + w / 2 + 90, wy + 68],
          [x + w / 2 + 90, wy + 92],
        ]),
        fill: "#ffffff",
        opacity: 0.6,
      }),
    );
    return group({}, out);
  },
  map(doc, rng, pal, x, y, w, h) {
    return mapView(doc, rng, pal, x, y, w, h, { card: true });
  },
};

/** A flat street map with a park, water, a route and pins. */
function mapView(doc, rng, pal, x, y, w, h, { card = false } = {}) {
  const [a, b, c] = pal.accents;
  const out = [rect({ x, y, width: w, height: h, fill: "#eef0ea" })];
  out.push(
    path({
      d: smoothPath(
        [
          [x - 20, y + h * 0.62],
          [x + w * 0.3, y + h * 0.55],
          [x + w * 0.6, y + h * 0.7],
          [x + w + 20, y + h * 0.6],
          [x + w + 20, y + h + 20],
          [x - 20, y + h + 20],
        ],
        { closed: true },
      ),
      fill: "#bcdcf0",
    }),
    rect({ x: x + w * 0.12, y: y + h * 0.12, width: w * 0.28, height: h * 0.18, rx: 14, fill: "#cfe6c4" }),
    rect({ x: x + w * 0.6, y: y + h * 0.3, width: w * 0.25, height: h * 0.14, rx: 14, fill: "#cfe6c4" }),
  );
  for (let i = 0; i < 7; i++) {
    const ry = y + h * (0.06 + i * 0.11) + rng.range(-8, 8);
    out.push(rect({ x, y: ry, width: w, height: i % 3 === 0 ? 9 : 5, fill: "#ffffff" }));
    const rxx = x + w * (0.05 + i * 0.16) + rng.range(-10, 10);
    out.push(rect({ x: rxx, y, width: i % 3 === 1 ? 9 : 5, height: h, fill: "#ffffff" }));
  }
  const pts = [
    [x + w * 0.2, y + h * 0.2],
    [x + w * 0.35, y + h * 0.38],
    [x + w * 0.55, y + h * 0.33],
    [x + w * 0.72, y + h * 0.5],
  ];
  out.push(
    path({
      d: smoothPath(pts),
      fill: "none",
      stroke: a,
      "stroke-width": 7,
      "stroke-linecap": "round",
      "stroke-dasharray": "1 14",
    }),
    ...[pts[0], pts[2], pts[3]].map(([px, py], i) =>
      group({}, [
        path({
          d: `M${n(px)} ${n(py)}C${n(px - 6)} ${n(py - 14)} ${n(px - 18)} ${n(py - 22)} ${n(px - 18)} ${n(py - 34)}A18 18 0 1 1 ${n(px + 18)} ${n(py - 34)}C${n(px + 18)} ${n(py - 22)} ${n(px + 6)} ${n(py - 14)} ${n(px)} ${n(py)}Z`,
          fill: [b, c, a][i],
        }),
        circle({ cx: px, cy: py - 34, r: 7, fill: "#ffffff" }),
      ]),
    ),
  );
  if (card) {
    out.push(
      panel(doc, x + 16, y + h - 150, w - 32, 130, uiThemes.light, { rx: 16 }),
      rect({
        x: x + 30,
        y: y + h - 136,
        width: 100,
        height: 102,
        rx: 12,
        fill: doc.linear(
          [
            [0, lighten(b, 0.3)],
            [1, darken(a, 0.1)],
          ],
          60,
        ),
      }),
      path({
        d: polyPath([
          [x + 30, y + h - 34],
          [x + 70, y + h - 90],
          [x + 100, y + h - 60],
          [x + 130, y + h - 80],
          [x + 130, y + h - 34],
        ]),
        fill: darken(a, 0.35),
        opacity: 0.7,
      }),
      bar(x + 146, y + h - 126, w * 0.35, 10, ink, 0.8),
      bar(x + 146, y + h - 104, w * 0.25, 7, ink, 0.35),
      ...[0, 1, 2, 3, 4].map((i) => circle({ cx: x + 152 + i * 16, cy: y + h - 76, r: 5, fill: "#f5b53d" })),
    );
  }
  return group({}, out);
}

/** A square cover (podcast or album): waves under a low sun and a short wordmark. */
function coverArt(doc, rng, pal, x, y, s, label) {
  const [a, b, c, d] = pal.accents;
  const clip = doc.clip(rect({ x, y, width: s, height: s, rx: s * 0.06 }));
  const out = [
    rect({
      x,
      y,
      width: s,
      height: s,
      fill: doc.linear(
        [
          [0, lighten(d, 0.2)],
          [0.6, c],
          [1, darken(a, 0.3)],
        ],
        90,
      ),
    }),
    circle({ cx: x + s * 0.5, cy: y + s * 0.5, r: s * 0.2, fill: lighten(d, 0.5) }),
  ];
  for (let i = 0; i < 5; i++) {
    const wy = y + s * (0.55 + i * 0.1);
    const pts = [];
    for (let k = 0; k <= 6; k++)
      pts.push([x - 10 + (k / 6) * (s + 20), wy + Math.sin(k * 1.3 + i) * s * 0.03]);
    pts.push([x + s + 10, y + s + 10], [x - 10, y + s + 10]);
    out.push(
      path({ d: smoothPath(pts, { closed: true }), fill: mix(b, darken(a, 0.5), i / 4), opacity: 0.9 }),
    );
  }
  out.push(
    word(label, x + s / 2, y + s * 0.12, Math.min(s * 0.11, (s * 0.62) / label.length), "#ffffff", 12),
  );
  return group({ "clip-path": clip }, out);
}

/** Two or three phones in a row, each with a screen. */
export function phones(doc, rng, pal, { screens: list = ["bank", "spending"], dark = false } = {}) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { dark, floor: 0.86 });
    const count = list.length;
    const pw = count === 3 ? 300 : 330;
    const ph = pw * 2.05;
    const gap = count === 3 ? 70 : 110;
    const total = count * pw + (count - 1) * gap;
    const x0 = (W - total) / 2;
    enlarged(doc, H, { cx: W / 2, cy: H / 2, max: (W - 100) / total }, () => {
      list.forEach((name, i) => {
        const lift = count === 3 ? (i === 1 ? -30 : 20) : i === 0 ? -20 : 30;
        const px = x0 + i * (pw + gap);
        const py = (H - ph) / 2 + lift;
        const [kind, step] = name.split(":");
        doc.add(
          floorShadow(doc, px + pw / 2, py + ph + 16, pw * 0.55, 0.25),
          phone(doc, px, py, pw, ph, (x, y, w, h) =>
            screens[kind](doc, rng, pal, x, y, w, h, Number(step ?? 0)),
          ),
        );
      });
      if (list[0].startsWith("onboarding")) {
        for (let i = 0; i < count - 1; i++) {
          const ax = x0 + (i + 1) * (pw + gap) - gap / 2;
          doc.add(
            path({
              d: `M${n(ax - 18)} ${n(H / 2)}H${n(ax + 14)}M${n(ax + 2)} ${n(H / 2 - 12)}L${n(ax + 16)} ${n(H / 2)}L${n(ax + 2)} ${n(H / 2 + 12)}`,
              fill: "none",
              stroke: dark ? "#ffffff" : ink,
              "stroke-opacity": 0.5,
              "stroke-width": 5,
              "stroke-linecap": "round",
              "stroke-linejoin": "round",
            }),
          );
        }
      }
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Browser windows

const pages = {
  dashboard(doc, rng, pal, x, y, w, h, t) {
    const [a, b, c] = pal.accents;
    const sw = 190;
    const out = [sidebar(x, y, sw, h, t, a)];
    const cx = x + sw + 28;
    const cw = w - sw - 56;
    out.push(bar(cx, y + 26, 200, 14, t.ink, 0.85), bar(cx, y + 50, 130, 8, t.ink, 0.35));
    const kw = (cw - 40) / 3;
    [a, b, c].forEach((col, i) =>
      out.push(
        kpiCard(doc, rng, cx + i * (kw + 20), y + 80, kw, 96, t, col, {
          glyph: ["chart", "bolt", "check"][i],
          spark: false,
        }),
      ),
    );
    const chartY = y + 200;
    const chartH = h - 220;
    out.push(
      panel(doc, cx, chartY, cw * 0.62, chartH, t, { rx: 16, shadow: false }),
      bar(cx + 20, chartY + 20, 120, 10, t.ink, 0.7),
      lineChart(doc, rng, cx + 20, chartY + 50, cw * 0.62 - 40, chartH - 70, a, t),
      panel(doc, cx + cw * 0.62 + 20, chartY, cw * 0.38 - 20, chartH, t, { rx: 16, shadow: false }),
      donut(
        cx + cw * 0.81 + 10,
        chartY + chartH * 0.42,
        Math.min(cw * 0.12, chartH * 0.28),
        20,
        [0.45, 0.3, 0.15],
        [a, b, c],
        t,
      ),
      ...[0, 1, 2].map((i) =>
        bar(cx + cw * 0.66, chartY + chartH * 0.78 + i * 18, cw * (0.18 - i * 0.03), 7, [a, b, c][i], 0.8),
      ),
    );
    return group({}, out);
  },
  portal(doc, rng, pal, x, y, w, h, t) {
    const [a, b, c] = pal.accents;
    const sw = 190;
    const out = [sidebar(x, y, sw, h, t, a)];
    const cx = x + sw + 28;
    const cw = w - sw - 56;
    out.push(
      bar(cx, y + 26, 220, 14, t.ink, 0.85),
      rect({ x: cx + cw - 150, y: y + 20, width: 150, height: 36, rx: 18, fill: a }),
      bar(cx + cw - 120, y + 34, 90, 8, "#ffffff", 0.95),
    );
    // Project cards with progress, then a table of files with status chips.
    const pw = (cw - 40) / 3;
    [a, b, c].forEach((col, i) =>
      out.push(
        panel(doc, cx + i * (pw + 20), y + 76, pw, 110, t, { rx: 14, shadow: false }),
        iconTile(doc, cx + i * (pw + 20) + 16, y + 92, 36, col, ["check", "plus", "bell"][i]),
        bar(cx + i * (pw + 20) + 64, y + 100, pw * 0.45, 9, t.ink, 0.7),
        rect({
          x: cx + i * (pw + 20) + 16,
          y: y + 150,
          width: pw - 32,
          height: 8,
          rx: 4,
          fill: t.ink,
          opacity: 0.08,
        }),
        rect({
          x: cx + i * (pw + 20) + 16,
          y: y + 150,
          width: (pw - 32) * (0.35 + i * 0.22),
          height: 8,
          rx: 4,
          fill: col,
        }),
      ),
    );
    const ty = y + 210;
    out.push(panel(doc, cx, ty, cw, h - 230, t, { rx: 14, shadow: false }));
    const rows = Math.floor((h - 270) / 48);
    for (let i = 0; i < rows; i++) {
      const ry = ty + 24 + i * 48;
      const status = [good, a, "#f5b53d"][(i * 7) % 3];
      out.push(
        i ? rect({ x: cx + 16, y: ry - 12, width: cw - 32, height: 1, fill: t.ink, opacity: 0.08 }) : "",
        rect({ x: cx + 20, y: ry, width: 26, height: 30, rx: 5, fill: [a, b, c][i % 3], opacity: 0.85 }),
        bar(cx + 62, ry + 4, cw * (0.22 + ((i * 13) % 10) / 100), 9, t.ink, 0.7),
        bar(cx + 62, ry + 20, cw * 0.12, 6, t.ink, 0.3),
        bar(cx + cw * 0.55, ry + 10, cw * 0.1, 8, t.ink, 0.4),
        rect({ x: cx + cw * 0.74, y: ry + 4, width: 84, height: 22, rx: 11, fill: status, opacity: 0.16 }),
        bar(cx + cw * 0.74 + 16, ry + 11, 52, 8, status, 0.9),
        avatar(doc, cx + cw - 40, ry + 15, 14, [b, c, a][i % 3]),
      );
    }
    return group({}, out);
  },
  shop(doc, rng, pal, x, y, w, h, t) {
    const [a, b, c, d] = pal.accents;
    const out = [
      bar(x + 30, y + 24, 120, 14, t.ink, 0.85),
      ...[0, 1, 2, 3].map((i) => bar(x + w * 0.35 + i * 90, y + 27, 60, 8, t.ink, 0.4)),
      circle({ cx: x + w - 50, cy: y + 31, r: 16, fill: a }),
      rect({ x: x + 30, y: y + 66, width: w - 60, height: h * 0.3, rx: 18, fill: lighten(c, 0.7) }),
      bar(x + 64, y + 66 + h * 0.08, w * 0.3, 22, t.ink, 0.85),
      bar(x + 64, y + 66 + h * 0.08 + 38, w * 0.22, 9, t.ink, 0.4),
      rect({ x: x + 64, y: y + 66 + h * 0.19, width: 140, height: 38, rx: 19, fill: darken(a, 0.2) }),
    ];
    // Produce in the banner: a few round fruits and a basket.
    const bx = x + w * 0.62;
    const by = y + 66 + h * 0.3;
    out.push(rect({ x: bx, y: by - 70, width: w * 0.3, height: 70, rx: 14, fill: darken(d, 0.35) }));
    [a, c, b, d, a].forEach((col, i) =>
      out.push(
        circle({ cx: bx + 40 + (i * (w * 0.3 - 80)) / 4, cy: by - 78 - (i % 2) * 18, r: 34, fill: col }),
      ),
    );
    out.push(
      rect({ x: bx, y: by - 70, width: w * 0.3, height: 70, rx: 14, fill: darken(d, 0.45), opacity: 0.9 }),
    );
    const cols = 4;
    const gw = (w - 60 - (cols - 1) * 20) / cols;
    const gy = y + 66 + h * 0.3 + 24;
    for (let i = 0; i < cols; i++) {
      const gx = x + 30 + i * (gw + 20);
      const col = [a, b, c, d][(i + 1) % 4];
      const ih = h - (gy - y) - 70;
      out.push(
        rect({ x: gx, y: gy, width: gw, height: ih, rx: 14, fill: lighten(col, 0.82) }),
        [
          circle({ cx: gx + gw / 2, cy: gy + ih * 0.55, r: ih * 0.28, fill: col }),
          rect({
            x: gx + gw / 2 - ih * 0.16,
            y: gy + ih * 0.2,
            width: ih * 0.32,
            height: ih * 0.62,
            rx: ih * 0.06,
            fill: col,
          }),
          ellipse({ cx: gx + gw / 2, cy: gy + ih * 0.55, rx: ih * 0.34, ry: ih * 0.22, fill: col }),
          path({
            d: polyPath([
              [gx + gw / 2, gy + ih * 0.22],
              [gx + gw / 2 + ih * 0.3, gy + ih * 0.78],
              [gx + gw / 2 - ih * 0.3, gy + ih * 0.78],
            ]),
            fill: col,
          }),
        ][i],
        bar(gx, gy + ih + 14, gw * 0.6, 9, t.ink, 0.7),
        bar(gx, gy + ih + 32, gw * 0.3, 9, a, 0.9),
      );
    }
    return group({}, out);
  },
  architect(doc, rng, pal, x, y, w, h, t) {
    const [a] = pal.accents;
    const out = [
      bar(x + 30, y + 24, 150, 12, t.ink, 0.85),
      ...[0, 1, 2].map((i) => bar(x + w - 300 + i * 90, y + 26, 60, 8, t.ink, 0.4)),
    ];
    // A full-bleed "photograph" of a concrete building against the sky.
    const px = x;
    const py = y + 60;
    const pw = w;
    const ph = h * 0.62;
    out.push(
      rect({
        x: px,
        y: py,
        width: pw,
        height: ph,
        fill: doc.linear(
          [
            [0, "#9cc3e6"],
            [1, "#e8eef2"],
          ],
          90,
        ),
      }),
    );
    const gx = py + ph * 0.86;
    out.push(rect({ x: px, y: gx, width: pw, height: ph * 0.14, fill: "#9aa38d" }));
    // Cantilevered slabs with glass bands.
    const slabs = [
      [0.18, 0.36, 0.55, 0.5],
      [0.3, 0.56, 0.6, 0.66],
      [0.12, 0.4, 0.62, 0.86],
    ];
    slabs.forEach(([x1, top, x2, bottom], i) => {
      const sx = px + pw * x1;
      const sy = py + ph * top;
      const sw = pw * (x2 - x1 + 0.2);
      const sh = ph * (bottom - top);
      out.push(
        rect({ x: sx, y: sy, width: sw, height: sh, fill: ["#d9d6cf", "#cbc7bf", "#e2dfd8"][i] }),
        rect({
          x: sx + sw * 0.05,
          y: sy + sh * 0.3,
          width: sw * 0.9,
          height: sh * 0.45,
          fill: doc.linear(
            [
              [0, "#3a4b5c"],
              [1, "#6f8799"],
            ],
            0,
          ),
        }),
        rect({ x: sx, y: sy + sh - 8, width: sw, height: 8, fill: "#000000", opacity: 0.15 }),
      );
      for (let k = 1; k < 8; k++)
        out.push(
          rect({
            x: sx + sw * 0.05 + (k * sw * 0.9) / 8,
            y: sy + sh * 0.3,
            width: 3,
            height: sh * 0.45,
            fill: "#d9d6cf",
            opacity: 0.6,
          }),
        );
    });
    out.push(
      rect({ x: px + pw * 0.72, y: py + ph * 0.58, width: 8, height: ph * 0.28, fill: "#5b5a4a" }),
      circle({ cx: px + pw * 0.725, cy: py + ph * 0.54, r: ph * 0.12, fill: "#6c8a5a" }),
      circle({ cx: px + pw * 0.76, cy: py + ph * 0.6, r: ph * 0.09, fill: "#56744a" }),
      bar(x + 30, py + ph + 30, w * 0.4, 20, t.ink, 0.85),
      bar(x + 30, py + ph + 64, w * 0.3, 9, t.ink, 0.4),
      bar(x + w * 0.55, py + ph + 34, w * 0.38, 9, t.ink, 0.35),
      bar(x + w * 0.55, py + ph + 54, w * 0.32, 9, t.ink, 0.35),
      rect({ x: x + w * 0.55, y: py + ph + 80, width: 40, height: 4, fill: a }),
    );
    return group({}, out);
  },
  docs(doc, rng, pal, x, y, w, h, t) {
    const [a, b, c, d] = pal.accents;
    const sw = 230;
    const out = [rect({ x, y, width: sw, height: h, fill: t.ink, opacity: 0.04 })];
    for (let i = 0; i < 12; i++) {
      const iy = y + 30 + i * 36;
      if (iy > y + h - 30) break;
      const head = i % 4 === 0;
      out.push(
        bar(
          x + (head ? 24 : 38),
          iy,
          sw * (head ? 0.4 : 0.35 + ((i * 17) % 20) / 100),
          head ? 9 : 7,
          i === 5 ? a : t.ink,
          head ? 0.75 : i === 5 ? 1 : 0.35,
        ),
      );
    }
    const cx = x + sw + 40;
    const cw = w - sw - 80;
    out.push(
      bar(cx, y + 30, cw * 0.5, 20, t.ink, 0.85),
      ...textLines(cx, y + 76, [cw * 0.9, cw * 0.8, cw * 0.6], t, { h: 8, gap: 20, opacity: [0.4, 0.35] }),
    );
    const ky = y + 150;
    const kh = h - 250;
    out.push(rect({ x: cx, y: ky, width: cw, height: kh, rx: 14, fill: "#15132b" }));
    const syntax = [a, b, c, d, "#ffffff"];
    const lines = Math.floor((kh - 40) / 28);
    for (let i = 0; i < lines; i++) {
      let lx = cx + 60 + ((i * 3) % 4 === 1 ? 30 : 0) + (i > 2 && i < lines - 2 ? 30 : 0);
      out.push(bar(cx + 20, ky + 24 + i * 28, 18, 7, "#ffffff", 0.2));
      const parts = rng.int(2, 4);
      for (let k = 0; k < parts; k++) {
        const len = rng.range(30, 120);
        if (lx + len > cx + cw - 20) break;
        out.push(bar(lx, ky + 24 + i * 28, len, 8, syntax[(i + k * 2) % syntax.length], 0.85));
        lx += len + 12;
      }
    }
    out.push(
      rect({ x: cx, y: ky + kh + 24, width: cw, height: 60, rx: 12, fill: lighten(a, 0.85) }),
      rect({ x: cx, y: ky + kh + 24, width: 6, height: 60, rx: 3, fill: a }),
      bar(cx + 24, ky + kh + 44, cw * 0.6, 8, t.ink, 0.5),
    );
    return group({}, out);
  },
  contact(doc, rng, pal, x, y, w, h, t) {
    const [a] = pal.accents;
    const out = [rect({ x, y, width: w, height: h, fill: t.card })];
    const fx = x + 40;
    const fw = w * 0.44;
    out.push(bar(fx, y + 34, 220, 22, t.ink, 0.85), bar(fx, y + 68, fw * 0.8, 9, t.ink, 0.35));
    // Form: name and e-mail side by side, subject, message, send button.
    let fy = y + 110;
    const field = (fx2, fw2, fh) => [
      bar(fx2, fy, 70, 8, t.ink, 0.55),
      rect({
        x: fx2,
        y: fy + 16,
        width: fw2,
        height: fh,
        rx: 10,
        fill: t.surface,
        stroke: t.border,
        "stroke-opacity": 0.12,
      }),
    ];
    out.push(...field(fx, fw / 2 - 8, 44), ...field(fx + fw / 2 + 8, fw / 2 - 8, 44));
    fy += 80;
    out.push(...field(fx, fw, 44));
    fy += 80;
    out.push(...field(fx, fw, 160));
    out.push(bar(fx + 16, fy + 34, fw * 0.5, 7, t.ink, 0.3), bar(fx + 16, fy + 50, fw * 0.35, 7, t.ink, 0.3));
    const by = fy + 200;
    out.push(
      rect({ x: fx, y: by, width: 150, height: 46, rx: 23, fill: a }),
      bar(fx + 40, by + 19, 70, 8, "#ffffff", 0.9),
    );
    // Map with the office pin, and the address card.
    const mx = x + w * 0.54;
    const mw = w - (mx - x) - 30;
    out.push(
      group({ "clip-path": doc.clip(rect({ x: mx, y: y + 30, width: mw, height: h - 60, rx: 16 })) }, [
        mapView(doc, rng, pal, mx, y + 30, mw, h - 60),
      ]),
      panel(doc, mx + 20, y + 50, mw * 0.55, 110, t, { rx: 14 }),
      circle({ cx: mx + 48, cy: y + 80, r: 12, fill: a, opacity: 0.9 }),
      bar(mx + 70, y + 74, mw * 0.3, 10, t.ink, 0.8),
      bar(mx + 40, y + 106, mw * 0.4, 7, t.ink, 0.35),
      bar(mx + 40, y + 124, mw * 0.32, 7, t.ink, 0.35),
    );
    return group({}, out);
  },
  landing(doc, rng, pal, x, y, w, h, t) {
    const [a, , c] = pal.accents;
    const out = [
      rect({
        x,
        y,
        width: w,
        height: h,
        fill: doc.linear(
          [
            [0, lighten(a, 0.88)],
            [1, lighten(c, 0.88)],
          ],
          30,
        ),
      }),
      bar(x + 30, y + 24, 110, 12, t.ink, 0.85),
      bar(x + 40, y + h * 0.22, w * 0.4, 26, t.ink, 0.85),
      bar(x + 40, y + h * 0.22 + 40, w * 0.32, 26, t.ink, 0.85),
      bar(x + 40, y + h * 0.22 + 90, w * 0.36, 9, t.ink, 0.35),
      bar(x + 40, y + h * 0.22 + 110, w * 0.3, 9, t.ink, 0.35),
      rect({ x: x + 40, y: y + h * 0.22 + 150, width: 150, height: 46, rx: 23, fill: ink }),
      rect({
        x: x + 204,
        y: y + h * 0.22 + 150,
        width: 150,
        height: 46,
        rx: 23,
        fill: "none",
        stroke: ink,
        "stroke-width": 2,
      }),
    ];
    const pw = Math.min(w * 0.24, h * 0.42);
    out.push(
      phone(doc, x + w * 0.62, y + h * 0.12, pw, pw * 2.05, (sx, sy, sw, sh) =>
        screens.spending(doc, rng, pal, sx, sy, sw, sh),
      ),
    );
    return group({}, out);
  },
};

/** A browser window showing one kind of page; dark or light chrome. */
export function website(doc, rng, pal, { page = "dashboard", dark = false, backdropDark = dark } = {}) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { dark: backdropDark, floor: 0 });
    const t = dark ? uiThemes.dark : uiThemes.light;
    const m = 70;
    const [frame, top] = windowFrame(doc, m, H * 0.08, W - 2 * m, H * 0.92 + 40, t, { rx: 20 });
    doc.add(frame, pages[page](doc, rng, pal, m + 1, top + 1, W - 2 * m - 2, H - top + 20, t));
  });
}

// ---------------------------------------------------------------------------------------------
// Print: a report spread, posters, packaging

export function reportSpread(doc, rng, pal) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { dark: true, floor: 0 });
    const [a, b, c] = pal.accents;
    const pw = 500;
    const ph = pw * 1.3;
    const cx = W / 2;
    const py = (H - ph) / 2;
    const paper = "#fbfaf7";
    doc.add(
      rect({ x: cx - pw, y: py, width: pw * 2, height: ph, fill: paper, filter: doc.shadow(30, 24, 0.5) }),
      rect({
        x: cx - 40,
        y: py,
        width: 80,
        height: ph,
        fill: doc.linear(
          [
            [0, "#000000", 0],
            [0.5, "#000000", 0.12],
            [1, "#000000", 0],
          ],
          0,
        ),
      }),
    );
    // Left page: a key figure and columns.
    const lx = cx - pw + 50;
    doc.add(
      bar(lx, py + 50, 90, 8, a, 1),
      donut(lx + 80, py + 165, 62, 22, [0.72], [darken(a, 0.2)], uiThemes.light),
      bar(lx + 180, py + 130, 150, 30, darken(a, 0.3), 0.9),
      bar(lx + 180, py + 176, 110, 10, ink, 0.35),
      bar(lx, py + 260, pw * 0.6, 14, ink, 0.85),
      ...textLines(
        lx,
        py + 300,
        Array.from({ length: 9 }, (_, i) => (pw - 100) * (0.5 - (i % 3) * 0.06)),
        uiThemes.light,
        { h: 7, gap: 18, opacity: [0.4, 0.3] },
      ),
      ...textLines(
        lx + (pw - 100) / 2 + 10,
        py + 300,
        Array.from({ length: 9 }, (_, i) => (pw - 100) * (0.46 - (i % 4) * 0.05)),
        uiThemes.light,
        { h: 7, gap: 18, opacity: [0.3, 0.3] },
      ),
      bar(lx, py + ph - 40, 30, 7, ink, 0.3),
    );
    // Right page: a photo block and a chart.
    const rx = cx + 50;
    doc.add(
      rect({
        x: rx,
        y: py + 50,
        width: pw - 100,
        height: ph * 0.36,
        fill: doc.linear(
          [
            [0, lighten(b, 0.4)],
            [1, darken(c, 0.2)],
          ],
          70,
        ),
      }),
      path({
        d: polyPath([
          [rx, py + 50 + ph * 0.36],
          [rx, py + 50 + ph * 0.22],
          [rx + 120, py + 50 + ph * 0.12],
          [rx + 240, py + 50 + ph * 0.24],
          [rx + pw - 100, py + 50 + ph * 0.16],
          [rx + pw - 100, py + 50 + ph * 0.36],
        ]),
        fill: darken(a, 0.45),
        opacity: 0.8,
      }),
      barChart(doc, rng, rx, py + ph * 0.5, pw - 100, ph * 0.26, [lighten(a, 0.5), a], uiThemes.light, {
        count: 6,
      }),
      ...textLines(rx, py + ph * 0.82, [pw * 0.7, pw * 0.6, pw * 0.5], uiThemes.light, {
        h: 7,
        gap: 18,
        opacity: [0.6, 0.3],
      }),
      bar(cx + pw - 80, py + ph - 40, 30, 7, ink, 0.3),
    );
  });
}

/** Three posters on a wall (the middle one larger). */
export function posters(doc, rng, pal, { kind = "kinetic", name = "KINETIC" } = {}) {
  stage(doc, (H) => {
    const [a, b, c, d] = pal.accents;
    const wall = kind === "wellness" ? lighten(d, 0.7) : "#e9e5dc";
    doc.add(
      rect({
        width: W,
        height: H,
        fill: doc.linear(
          [
            [0, wall],
            [1, darken(wall, 0.12)],
          ],
          90,
        ),
      }),
    );
    doc.add(rect({ y: H * 0.86, width: W, height: H * 0.14, fill: darken(wall, 0.3) }));
    const sizes = [
      [0.2, 250, 0.48],
      [0.5, 330, 0.44],
      [0.8, 250, 0.48],
    ];
    sizes.forEach(([fx, pw, fy], i) => {
      const ph = pw * 1.41;
      const x = W * fx - pw / 2;
      const y = H * fy - ph / 2;
      const clip = doc.clip(rect({ x, y, width: pw, height: ph }));
      const parts = [];
      const bg = [ink, lighten(a, 0.85), darken(b, 0.5), "#f4eee3"][(i + (kind === "wellness" ? 1 : 0)) % 4];
      parts.push(rect({ x, y, width: pw, height: ph, fill: bg }));
      const fg = luminanceOf(bg) > 0.5 ? ink : "#ffffff";
      if (kind === "kinetic") {
        // Bold diagonal bands and a circle in motion.
        for (let k = 0; k < 5; k++)
          parts.push(
            rect({
              x: x - pw,
              y: y + ph * (0.1 + k * 0.12),
              width: pw * 3,
              height: ph * 0.06,
              fill: [a, b, c, d, a][(k + i) % 5],
              transform: `rotate(${-20 + i * 20} ${n(x + pw / 2)} ${n(y + ph / 2)})`,
            }),
          );
        parts.push(
          circle({
            cx: x + pw * (0.3 + i * 0.2),
            cy: y + ph * 0.62,
            r: pw * 0.22,
            fill: "none",
            stroke: fg,
            "stroke-width": pw * 0.05,
          }),
        );
      } else if (kind === "wellness") {
        parts.push(
          circle({ cx: x + pw / 2, cy: y + ph * 0.42, r: pw * 0.3, fill: [a, c, d][i], opacity: 0.9 }),
          path({
            d: smoothPath(
              [
                [x, y + ph * 0.62],
                [x + pw * 0.3, y + ph * 0.55],
                [x + pw * 0.7, y + ph * 0.66],
                [x + pw, y + ph * 0.58],
                [x + pw, y + ph],
                [x, y + ph],
              ],
              { closed: true },
            ),
            fill: mix(bg, b, 0.5),
          }),
        );
      } else {
        // Exhibition: a prism splitting a beam into colours.
        const px = x + pw / 2;
        const py = y + ph * 0.4;
        parts.push(
          rect({
            x,
            y: py - 4,
            width: pw / 2,
            height: 8,
            fill: fg,
            opacity: 0.9,
            transform: `rotate(${8} ${n(px)} ${n(py)})`,
          }),
          ...[a, b, c, d].map((col, k) =>
            path({
              d: polyPath([
                [px, py],
                [x + pw + 10, py - 30 + k * 34],
                [x + pw + 10, py - 4 + k * 34],
              ]),
              fill: col,
            }),
          ),
          path({
            d: polyPath([
              [px, py - pw * 0.22],
              [px + pw * 0.2, py + pw * 0.13],
              [px - pw * 0.2, py + pw * 0.13],
            ]),
            fill: fg,
            opacity: 0.25,
            stroke: fg,
            "stroke-width": 3,
          }),
        );
      }
      parts.push(
        word(name, x + pw / 2, y + ph * 0.82, Math.min(pw * 0.1, (pw * 0.9) / name.length / 0.9), fg, 13),
      );
      parts.push(bar(x + pw / 2 - pw * 0.2, y + ph * 0.92, pw * 0.4, 6, fg, 0.5));
      doc.add(
        rect({
          x: x + 6,
          y: y + 12,
          width: pw,
          height: ph,
          fill: "#000000",
          opacity: 0.18,
          filter: doc.blur(10),
        }),
        group({ "clip-path": clip }, parts),
      );
    });
    // Soft light from the top left.
    doc.add(softLight(doc, W, H, 60, 0.12));
  });
}

function luminanceOf(hex) {
  const v = parseInt(hex.slice(1), 16);
  return (0.2126 * ((v >> 16) & 255) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255)) / 255;
}

/**
 * A bag standing on the floor: its shadow, a body tapering to the fold (`taper` in from each side,
 * `fold` below the top) lit from the left, and the folded top (`lip` in from each side).
 */
function bag(doc, { x, width, height, floor, color, taper, fold, lip, rx }) {
  return [
    floorShadow(doc, x + width / 2, floor + 4, width * 0.7, 0.35),
    path({
      d: `M${x} ${floor}L${x + taper} ${floor - height + fold}L${x + width - taper} ${floor - height + fold}L${x + width} ${floor}Z`,
      fill: doc.linear(
        [
          [0, darken(color, 0.15)],
          [0.45, color],
          [1, darken(color, 0.35)],
        ],
        0,
      ),
    }),
    rect({
      x: x + lip,
      y: floor - height,
      width: width - 2 * lip,
      height: fold + 10,
      rx,
      fill: darken(color, 0.3),
    }),
  ];
}

/** Packaging on a shelf: a box, a tall jar or bag and a tin, with the same label system. */
export function packaging(doc, rng, pal, { name = "OAKLINE", logo = "leaf", kraft = "#c9a27a" } = {}) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { floor: 0.74 });
    const [a, b, c] = pal.accents;
    const floor = H * 0.74;
    enlarged(doc, H, { cx: W / 2, cy: floor, max: 1.2 }, () => {
      // Box: front and side faces.
      const bx = 150;
      const bw = 300;
      const bh = 300;
      const depth = 70;
      doc.add(
        floorShadow(doc, bx + bw / 2 + 30, floor + 6, bw * 0.75, 0.35),
        path({
          d: polyPath([
            [bx + bw, floor],
            [bx + bw + depth, floor - depth * 0.5],
            [bx + bw + depth, floor - bh - depth * 0.5],
            [bx + bw, floor - bh],
          ]),
          fill: darken(kraft, 0.25),
        }),
        path({
          d: polyPath([
            [bx, floor - bh],
            [bx + depth, floor - bh - depth * 0.5],
            [bx + bw + depth, floor - bh - depth * 0.5],
            [bx + bw, floor - bh],
          ]),
          fill: lighten(kraft, 0.15),
        }),
        rect({ x: bx, y: floor - bh, width: bw, height: bh, fill: kraft }),
        rect({ x: bx, y: floor - bh * 0.62, width: bw, height: bh * 0.36, fill: darken(a, 0.35) }),
        mark(bx + bw / 2 - 40, floor - bh * 0.95, 80, logo, darken(a, 0.35), kraft),
        word(name, bx + bw / 2, floor - bh * 0.5, Math.min(36, (bw * 0.8) / name.length), "#ffffff", 12),
        bar(bx + bw / 2 - 60, floor - bh * 0.35, 120, 7, "#ffffff", 0.6),
      );
      // Bag: a tall pouch with a folded top.
      const gx = 540;
      const gw = 220;
      const gh = 430;
      doc.add(
        ...bag(doc, { x: gx, width: gw, height: gh, floor, color: b, taper: 10, fold: 40, lip: 6 }),
        rect({ x: gx + 30, y: floor - gh * 0.62, width: gw - 60, height: gh * 0.42, rx: 8, fill: "#fbf7ef" }),
        mark(gx + gw / 2 - 30, floor - gh * 0.6 + 14, 60, logo, darken(b, 0.2), "#fbf7ef"),
        word(name, gx + gw / 2, floor - gh * 0.38, Math.min(22, (gw * 0.6) / name.length), ink, 12),
        bar(gx + gw / 2 - 40, floor - gh * 0.3, 80, 6, ink, 0.4),
        rect({ x: gx + 12, y: floor - gh + 50, width: 18, height: gh - 60, fill: "#ffffff", opacity: 0.12 }),
      );
      // Tin / cup.
      const tx = 850;
      const tw = 200;
      const th = 240;
      doc.add(
        floorShadow(doc, tx + tw / 2, floor + 4, tw * 0.7, 0.35),
        rect({
          x: tx,
          y: floor - th,
          width: tw,
          height: th,
          rx: 6,
          fill: doc.linear(
            [
              [0, darken(c, 0.25)],
              [0.3, lighten(c, 0.2)],
              [1, darken(c, 0.4)],
            ],
            0,
          ),
        }),
        ellipse({ cx: tx + tw / 2, cy: floor - th, rx: tw / 2, ry: 18, fill: lighten(c, 0.35) }),
        ellipse({ cx: tx + tw / 2, cy: floor, rx: tw / 2, ry: 18, fill: darken(c, 0.35) }),
        rect({ x: tx, y: floor - th * 0.65, width: tw, height: th * 0.4, fill: "#fbf7ef" }),
        mark(tx + tw / 2 - 26, floor - th * 0.62, 52, logo, darken(a, 0.35), "#fbf7ef"),
        bar(tx + tw / 2 - 50, floor - th * 0.36, 100, 8, ink, 0.6),
      );
    });
  });
}

/** A coffee brand: a bag of beans, a cup with steam and the shop's site on a phone. */
export function coffee(doc, rng, pal) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { floor: 0.72 });
    const [a, b, c] = pal.accents;
    const floor = H * 0.72;
    const name = "EMBER";
    const kraft = "#b68a62";
    // Bag with a rolled top and a window onto the beans.
    const gx = 110;
    const gw = 260;
    const gh = 460;
    doc.add(
      ...bag(doc, { x: gx, width: gw, height: gh, floor, color: kraft, taper: 14, fold: 50, lip: 8, rx: 6 }),
      rect({
        x: gx + 40,
        y: floor - gh * 0.72,
        width: gw - 80,
        height: gh * 0.5,
        rx: 8,
        fill: darken(a, 0.55),
      }),
      mark(gx + gw / 2 - 36, floor - gh * 0.7 + 14, 72, "bean", lighten(c, 0.2), darken(a, 0.55)),
      word(name, gx + gw / 2, floor - gh * 0.42, 26, "#ffffff", 12),
      bar(gx + gw / 2 - 50, floor - gh * 0.34, 100, 6, "#ffffff", 0.5),
      ...Array.from({ length: 7 }, (_, i) =>
        ellipse({
          cx: gx + 70 + (i % 4) * 38 + (i > 3 ? 19 : 0),
          cy: floor - 70 - (i > 3 ? 28 : 0),
          rx: 14,
          ry: 10,
          fill: darken("#6b3a1e", (i % 3) * 0.1),
          transform: `rotate(${(i * 37) % 60} ${n(gx + 70 + (i % 4) * 38)} ${n(floor - 70)})`,
        }),
      ),
    );
    // Cup and saucer with steam.
    const cx = 560;
    doc.add(
      floorShadow(doc, cx, floor + 2, 170, 0.3),
      ellipse({ cx, cy: floor - 6, rx: 160, ry: 26, fill: "#f3efe8" }),
      ellipse({ cx, cy: floor - 10, rx: 120, ry: 16, fill: darken("#f3efe8", 0.08) }),
      path({
        d: `M${cx - 110} ${floor - 170}L${cx + 110} ${floor - 170}C${cx + 104} ${floor - 60} ${cx + 70} ${floor - 20} ${cx} ${floor - 20}C${cx - 70} ${floor - 20} ${cx - 104} ${floor - 60} ${cx - 110} ${floor - 170}Z`,
        fill: doc.linear(
          [
            [0, darken(b, 0.2)],
            [0.35, lighten(b, 0.1)],
            [1, darken(b, 0.45)],
          ],
          0,
        ),
      }),
      path({
        d: `M${cx + 104} ${floor - 140}C${cx + 170} ${floor - 140} ${cx + 160} ${floor - 70} ${cx + 86} ${floor - 70}`,
        fill: "none",
        stroke: darken(b, 0.25),
        "stroke-width": 16,
      }),
      ellipse({ cx, cy: floor - 170, rx: 110, ry: 20, fill: lighten(b, 0.2) }),
      ellipse({ cx, cy: floor - 168, rx: 96, ry: 15, fill: "#5a2e16" }),
      ellipse({ cx: cx - 10, cy: floor - 170, rx: 40, ry: 6, fill: "#c08a5a", opacity: 0.8 }),
      mark(cx - 24, floor - 130, 48, "bean", "#ffffff", b),
      ...[-40, 0, 40].map((dx, i) =>
        path({
          d: smoothPath([
            [cx + dx, floor - 200],
            [cx + dx + 16, floor - 250],
            [cx + dx - 12, floor - 300],
            [cx + dx + 10, floor - 350],
          ]),
          fill: "none",
          stroke: "#ffffff",
          "stroke-width": 10,
          "stroke-linecap": "round",
          opacity: 0.35 - i * 0.05,
          filter: doc.blur(4),
        }),
      ),
    );
    // The shop's site on a phone.
    const pw = 250;
    doc.add(
      phone(doc, 860, H * 0.12, pw, pw * 2.05, (x, y, w, h) =>
        group({}, [
          rect({ x, y, width: w, height: h * 0.45, fill: darken(a, 0.55) }),
          statusBar(x, y, w, "#ffffff"),
          word(name, x + w / 2, y + 60, 22, "#ffffff", 12),
          circle({ cx: x + w / 2, cy: y + h * 0.28, r: w * 0.2, fill: b }),
          ellipse({ cx: x + w / 2, cy: y + h * 0.28, rx: w * 0.12, ry: w * 0.04, fill: "#5a2e16" }),
          ...[0, 1].map((i) =>
            group({}, [
              rect({
                x: x + 16 + i * (w / 2 - 8),
                y: y + h * 0.5,
                width: w / 2 - 24,
                height: h * 0.22,
                rx: 12,
                fill: lighten([c, a][i], 0.75),
              }),
              rect({
                x: x + 40 + i * (w / 2 - 8),
                y: y + h * 0.53,
                width: w / 2 - 72,
                height: h * 0.15,
                rx: 6,
                fill: [kraft, darken(a, 0.4)][i],
              }),
              bar(x + 16 + i * (w / 2 - 8), y + h * 0.75, w * 0.3, 8, ink, 0.7),
              bar(x + 16 + i * (w / 2 - 8), y + h * 0.78, w * 0.15, 8, a, 0.9),
            ]),
          ),
          rect({ x: x + 16, y: y + h * 0.86, width: w - 32, height: 44, rx: 22, fill: darken(a, 0.2) }),
        ]),
      ),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Boards: kanban, pricing, sketchbook, content

export function kanban(doc, rng, pal) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { floor: 0 });
    const [a, b, c, d] = pal.accents;
    const t = uiThemes.light;
    const cols = 4;
    const cw = (W - 140 - (cols - 1) * 24) / cols;
    for (let i = 0; i < cols; i++) {
      const x = 70 + i * (cw + 24);
      const y = H * 0.1;
      doc.add(
        rect({ x, y, width: cw, height: H * 0.84, rx: 18, fill: "#ffffff", opacity: 0.55 }),
        circle({ cx: x + 26, cy: y + 30, r: 8, fill: [a, b, c, good][i] }),
        bar(x + 44, y + 25, cw * 0.4, 10, ink, 0.75),
      );
      const cards = [3, 4, 2, 3][i];
      let cy = y + 60;
      for (let k = 0; k < cards; k++) {
        const ch = 100 + ((i * 3 + k * 5) % 3) * 26;
        if (cy + ch > y + H * 0.84 - 10) break;
        const col = [a, b, c, d][(i + k) % 4];
        doc.add(
          panel(doc, x + 12, cy, cw - 24, ch, t, { rx: 12 }),
          rect({ x: x + 26, y: cy + 16, width: 56, height: 16, rx: 8, fill: col, opacity: 0.2 }),
          bar(x + 34, cy + 20, 40, 8, col, 0.9),
          bar(x + 26, cy + 46, cw * 0.6, 9, ink, 0.7),
          bar(x + 26, cy + 64, cw * 0.4, 7, ink, 0.3),
          avatar(doc, x + cw - 44, cy + ch - 26, 13, [b, c, a, d][(i + k * 3) % 4]),
          ch > 120
            ? rect({ x: x + 26, y: cy + ch - 30, width: cw * 0.4, height: 6, rx: 3, fill: col, opacity: 0.6 })
            : "",
        );
        cy += ch + 14;
      }
    }
  });
}

export function pricing(doc, rng, pal) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { dark: true, floor: 0 });
    const [a, b] = pal.accents;
    const t = uiThemes.light;
    const cw = 300;
    const gap = 40;
    const x0 = (W - 3 * cw - 2 * gap) / 2;
    [0.62, 0.78, 0.7].forEach((frac, i) => {
      const ch = H * frac;
      const x = x0 + i * (cw + gap);
      const y = H * 0.9 - ch;
      const hi = i === 1;
      const fill = hi
        ? doc.linear(
            [
              [0, a],
              [1, darken(b, 0.1)],
            ],
            70,
          )
        : "#ffffff";
      const fg = hi ? "#ffffff" : ink;
      doc.add(
        panel(doc, x, y, cw, ch, t, { rx: 24, fill }),
        bar(x + 32, y + 36, 90, 10, fg, 0.6),
        bar(x + 32, y + 66, 40, 24, fg, 0.55),
        bar(x + 80, y + 60, [90, 110, 130][i], 52, fg, 0.9),
        bar(x + 150, y + 110, 50, 8, fg, 0.4),
      );
      const rows = Math.floor((ch - 260) / 36);
      for (let k = 0; k < rows; k++)
        doc.add(
          circle({
            cx: x + 42,
            cy: y + 180 + k * 36,
            r: 9,
            fill: hi ? "#ffffff" : good,
            opacity: hi ? 0.9 : 0.8,
          }),
          bar(x + 62, y + 176 + k * 36, cw * (0.4 + ((k * 7) % 4) / 20), 8, fg, 0.45),
        );
      doc.add(
        rect({ x: x + 28, y: y + ch - 76, width: cw - 56, height: 48, rx: 24, fill: hi ? "#ffffff" : ink }),
        bar(x + cw / 2 - 40, y + ch - 56, 80, 9, hi ? a : "#ffffff", 0.9),
      );
    });
  });
}

/** A sketchbook with pencil wireframes beside a tablet showing the finished page. */
export function sketchToScreen(doc, rng, pal) {
  stage(doc, (H) => {
    const [a, b, c, d] = pal.accents;
    doc.add(
      rect({
        width: W,
        height: H,
        fill: doc.linear(
          [
            [0, "#e8dcc8"],
            [1, "#d4c4a8"],
          ],
          60,
        ),
      }),
    );
    // Sketchbook (left, slightly rotated).
    const sx = 80;
    const sy = H * 0.12;
    const sw = 500;
    const sh = H * 0.78;
    const pencil = "#5b5a66";
    const wob = (x1, y1, x2, y2) =>
      path({
        d: `M${n(x1 + rng.range(-3, 3))} ${n(y1 + rng.range(-3, 3))}Q${n((x1 + x2) / 2 + rng.range(-4, 4))} ${n((y1 + y2) / 2 + rng.range(-4, 4))} ${n(x2 + rng.range(-3, 3))} ${n(y2 + rng.range(-3, 3))}`,
        fill: "none",
        stroke: pencil,
        "stroke-width": 2.2,
        "stroke-linecap": "round",
        opacity: 0.8,
      });
    const box = (x, y, w, h) => [
      wob(x, y, x + w, y),
      wob(x + w, y, x + w, y + h),
      wob(x + w, y + h, x, y + h),
      wob(x, y + h, x, y),
    ];
    const sk = [
      rect({ x: sx, y: sy, width: sw, height: sh, rx: 6, fill: "#fdfbf5", filter: doc.shadow(16, 12, 0.3) }),
      ...Array.from({ length: 8 }, (_, i) =>
        circle({ cx: sx + 40 + i * 60, cy: sy + 16, r: 6, fill: "#3a3650" }),
      ),
      ...box(sx + 40, sy + 50, sw - 80, 50),
      ...box(sx + 40, sy + 120, sw - 80, sh * 0.32),
      wob(sx + 40, sy + 120, sx + sw - 40, sy + 120 + sh * 0.32),
      wob(sx + sw - 40, sy + 120, sx + 40, sy + 120 + sh * 0.32),
      ...[0, 1, 2].flatMap((i) =>
        box(sx + 40 + i * ((sw - 80) / 3 + 5), sy + 140 + sh * 0.32, (sw - 80) / 3 - 10, sh * 0.25),
      ),
      ...[0, 1, 2, 3].map((i) =>
        wob(
          sx + 50,
          sy + sh * 0.72 + i * 24,
          sx + 50 + (sw - 120) * (0.9 - i * 0.15),
          sy + sh * 0.72 + i * 24,
        ),
      ),
    ];
    doc.add(group({ transform: `rotate(-4 ${n(sx + sw / 2)} ${n(sy + sh / 2)})` }, sk));
    // Pencil.
    doc.add(
      group({ transform: `rotate(35 ${n(560)} ${n(H * 0.78)})` }, [
        rect({ x: 430, y: H * 0.78, width: 260, height: 18, fill: "#f5b53d" }),
        path({
          d: polyPath([
            [690, H * 0.78],
            [720, H * 0.78 + 9],
            [690, H * 0.78 + 18],
          ]),
          fill: "#e8c9a0",
        }),
        rect({ x: 410, y: H * 0.78, width: 22, height: 18, fill: "#e0458f" }),
      ]),
    );
    // Tablet with the same layout, in colour.
    const tx = 640;
    const ty = H * 0.1;
    const tw = 480;
    const th = H * 0.8;
    const t = uiThemes.light;
    doc.add(
      rect({
        x: tx,
        y: ty,
        width: tw,
        height: th,
        rx: 30,
        fill: "#1a1828",
        filter: doc.shadow(20, 16, 0.35),
      }),
      rect({ x: tx + 16, y: ty + 16, width: tw - 32, height: th - 32, rx: 16, fill: "#ffffff" }),
    );
    const ix = tx + 36;
    const iw = tw - 72;
    doc.add(
      bar(ix, ty + 44, 90, 12, ink, 0.85),
      ...[0, 1, 2].map((i) => bar(ix + iw - 200 + i * 70, ty + 46, 50, 8, ink, 0.35)),
      rect({
        x: ix,
        y: ty + 84,
        width: iw,
        height: th * 0.32,
        rx: 12,
        fill: doc.linear(
          [
            [0, a],
            [1, c],
          ],
          30,
        ),
      }),
      circle({ cx: ix + iw * 0.75, cy: ty + 84 + th * 0.16, r: th * 0.1, fill: d, opacity: 0.9 }),
      bar(ix + 24, ty + 84 + th * 0.1, iw * 0.4, 16, "#ffffff", 0.95),
      bar(ix + 24, ty + 84 + th * 0.1 + 28, iw * 0.28, 8, "#ffffff", 0.7),
      ...[0, 1, 2].map((i) =>
        rect({
          x: ix + i * (iw / 3 + 3),
          y: ty + 100 + th * 0.32,
          width: iw / 3 - 6,
          height: th * 0.25,
          rx: 10,
          fill: lighten([a, b, c][i], 0.75),
        }),
      ),
      ...[0, 1, 2].map((i) =>
        circle({
          cx: ix + i * (iw / 3 + 3) + iw / 6 - 3,
          cy: ty + 100 + th * 0.445,
          r: th * 0.06,
          fill: [a, b, c][i],
        }),
      ),
      ...textLines(ix + 10, ty + th * 0.76, [iw * 0.8, iw * 0.65, iw * 0.5, iw * 0.35], t, {
        h: 8,
        gap: 22,
        opacity: [0.6, 0.3],
      }),
    );
  });
}

/** Articles and conversations: a blog post card, speech bubbles and a reader's reply. */
export function content(doc, rng, pal) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { floor: 0 });
    const [a, b, c, d] = pal.accents;
    const t = uiThemes.light;
    // Article card.
    const x = 110;
    const y = H * 0.1;
    const w = 520;
    const h = H * 0.8;
    doc.add(
      panel(doc, x, y, w, h, t, { rx: 22 }),
      rect({
        x: x + 24,
        y: y + 24,
        width: w - 48,
        height: h * 0.4,
        rx: 14,
        fill: doc.linear(
          [
            [0, lighten(d, 0.3)],
            [1, a],
          ],
          50,
        ),
      }),
      circle({ cx: x + w * 0.3, cy: y + 24 + h * 0.25, r: h * 0.09, fill: "#ffffff", opacity: 0.5 }),
      path({
        d: smoothPath([
          [x + 24, y + 24 + h * 0.4],
          [x + 24, y + 24 + h * 0.3],
          [x + w * 0.4, y + h * 0.26],
          [x + w * 0.7, y + h * 0.36],
          [x + w - 24, y + h * 0.3],
          [x + w - 24, y + 24 + h * 0.4],
        ]),
        fill: darken(a, 0.25),
        opacity: 0.8,
      }),
      rect({ x: x + 24, y: y + h * 0.5, width: 90, height: 24, rx: 12, fill: a, opacity: 0.15 }),
      bar(x + 38, y + h * 0.5 + 8, 62, 8, a, 0.9),
      bar(x + 24, y + h * 0.5 + 44, w * 0.75, 18, ink, 0.85),
      bar(x + 24, y + h * 0.5 + 74, w * 0.55, 18, ink, 0.85),
      ...textLines(x + 24, y + h * 0.5 + 118, [w * 0.85, w * 0.8, w * 0.6], t, {
        h: 8,
        gap: 22,
        opacity: [0.35, 0.35],
      }),
      avatar(doc, x + 44, y + h - 50, 20, b),
      bar(x + 76, y + h - 58, 120, 9, ink, 0.7),
      bar(x + 76, y + h - 40, 80, 7, ink, 0.3),
    );
    // Conversation bubbles.
    const bx = 690;
    const bubbles = [
      [bx, H * 0.14, 400, 110, false, b],
      [bx + 80, H * 0.14 + 140, 340, 90, true, a],
      [bx, H * 0.14 + 260, 380, 130, false, c],
      [bx + 120, H * 0.14 + 420, 300, 80, true, a],
    ];
    bubbles.forEach(([px, py, pw, ph, mine, col]) => {
      if (py + ph > H - 20) return;
      doc.add(
        rect({
          x: px,
          y: py,
          width: pw,
          height: ph,
          rx: 24,
          fill: mine ? col : "#ffffff",
          filter: doc.shadow(12, 8, 0.12),
        }),
        ...textLines(px + 24, py + 26, [pw * 0.7, pw * 0.55, pw * 0.4].slice(0, ph > 100 ? 3 : 2), t, {
          h: 9,
          gap: 24,
          opacity: mine ? [0.95, 0.8] : [0.6, 0.35],
        }).map((s) => (mine ? s.replaceAll(`fill="${ink}"`, 'fill="#ffffff"') : s)),
        mine ? "" : avatar(doc, px - 30, py + ph - 16, 18, col),
      );
    });
  });
}

/** Code editor and the portal it builds, overlapping. */
export function stack(doc, rng, pal) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { dark: true, floor: 0 });
    const t = uiThemes.light;
    const [f1, top1] = windowFrame(doc, 260, H * 0.06, 880, H * 0.72, t, { rx: 18 });
    doc.add(f1, pages.portal(doc, rng, pal, 261, top1 + 1, 878, H * 0.78 - top1 - 2, t));
    const ed = { ...uiThemes.dark, card: "#120f24" };
    const [f2, top2] = windowFrame(doc, 60, H * 0.38, 560, H * 0.56, ed, { rx: 18 });
    doc.add(f2);
    const [a, b, c, d] = pal.accents;
    const lines = Math.floor((H * 0.94 - top2 - 30) / 28);
    for (let i = 0; i < lines; i++) {
      let lx = 110 + (i % 5 === 0 ? 0 : 30) + (i % 5 > 2 ? 30 : 0);
      doc.add(bar(80, top2 + 24 + i * 28, 16, 7, "#ffffff", 0.2));
      for (let k = 0; k < rng.int(2, 4); k++) {
        const len = rng.range(30, 110);
        if (lx + len > 590) break;
        doc.add(bar(lx, top2 + 24 + i * 28, len, 8, [a, b, c, d, "#ffffff"][(i + k * 2) % 5], 0.85));
        lx += len + 12;
      }
    }
  });
}

/** The travel guide: a tablet with a map and place cards, and a phone with the day's route. */
export function travelGuide(doc, rng, pal) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { dark: true, floor: 0 });
    const tx = 80;
    const ty = H * 0.1;
    const tw = 760;
    const th = H * 0.8;
    doc.add(
      rect({
        x: tx,
        y: ty,
        width: tw,
        height: th,
        rx: 34,
        fill: "#14121f",
        filter: doc.shadow(24, 20, 0.45),
      }),
      rect({ x: tx + 18, y: ty + 18, width: tw - 36, height: th - 36, rx: 18, fill: "#ffffff" }),
    );
    const clip = doc.clip(rect({ x: tx + 18, y: ty + 18, width: tw - 36, height: th - 36, rx: 18 }));
    const [a, b, c] = pal.accents;
    const ix = tx + 18;
    const iy = ty + 18;
    const iw = tw - 36;
    const ih = th - 36;
    const parts = [
      mapView(doc, rng, pal, ix + iw * 0.42, iy, iw * 0.58, ih),
      bar(ix + 28, iy + 32, iw * 0.25, 16, ink, 0.85),
      bar(ix + 28, iy + 60, iw * 0.18, 8, ink, 0.35),
    ];
    for (let i = 0; i < 3; i++) {
      const cy = iy + 100 + i * ((ih - 120) / 3);
      const ch = (ih - 120) / 3 - 16;
      const sky = [lighten(b, 0.3), lighten(c, 0.4), "#f6c08a"][i];
      parts.push(
        rect({
          x: ix + 24,
          y: cy,
          width: iw * 0.16,
          height: ch,
          rx: 12,
          fill: doc.linear(
            [
              [0, sky],
              [1, darken(a, 0.2)],
            ],
            90,
          ),
        }),
        path({
          d: polyPath([
            [ix + 24, cy + ch],
            [ix + 24, cy + ch * 0.6],
            [ix + 24 + iw * 0.06, cy + ch * 0.38],
            [ix + 24 + iw * 0.1, cy + ch * 0.55],
            [ix + 24 + iw * 0.16, cy + ch * 0.45],
            [ix + 24 + iw * 0.16, cy + ch],
          ]),
          fill: darken(a, 0.5),
          opacity: 0.75,
        }),
        bar(ix + 36 + iw * 0.16, cy + 10, iw * 0.18, 10, ink, 0.8),
        bar(ix + 36 + iw * 0.16, cy + 30, iw * 0.12, 7, ink, 0.35),
        bar(ix + 36 + iw * 0.16, cy + ch - 20, iw * 0.06, 8, a, 0.9),
      );
    }
    doc.add(group({ "clip-path": clip }, parts));
    const pw = 250;
    doc.add(phone(doc, 880, H * 0.18, pw, pw * 2.05, (x, y, w, h) => screens.map(doc, rng, pal, x, y, w, h)));
  });
}

/** Podcast artwork: the square cover large, with the player on a phone beside it. */
export function podcast(doc, rng, pal) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { dark: true, floor: 0 });
    const s = Math.min(560, H * 0.7);
    doc.add(
      rect({
        x: 120,
        y: (H - s) / 2 + 12,
        width: s,
        height: s,
        rx: s * 0.06,
        fill: "#000000",
        opacity: 0.4,
        filter: doc.blur(20),
      }),
      coverArt(doc, rng, pal, 120, (H - s) / 2, s, "TIDEWATER"),
    );
    const pw = 280;
    doc.add(
      phone(doc, 790, (H - pw * 2.05) / 2, pw, pw * 2.05, (x, y, w, h) =>
        screens.player(doc, rng, pal, x, y, w, h),
      ),
    );
  });
}

/** Key figures for a monthly report: five KPI tiles over a trend. */
export function kpiReport(doc, rng, pal) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { dark: true, floor: 0 });
    const [a, b, c, d] = pal.accents;
    const t = uiThemes.dark;
    const kw = (W - 140 - 4 * 20) / 5;
    [a, b, c, d, good].forEach((col, i) =>
      doc.add(
        kpiCard(doc, rng, 70 + i * (kw + 20), H * 0.1, kw, H * 0.3, t, col, {
          glyph: ["chart", "bolt", "check", "bell", "plus"][i],
        }),
      ),
    );
    doc.add(
      panel(doc, 70, H * 0.46, W - 140, H * 0.46, t, { rx: 20 }),
      bar(100, H * 0.5, 200, 12, "#ffffff", 0.8),
      barChart(doc, rng, 100, H * 0.58, W - 200, H * 0.3, [darken(a, 0.3), b], t, { count: 12 }),
      lineChart(doc, rng, 100, H * 0.58, W - 200, H * 0.3, c, t, { grid: false }),
    );
  });
}

/** A calm dashboard, light or dark. */
export function dashboard(doc, rng, pal, { dark = false } = {}) {
  website(doc, rng, pal, { page: "dashboard", dark, backdropDark: dark });
}

/** A conference badge and the event app. */
export function conference(doc, rng, pal) {
  phones(doc, rng, pal, { screens: ["schedule", "ticket"] });
}

// ---------------------------------------------------------------------------------------------
// Rooms: a workshop wall, a meeting table seen from above, a video set, a growth story

/** A line scribbled by hand: a wavy stroke from (x, y), `w` long. */
function scribble(rng, x, y, w, color, width = 3, opacity = 0.65) {
  const pts = [];
  const steps = Math.max(3, Math.round(w / 14));
  for (let i = 0; i <= steps; i++) pts.push([x + (w * i) / steps, y + rng.range(-2.2, 2.2)]);
  return path({
    d: smoothPath(pts),
    fill: "none",
    stroke: color,
    "stroke-width": width,
    "stroke-opacity": opacity,
    "stroke-linecap": "round",
  });
}

/** A sticky note of side s turned by a few degrees, with a lifted corner and scribbled words. */
function stickyNote(doc, rng, x, y, s, color) {
  const angle = rng.range(-5, 5);
  const lines = rng.int(2, 3);
  return group({ transform: `rotate(${n(angle)} ${n(x + s / 2)} ${n(y + s / 2)})` }, [
    rect({ x: x + 3, y: y + 6, width: s, height: s, fill: "#000000", opacity: 0.12, filter: doc.blur(5) }),
    path({
      d: `M${n(x)} ${n(y)}H${n(x + s)}V${n(y + s * 0.86)}Q${n(x + s * 0.96)} ${n(y + s)} ${n(x + s * 0.8)} ${n(y + s)}H${n(x)}Z`,
      fill: doc.linear(
        [
          [0, darken(color, 0.05)],
          [0.25, color],
          [1, lighten(color, 0.12)],
        ],
        90,
      ),
    }),
    rect({ x, y, width: s, height: s * 0.18, fill: darken(color, 0.08), opacity: 0.5 }),
    ...Array.from({ length: lines }, (_, i) =>
      scribble(rng, x + s * 0.14, y + s * (0.36 + i * 0.18), s * rng.range(0.5, 0.72), ink, 3.2),
    ),
  ]);
}

/** A workshop wall: sticky notes sorted into clusters under headings, ringed and linked by marker. */
export function workshop(doc, rng, pal) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { floor: 0 });
    const [a, b, c, d] = pal.accents;
    const notes = ["#fde68a", lighten(a, 0.55), lighten(b, 0.55), "#bbf7d0", lighten(c, 0.5), "#fed7aa"];
    // The whiteboard on the wall.
    const bx = 40;
    const by = H * 0.05;
    const bw = W - 80;
    const bh = H * 0.86;
    doc.add(
      rect({ x: bx, y: by, width: bw, height: bh, rx: 8, fill: "#fbfbfd", filter: doc.shadow(20, 14, 0.25) }),
      rect({
        x: bx,
        y: by,
        width: bw,
        height: bh,
        rx: 8,
        fill: "none",
        stroke: "#b8bcc8",
        "stroke-width": 10,
      }),
      rect({ x: bx + W * 0.1, y: by + bh, width: bw * 0.8, height: 16, rx: 4, fill: "#a9adb9" }),
    );
    // Markers on the tray.
    [a, ink, "#ef4444"].forEach((col, i) => {
      const mx = bx + W * 0.2 + i * 120;
      doc.add(
        rect({ x: mx, y: by + bh - 2, width: 96, height: 14, rx: 7, fill: col }),
        rect({ x: mx + 72, y: by + bh - 2, width: 24, height: 14, rx: 7, fill: "#ffffff", opacity: 0.35 }),
      );
    });
    const clusters = 4;
    const cw = (bw - 60) / clusters;
    const s = Math.min(cw * 0.43, bh * 0.2);
    const centres = [];
    for (let k = 0; k < clusters; k++) {
      const x0 = bx + 30 + k * cw;
      // Heading card.
      doc.add(
        rect({
          x: x0 + 10,
          y: by + 28,
          width: cw - 40,
          height: 44,
          rx: 6,
          fill: "#ffffff",
          stroke: ink,
          "stroke-opacity": 0.15,
        }),
        scribble(rng, x0 + 26, by + 50, (cw - 80) * rng.range(0.6, 0.9), ink, 5, 0.85),
      );
      const count = [7, 5, 8, 6][k];
      const color = notes[k % notes.length];
      for (let i = 0; i < count; i++) {
        const col = i % 2;
        const row = Math.floor(i / 2);
        const nx = x0 + 14 + col * (s + 16) + rng.range(-6, 6);
        const ny = by + 100 + row * (s + 18) + rng.range(-5, 5) + (col ? 18 : 0);
        doc.add(stickyNote(doc, rng, nx, ny, s, rng.chance(0.2) ? notes[(k + 3) % notes.length] : color));
        // Dot votes.
        const votes = rng.chance(0.45) ? rng.int(1, 3) : 0;
        for (let v = 0; v < votes; v++)
          doc.add(
            circle({ cx: nx + s * 0.72 + v * 14, cy: ny + s * 0.16, r: 7, fill: [d, "#ef4444", b][v % 3] }),
          );
      }
      centres.push([x0 + s + 8, by + 100 + Math.ceil(count / 2) * (s + 18) * 0.5]);
    }
    // A marker ring round the second cluster and arrows between clusters.
    const [rx, ry] = centres[1];
    const ring = [];
    for (let i = 0; i <= 24; i++) {
      const th = (i / 24) * Math.PI * 2.1;
      ring.push([
        rx + Math.cos(th) * (s * 1.35 + rng.range(-6, 6)),
        ry + Math.sin(th) * (s * 1.5 + rng.range(-6, 6)),
      ]);
    }
    doc.add(
      path({
        d: smoothPath(ring),
        fill: "none",
        stroke: "#ef4444",
        "stroke-width": 6,
        "stroke-linecap": "round",
        opacity: 0.8,
      }),
    );
    [0, 1, 2].forEach((k) => {
      const x1 = centres[k][0] + s * 0.2;
      const x2 = centres[k + 1][0] - s * 0.2;
      const y1 = by + bh - 40;
      doc.add(
        path({
          d: `M${n(x1)} ${n(y1)}Q${n((x1 + x2) / 2)} ${n(y1 + 34)} ${n(x2)} ${n(y1)}M${n(x2 - 20)} ${n(y1 + 2)}L${n(x2)} ${n(y1)}L${n(x2 - 2)} ${n(y1 + 20)}`,
          fill: "none",
          stroke: k === 1 ? "#ef4444" : a,
          "stroke-width": 6,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        }),
      );
    });
  });
}

/** A person seen from above: shoulders, arms reaching to the table edge, head and hair. */
function personFromAbove(cx, cy, angle, shirt, hair, skin) {
  return group({ transform: `rotate(${n(angle)} ${n(cx)} ${n(cy)})` }, [
    rect({ x: cx - 62, y: cy - 10, width: 26, height: 74, rx: 13, fill: darken(shirt, 0.12) }),
    rect({ x: cx + 36, y: cy - 10, width: 26, height: 74, rx: 13, fill: darken(shirt, 0.12) }),
    circle({ cx: cx - 49, cy: cy + 66, r: 12, fill: skin }),
    circle({ cx: cx + 49, cy: cy + 66, r: 12, fill: skin }),
    ellipse({ cx, cy: cy - 6, rx: 66, ry: 34, fill: shirt }),
    circle({ cx, cy: cy - 6, r: 30, fill: hair }),
    ellipse({ cx: cx - 8, cy: cy - 16, rx: 12, ry: 8, fill: "#ffffff", opacity: 0.12 }),
  ]);
}

/** An open laptop seen from above: the keyboard half, the screen folded up as a thin bar. */
function laptopFromAbove(cx, cy, angle, w = 170) {
  const h = w * 0.62;
  return group({ transform: `rotate(${n(angle)} ${n(cx)} ${n(cy)})` }, [
    rect({ x: cx - w / 2, y: cy - h / 2 - 16, width: w, height: 18, rx: 6, fill: "#3b3f4c" }),
    rect({ x: cx - w / 2, y: cy - h / 2, width: w, height: h, rx: 10, fill: "#d7dae2" }),
    rect({ x: cx - w * 0.42, y: cy - h * 0.38, width: w * 0.84, height: h * 0.44, rx: 4, fill: "#b6bac6" }),
    rect({ x: cx - w * 0.16, y: cy + h * 0.14, width: w * 0.32, height: h * 0.26, rx: 5, fill: "#c6c9d3" }),
  ]);
}

/** A coffee cup from above. */
function cupFromAbove(cx, cy, color) {
  return group({}, [
    circle({ cx: cx + 3, cy: cy + 4, r: 26, fill: "#000000", opacity: 0.18 }),
    rect({ x: cx + 18, y: cy - 6, width: 22, height: 12, rx: 6, fill: color }),
    circle({ cx, cy, r: 25, fill: color }),
    circle({ cx, cy, r: 19, fill: "#6b3f24" }),
    circle({ cx: cx - 5, cy: cy - 5, r: 6, fill: "#ffffff", opacity: 0.2 }),
  ]);
}

/** A sheet of paper from above, a chart or text on it. */
function sheetFromAbove(doc, rng, x, y, w, h, angle, chart, colors) {
  const t = uiThemes.light;
  return group({ transform: `rotate(${n(angle)} ${n(x + w / 2)} ${n(y + h / 2)})` }, [
    rect({ x: x + 3, y: y + 5, width: w, height: h, fill: "#000000", opacity: 0.15 }),
    rect({ x, y, width: w, height: h, fill: "#ffffff" }),
    bar(x + w * 0.12, y + h * 0.08, w * 0.5, 9, ink, 0.7),
    chart ? barChart(doc, rng, x + w * 0.12, y + h * 0.22, w * 0.76, h * 0.36, colors, t, { count: 6 }) : "",
    ...textLines(x + w * 0.12, y + h * (chart ? 0.68 : 0.22), [w * 0.7, w * 0.62, w * 0.7, w * 0.5], t, {
      h: 6,
      gap: 16,
    }),
  ]);
}

/** A team meeting round a table, seen from above: laptops, notes, papers with charts and coffee. */
export function meeting(doc, rng, pal) {
  stage(doc, (H) => {
    const [a, b, c, d] = pal.accents;
    // The floor: pale oak planks.
    doc.add(rect({ width: W, height: H, fill: "#d9cbb8" }));
    for (let y = 0; y < H; y += 46)
      doc.add(rect({ x: 0, y, width: W, height: 2, fill: "#b9a78f", opacity: 0.6 }));
    doc.add(
      rect({
        width: W,
        height: H,
        fill: doc.radial([
          [0, "#ffffff", 0.25],
          [1, "#000000", 0.15],
        ]),
      }),
    );
    const tx = W * 0.2;
    const ty = H * 0.26;
    const tw = W * 0.6;
    const th = H * 0.48;
    const skins = ["#f1c7a8", "#8d5a3b", "#d9a27e", "#5c3a26", "#f6d2b8", "#b87a54"];
    const hairs = ["#2b1d14", "#111111", "#6b4a2b", "#1c1c1c", "#c9a063", "#3d2a1c"];
    const shirts = [a, darken(b, 0.1), "#e9e6df", darken(c, 0.15), "#3f4a5a", d];
    const seats = [];
    // Each seat: where the person sits and which way they face (0: down the picture, towards +y).
    [0.2, 0.5, 0.8].forEach((f) => seats.push([tx + tw * f, ty - 40, 0]));
    [0.2, 0.5, 0.8].forEach((f) => seats.push([tx + tw * f, ty + th + 40, 180]));
    seats.push([tx - 40, ty + th / 2, -90], [tx + tw + 40, ty + th / 2, 90]);
    // Chairs under the people.
    seats.forEach(([cx, cy, ang]) =>
      doc.add(
        group({ transform: `rotate(${n(ang)} ${n(cx)} ${n(cy)})` }, [
          rect({ x: cx - 62, y: cy - 50, width: 124, height: 110, rx: 24, fill: "#2f3340" }),
          rect({ x: cx - 66, y: cy - 74, width: 132, height: 30, rx: 15, fill: "#252833" }),
        ]),
      ),
    );
    // The table.
    doc.add(
      rect({
        x: tx + 10,
        y: ty + 18,
        width: tw,
        height: th,
        rx: 40,
        fill: "#000000",
        opacity: 0.25,
        filter: doc.blur(16),
      }),
      rect({
        x: tx,
        y: ty,
        width: tw,
        height: th,
        rx: 40,
        fill: doc.linear(
          [
            [0, "#f4f1ec"],
            [1, "#e4dfd6"],
          ],
          60,
        ),
      }),
    );
    // People: one chair at the far end stays empty.
    seats.forEach(([cx, cy, ang], i) => {
      if (i === 7) return;
      doc.add(personFromAbove(cx, cy, ang, shirts[i % 6], hairs[i % 6], skins[i % 6]));
    });
    // On the table: laptops, sheets with charts, notebooks, sticky notes, cups, a phone.
    const edge = (f, top) => [tx + tw * f, top ? ty + 70 : ty + th - 70];
    [
      [0.2, true],
      [0.8, false],
      [0.5, false],
    ].forEach(([f, top]) => {
      const [lx, ly] = edge(f, top);
      doc.add(laptopFromAbove(lx, ly, top ? 180 : 0, 150));
    });
    doc.add(
      sheetFromAbove(doc, rng, tx + tw * 0.4, ty + 30, 120, 160, rng.range(-8, 8), true, [a, b]),
      sheetFromAbove(doc, rng, tx + tw * 0.1, ty + th - 190, 120, 160, rng.range(-10, 10), true, [c, d]),
      sheetFromAbove(doc, rng, tx + tw * 0.62, ty + th * 0.32, 130, 170, rng.range(-14, 14), false, [a, b]),
      sheetFromAbove(doc, rng, tx + tw * 0.34, ty + th * 0.34, 140, 110, rng.range(-6, 6), true, [b, c]),
    );
    doc.add(
      stickyNote(doc, rng, tx + tw * 0.85, ty + th * 0.3, 54, "#fde68a"),
      stickyNote(doc, rng, tx + tw * 0.87, ty + th * 0.46, 54, lighten(a, 0.55)),
      cupFromAbove(tx + tw * 0.3, ty + 60, "#ffffff"),
      cupFromAbove(tx + tw * 0.68, ty + th - 60, lighten(c, 0.4)),
      cupFromAbove(tx + 70, ty + th * 0.45, "#ffffff"),
      rect({
        x: tx + tw * 0.93 - 30,
        y: ty + th * 0.72,
        width: 44,
        height: 86,
        rx: 9,
        fill: "#1f1b2e",
        transform: `rotate(12 ${n(tx + tw * 0.93)} ${n(ty + th * 0.72)})`,
      }),
    );
  });
}

/** A video set: a paper backdrop and a chair lit by two softboxes, a camera on a tripod. */
export function videoSet(doc, rng, pal) {
  stage(doc, (H) => {
    const [a, b] = pal.accents;
    doc.add(
      rect({
        width: W,
        height: H,
        fill: doc.linear(
          [
            [0, "#15131f"],
            [1, "#0b0a12"],
          ],
          90,
        ),
      }),
    );
    // The paper backdrop, curving into the floor.
    const px = W * 0.26;
    const pw = W * 0.48;
    const floor = H * 0.78;
    doc.add(
      rect({ x: px - 14, y: H * 0.04, width: pw + 28, height: 22, rx: 11, fill: "#2a2838" }),
      path({
        d: `M${n(px)} ${n(H * 0.06)}H${n(px + pw)}V${n(floor - 60)}Q${n(px + pw)} ${n(floor)} ${n(px + pw + 50)} ${n(floor + 40)}L${n(px + pw + 120)} ${n(H)}H${n(px - 120)}L${n(px - 50)} ${n(floor + 40)}Q${n(px)} ${n(floor)} ${n(px)} ${n(floor - 60)}Z`,
        fill: doc.linear(
          [
            [0, lighten(a, 0.35)],
            [0.7, a],
            [1, darken(a, 0.3)],
          ],
          90,
        ),
      }),
      circle({
        cx: W * 0.5,
        cy: H * 0.45,
        r: pw * 0.55,
        fill: doc.radial([
          [0, "#ffffff", 0.35],
          [1, "#ffffff", 0],
        ]),
      }),
    );
    // A tall chair on the set, left of centre so a play button laid over the middle leaves it seen.
    const cx = W * 0.38;
    doc.add(
      ellipse({ cx, cy: floor + 30, rx: 80, ry: 12, fill: "#000000", opacity: 0.3 }),
      rect({ x: cx - 50, y: floor - 150, width: 100, height: 18, rx: 9, fill: "#2a2838" }),
      rect({ x: cx - 46, y: floor - 260, width: 92, height: 100, rx: 14, fill: "#2a2838" }),
      path({
        d: `M${n(cx - 44)} ${n(floor - 132)}L${n(cx - 60)} ${n(floor + 30)}M${n(cx + 44)} ${n(floor - 132)}L${n(cx + 60)} ${n(floor + 30)}M${n(cx - 50)} ${n(floor - 50)}H${n(cx + 50)}`,
        stroke: "#2a2838",
        "stroke-width": 8,
        "stroke-linecap": "round",
      }),
    );
    // Softboxes on stands, left and right, facing the chair.
    [
      [W * 0.12, 1],
      [W * 0.88, -1],
    ].forEach(([sx, dir]) => {
      const top = H * 0.2;
      doc.add(
        path({
          d: `M${n(sx)} ${n(top + 80)}V${n(H * 0.86)}M${n(sx)} ${n(H * 0.86)}L${n(sx - 50)} ${n(H * 0.95)}M${n(sx)} ${n(H * 0.86)}L${n(sx + 50)} ${n(H * 0.95)}M${n(sx)} ${n(H * 0.86)}V${n(H * 0.96)}`,
          stroke: "#3a3848",
          "stroke-width": 7,
          "stroke-linecap": "round",
        }),
        path({
          d: polyPath([
            [sx - 70 * dir, top - 30],
            [sx + 60 * dir, top - 70],
            [sx + 60 * dir, top + 230],
            [sx - 70 * dir, top + 190],
          ]),
          fill: "#f6f4ff",
        }),
        path({
          d: polyPath([
            [sx - 70 * dir, top - 30],
            [sx - 110 * dir, top + 20],
            [sx - 110 * dir, top + 150],
            [sx - 70 * dir, top + 190],
          ]),
          fill: "#26243a",
        }),
        circle({
          cx: sx + 80 * dir,
          cy: top + 80,
          r: 220,
          fill: doc.radial([
            [0, "#ffffff", 0.22],
            [1, "#ffffff", 0],
          ]),
        }),
      );
    });
    // The camera on its tripod, in the foreground.
    const kx = W * 0.74;
    const ky = H * 0.57;
    doc.add(
      path({
        d: `M${n(kx)} ${n(ky + 60)}L${n(kx - 110)} ${n(H + 10)}M${n(kx)} ${n(ky + 60)}L${n(kx + 100)} ${n(H + 10)}M${n(kx)} ${n(ky + 60)}L${n(kx + 10)} ${n(H + 10)}`,
        stroke: "#05040a",
        "stroke-width": 14,
        "stroke-linecap": "round",
      }),
      rect({ x: kx - 30, y: ky + 40, width: 60, height: 26, rx: 6, fill: "#05040a" }),
      rect({
        x: kx - 80,
        y: ky - 60,
        width: 170,
        height: 110,
        rx: 14,
        fill: "#1b1a24",
        filter: doc.shadow(12, 10, 0.5),
      }),
      rect({ x: kx - 160, y: ky - 40, width: 90, height: 72, rx: 10, fill: "#0d0c13" }),
      ellipse({ cx: kx - 162, cy: ky - 4, rx: 14, ry: 38, fill: "#2b2a3a" }),
      ellipse({
        cx: kx - 164,
        cy: ky - 4,
        rx: 8,
        ry: 26,
        fill: doc.radial([
          [0, lighten(b, 0.3)],
          [1, "#05040a"],
        ]),
      }),
      // The flip-out monitor showing the set, and the red recording light.
      rect({ x: kx + 96, y: ky - 66, width: 120, height: 84, rx: 8, fill: "#05040a" }),
      rect({ x: kx + 104, y: ky - 58, width: 104, height: 68, rx: 4, fill: a }),
      rect({ x: kx + 140, y: ky - 40, width: 32, height: 40, rx: 6, fill: "#2a2838" }),
      circle({ cx: kx + 72, cy: ky - 40, r: 8, fill: "#ef4444" }),
      circle({ cx: kx + 72, cy: ky - 40, r: 16, fill: "#ef4444", opacity: 0.25 }),
    );
    doc.add(
      rect({
        width: W,
        height: H,
        fill: doc.radial(
          [
            [0.6, "#000000", 0],
            [1, "#000000", 0.45],
          ],
          { r: 0.75 },
        ),
      }),
    );
  });
}

/** The story of an app's growth: the app on a phone beside a chart of daily users that doubles. */
export function growthStory(doc, rng, pal) {
  stage(doc, (H) => {
    studio(doc, rng, pal, H, { dark: true, floor: 0 });
    const [a, b, c] = pal.accents;
    const t = uiThemes.dark;
    const pw = H * 0.4;
    const ph = pw * 2.05;
    const px = 110;
    const py = (H - ph) / 2;
    doc.add(phone(doc, px, py, pw, ph, (x, y, w, h) => screens.bank(doc, rng, pal, x, y, w, h)));
    const cx = px + pw + 80;
    const cw = W - cx - 80;
    const cy = H * 0.16;
    const ch = H * 0.68;
    doc.add(
      panel(doc, cx, cy, cw, ch, t, { rx: 22 }),
      bar(cx + 34, cy + 34, 180, 14, "#ffffff", 0.85),
      bar(cx + 34, cy + 60, 110, 8, "#ffffff", 0.35),
    );
    // Daily users: a flat line that climbs to twice its height after the redesign (the dashed mark).
    const gx = cx + 34;
    const gy = cy + 110;
    const gw = cw - 68;
    const gh = ch - 150;
    const pts = [];
    for (let i = 0; i <= 12; i++) {
      const f = i / 12;
      const level = f < 0.45 ? 0.3 : 0.3 + 0.32 * Math.min(1, (f - 0.45) / 0.45) ** 0.8;
      pts.push([gx + gw * f, gy + gh * (1 - level * 2 + rng.range(-0.025, 0.025))]);
    }
    for (let k = 1; k <= 3; k++)
      doc.add(rect({ x: gx, y: gy + (gh * k) / 4, width: gw, height: 1.5, fill: "#ffffff", opacity: 0.08 }));
    doc.add(
      path({
        d: `${smoothPath(pts)}L${n(gx + gw)} ${n(gy + gh)}L${n(gx)} ${n(gy + gh)}Z`,
        fill: doc.linear(
          [
            [0, b, 0.45],
            [1, b, 0],
          ],
          90,
        ),
      }),
      path({
        d: smoothPath(pts),
        fill: "none",
        stroke: lighten(b, 0.2),
        "stroke-width": 6,
        "stroke-linecap": "round",
      }),
      path({
        d: `M${n(gx + gw * 0.45)} ${n(gy)}V${n(gy + gh)}`,
        stroke: "#ffffff",
        "stroke-opacity": 0.45,
        "stroke-width": 3,
        "stroke-dasharray": "10 10",
      }),
      circle({ cx: pts[12][0], cy: pts[12][1], r: 11, fill: lighten(b, 0.2) }),
      circle({ cx: pts[12][0], cy: pts[12][1], r: 22, fill: b, opacity: 0.3 }),
    );
    // The chip: an up arrow beside a bar and one twice its height.
    const kx = gx + 6;
    const ky = gy - 10;
    doc.add(
      rect({ x: kx, y: ky, width: 150, height: 56, rx: 28, fill: good, opacity: 0.18 }),
      path({
        d: `M${n(kx + 30)} ${n(ky + 40)}V${n(ky + 16)}M${n(kx + 20)} ${n(ky + 26)}L${n(kx + 30)} ${n(ky + 16)}L${n(kx + 40)} ${n(ky + 26)}`,
        fill: "none",
        stroke: good,
        "stroke-width": 5,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      rect({ x: kx + 70, y: ky + 30, width: 18, height: 14, rx: 3, fill: good, opacity: 0.6 }),
      rect({ x: kx + 98, y: ky + 16, width: 18, height: 28, rx: 3, fill: good }),
      avatarStack(doc, gx, cy + ch - 40, 16, [a, b, c, lighten(a, 0.3)], t.card),
    );
  });
}
