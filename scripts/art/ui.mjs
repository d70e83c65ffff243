/**
 * Product-interface building blocks for hero and feature illustrations: panels, window
 * chrome, charts, KPI cards, avatars, phones. Text is suggested by rounded bars, never
 * real words. Every helper returns SVG markup; gradients and shadows go into `doc`.
 */
import { circle, group, path, rect, smoothPath } from "./svg.mjs";
import { darken, lighten, mix, n } from "./util.mjs";

export const uiThemes = {
  dark: {
    card: "#16122d",
    surface: "#221d45",
    ink: "#ffffff",
    border: "#ffffff",
    borderOpacity: 0.1,
    shadow: "#000000",
    shadowOpacity: 0.45,
  },
  light: {
    card: "#ffffff",
    surface: "#f2f0fa",
    ink: "#1f1b2e",
    border: "#1f1b2e",
    borderOpacity: 0.08,
    shadow: "#1f1b2e",
    shadowOpacity: 0.18,
  },
};

export const good = "#22c55e";
export const bad = "#f43f5e";

/** A card with border and a soft drop shadow. */
export function panel(doc, x, y, w, h, t, { rx = 18, shadow = true, fill } = {}) {
  return rect({
    x,
    y,
    width: w,
    height: h,
    rx,
    fill: fill ?? t.card,
    stroke: t.border,
    "stroke-opacity": t.borderOpacity,
    "stroke-width": 1,
    filter: shadow
      ? doc.shadow(Math.max(w, h) * 0.04, Math.max(w, h) * 0.03, t.shadowOpacity, t.shadow)
      : undefined,
  });
}

/** A rounded bar standing in for a line of text. */
export function bar(x, y, w, h, color, opacity = 1) {
  return rect({ x, y, width: Math.max(h, w), height: h, rx: h / 2, fill: color, opacity });
}

/** A few text lines of decreasing width. */
export function textLines(x, y, widths, t, { h = 8, gap = 14, opacity = [0.75, 0.35] } = {}) {
  return widths.map((w, i) =>
    bar(x, y + i * gap, w, i === 0 ? h * 1.15 : h, t.ink, i === 0 ? opacity[0] : opacity[1]),
  );
}

/** Rounded square with a gradient and a small white glyph. */
export function iconTile(doc, x, y, size, color, glyph = "chart") {
  const fill = doc.linear(
    [
      [0, lighten(color, 0.2)],
      [1, darken(color, 0.15)],
    ],
    45,
  );
  const s = size;
  const glyphs = {
    chart: `M${n(x + s * 0.28)} ${n(y + s * 0.68)}L${n(x + s * 0.45)} ${n(y + s * 0.48)}L${n(x + s * 0.58)} ${n(y + s * 0.58)}L${n(x + s * 0.74)} ${n(y + s * 0.34)}`,
    check: `M${n(x + s * 0.3)} ${n(y + s * 0.52)}L${n(x + s * 0.45)} ${n(y + s * 0.66)}L${n(x + s * 0.72)} ${n(y + s * 0.36)}`,
    plus: `M${n(x + s * 0.5)} ${n(y + s * 0.3)}V${n(y + s * 0.7)}M${n(x + s * 0.3)} ${n(y + s * 0.5)}H${n(x + s * 0.7)}`,
    bolt: `M${n(x + s * 0.55)} ${n(y + s * 0.26)}L${n(x + s * 0.36)} ${n(y + s * 0.54)}H${n(x + s * 0.52)}L${n(x + s * 0.45)} ${n(y + s * 0.76)}L${n(x + s * 0.66)} ${n(y + s * 0.46)}H${n(x + s * 0.5)}Z`,
    bell: `M${n(x + s * 0.32)} ${n(y + s * 0.64)}H${n(x + s * 0.68)}M${n(x + s * 0.36)} ${n(y + s * 0.64)}V${n(y + s * 0.48)}A${n(s * 0.14)} ${n(s * 0.14)} 0 0 1 ${n(x + s * 0.64)} ${n(y + s * 0.48)}V${n(y + s * 0.64)}M${n(x + s * 0.46)} ${n(y + s * 0.72)}H${n(x + s * 0.54)}`,
  };
  return group({}, [
    rect({ x, y, width: s, height: s, rx: s * 0.28, fill }),
    path({
      d: glyphs[glyph],
      fill: glyph === "bolt" ? "#ffffff" : "none",
      stroke: "#ffffff",
      "stroke-width": s * 0.075,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  ]);
}

/** Smooth line chart with a gradient area, grid lines and a highlighted last point. */
export function lineChart(doc, rng, x, y, w, h, color, t, { points = 9, trend = 0.55, grid = true } = {}) {
  const pts = [];
  for (let i = 0; i < points; i++) {
    const u = i / (points - 1);
    const v = 0.2 + u * trend + rng.range(-0.16, 0.16);
    pts.push([x + u * w, y + h - Math.min(0.95, Math.max(0.05, v)) * h]);
  }
  const line = smoothPath(pts, { tension: 0.9 });
  const area = `${line}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`;
  const fill = doc.linear(
    [
      [0, color, 0.4],
      [1, color, 0],
    ],
    90,
  );
  const stroke = doc.linear(
    [
      [0, lighten(color, 0.35)],
      [1, color],
    ],
    0,
  );
  const [lx, ly] = pts.at(-2);
  const out = [];
  if (grid) {
    for (let i = 0; i <= 3; i++) {
      out.push(rect({ x, y: y + (i * h) / 3, width: w, height: 1, fill: t.ink, opacity: 0.07 }));
    }
  }
  out.push(
    path({ d: area, fill }),
    path({
      d: line,
      fill: "none",
      stroke,
      "stroke-width": Math.max(2, h * 0.022),
      "stroke-linecap": "round",
    }),
    circle({ cx: lx, cy: ly, r: Math.max(5, h * 0.05), fill: color, opacity: 0.25 }),
    circle({
      cx: lx,
      cy: ly,
      r: Math.max(3, h * 0.025),
      fill: t.card,
      stroke: color,
      "stroke-width": Math.max(2, h * 0.015),
    }),
  );
  return group({}, out);
}

/** Rounded bar chart; one bar highlighted. */
export function barChart(doc, rng, x, y, w, h, colors, t, { count = 8 } = {}) {
  const slot = w / count;
  const bw = slot * 0.52;
  const hi = rng.int(Math.floor(count / 2), count - 1);
  const out = [];
  for (let i = 0; i < count; i++) {
    const v = rng.range(0.3, 0.95);
    const bh = v * h;
    const color = i === hi ? colors[1] : colors[0];
    const fill = doc.linear(
      [
        [0, lighten(color, 0.25)],
        [1, color, i === hi ? 1 : 0.55],
      ],
      90,
    );
    out.push(
      rect({
        x: x + i * slot + (slot - bw) / 2,
        y,
        width: bw,
        height: h,
        rx: bw / 2,
        fill: t.ink,
        opacity: 0.05,
      }),
      rect({ x: x + i * slot + (slot - bw) / 2, y: y + h - bh, width: bw, height: bh, rx: bw / 2, fill }),
    );
  }
  return group({}, out);
}

/** Donut chart from values (fractions summing to ≤ 1). */
export function donut(cx, cy, r, thickness, values, colors, t) {
  const c = 2 * Math.PI * r;
  const out = [
    circle({ cx, cy, r, fill: "none", stroke: t.ink, "stroke-opacity": 0.08, "stroke-width": thickness }),
  ];
  let offset = 0;
  values.forEach((v, i) => {
    const len = Math.max(0, v * c - thickness * 0.6);
    out.push(
      circle({
        cx,
        cy,
        r,
        fill: "none",
        stroke: colors[i % colors.length],
        "stroke-width": thickness,
        "stroke-linecap": "round",
        "stroke-dasharray": `${n(len)} ${n(c)}`,
        "stroke-dashoffset": n(-offset),
        transform: `rotate(-90 ${n(cx)} ${n(cy)})`,
      }),
    );
    offset += v * c;
  });
  return group({}, out);
}

/** A round avatar: gradient disc with a simple head-and-shoulders figure. */
export function avatar(doc, cx, cy, r, color, { ring: ringColor } = {}) {
  const fill = doc.linear(
    [
      [0, lighten(color, 0.35)],
      [1, darken(color, 0.1)],
    ],
    60,
  );
  const clip = doc.clip(circle({ cx, cy, r }));
  const skin = mix(color, "#ffe4d6", 0.75);
  return group({}, [
    ringColor ? circle({ cx, cy, r: r + Math.max(2, r * 0.12), fill: ringColor }) : "",
    circle({ cx, cy, r, fill }),
    group({ "clip-path": clip }, [
      circle({ cx, cy: cy - r * 0.12, r: r * 0.36, fill: skin }),
      path({
        d: `M${n(cx - r * 0.75)} ${n(cy + r)}C${n(cx - r * 0.7)} ${n(cy + r * 0.35)} ${n(cx + r * 0.7)} ${n(cy + r * 0.35)} ${n(cx + r * 0.75)} ${n(cy + r)}Z`,
        fill: darken(color, 0.35),
      }),
    ]),
  ]);
}

/** Overlapping row of avatars. */
export function avatarStack(doc, x, cy, r, colors, borderColor) {
  return group(
    {},
    colors.map((c, i) => avatar(doc, x + r + i * r * 1.45, cy, r, c, { ring: borderColor })),
  );
}

/** A small KPI card: icon, label, value and change chip, optional sparkline. */
export function kpiCard(doc, rng, x, y, w, h, t, color, { glyph = "chart", spark = true } = {}) {
  const icon = Math.min(h * 0.38, 44);
  const pad = h * 0.18;
  const out = [
    panel(doc, x, y, w, h, t, { rx: Math.min(18, h * 0.16) }),
    iconTile(doc, x + pad, y + pad, icon, color, glyph),
    bar(x + pad + icon + pad * 0.7, y + pad + icon * 0.12, w * 0.28, icon * 0.22, t.ink, 0.35),
    bar(x + pad + icon + pad * 0.7, y + pad + icon * 0.55, w * 0.38, icon * 0.34, t.ink, 0.85),
    rect({
      x: x + w - pad - w * 0.2,
      y: y + pad + icon * 0.1,
      width: w * 0.2,
      height: icon * 0.38,
      rx: icon * 0.19,
      fill: good,
      opacity: 0.18,
    }),
    bar(x + w - pad - w * 0.16, y + pad + icon * 0.22, w * 0.12, icon * 0.14, good, 0.95),
  ];
  if (spark && h > 90) {
    out.push(
      lineChart(doc, rng, x + pad, y + pad * 1.6 + icon, w - pad * 2, h - icon - pad * 2.8, color, t, {
        points: 7,
        grid: false,
      }),
    );
  }
  return group({}, out);
}

/** Window chrome: panel, traffic lights and an address bar. Returns [xml, contentTop]. */
export function windowFrame(doc, x, y, w, h, t, { rx = 20 } = {}) {
  const top = Math.max(34, h * 0.07);
  const out = [
    panel(doc, x, y, w, h, t, { rx }),
    rect({ x: x + 1, y: y + top, width: w - 2, height: 1, fill: t.ink, opacity: 0.08 }),
    ...["#ff5f57", "#febc2e", "#28c840"].map((c, i) =>
      circle({ cx: x + top * 0.55 + i * top * 0.42, cy: y + top / 2, r: top * 0.13, fill: c }),
    ),
    rect({
      x: x + w * 0.3,
      y: y + top * 0.25,
      width: w * 0.4,
      height: top * 0.5,
      rx: top * 0.25,
      fill: t.ink,
      opacity: 0.06,
    }),
  ];
  return [group({}, out), y + top];
}

/** A navigation sidebar with one active item. */
export function sidebar(x, y, w, h, t, accent) {
  const out = [rect({ x, y, width: w, height: h, fill: t.ink, opacity: 0.03 })];
  out.push(
    circle({ cx: x + 26, cy: y + 30, r: 10, fill: accent }),
    bar(x + 44, y + 25, w * 0.4, 10, t.ink, 0.7),
  );
  for (let i = 0; i < 6; i++) {
    const iy = y + 70 + i * 40;
    if (iy + 30 > y + h) break;
    if (i === 1)
      out.push(
        rect({ x: x + 12, y: iy - 10, width: w - 24, height: 32, rx: 10, fill: accent, opacity: 0.16 }),
      );
    out.push(
      rect({
        x: x + 22,
        y: iy - 1,
        width: 12,
        height: 12,
        rx: 4,
        fill: i === 1 ? accent : t.ink,
        opacity: i === 1 ? 1 : 0.3,
      }),
      bar(
        x + 44,
        iy + 1,
        w * (0.35 + ((i * 37) % 20) / 100),
        8,
        i === 1 ? accent : t.ink,
        i === 1 ? 0.9 : 0.3,
      ),
    );
  }
  return group({}, out);
}

/** A row with a label and a progress track. */
export function progressRow(doc, x, y, w, value, color, t) {
  const fill = doc.linear(
    [
      [0, lighten(color, 0.3)],
      [1, color],
    ],
    0,
  );
  return group({}, [
    bar(x, y, w * 0.4, 8, t.ink, 0.55),
    bar(x + w * 0.82, y, w * 0.18, 8, t.ink, 0.35),
    rect({ x, y: y + 18, width: w, height: 8, rx: 4, fill: t.ink, opacity: 0.08 }),
    rect({ x, y: y + 18, width: w * value, height: 8, rx: 4, fill }),
  ]);
}

/** A phone with a bezel; `content` draws into the screen rectangle. */
export function phone(doc, x, y, w, h, content, { screen = "#ffffff", angle = 0 } = {}) {
  const b = w * 0.045;
  const clip = doc.clip(rect({ x: x + b, y: y + b, width: w - 2 * b, height: h - 2 * b, rx: w * 0.11 }));
  return group({ transform: angle ? `rotate(${n(angle)} ${n(x + w / 2)} ${n(y + h / 2)})` : undefined }, [
    rect({
      x,
      y,
      width: w,
      height: h,
      rx: w * 0.15,
      fill: doc.linear(
        [
          [0, "#3a3650"],
          [1, "#0c0a16"],
        ],
        45,
      ),
      filter: doc.shadow(w * 0.08, w * 0.08, 0.45),
    }),
    rect({ x: x + b, y: y + b, width: w - 2 * b, height: h - 2 * b, rx: w * 0.11, fill: screen }),
    group({ "clip-path": clip }, [content(x + b, y + b, w - 2 * b, h - 2 * b)]),
    rect({
      x: x + w * 0.36,
      y: y + b + w * 0.03,
      width: w * 0.28,
      height: w * 0.07,
      rx: w * 0.035,
      fill: "#0c0a16",
    }),
  ]);
}

/** A payment card with chip and number. */
export function creditCard(doc, x, y, w, colors, angle = 0) {
  const h = w * 0.63;
  const fill = doc.linear(
    [
      [0, colors[0]],
      [0.55, colors[1]],
      [1, colors[2]],
    ],
    30,
  );
  const sheen = doc.linear(
    [
      [0, "#ffffff", 0.35],
      [0.5, "#ffffff", 0],
    ],
    70,
  );
  return group({ transform: angle ? `rotate(${n(angle)} ${n(x + w / 2)} ${n(y + h / 2)})` : undefined }, [
    rect({ x, y, width: w, height: h, rx: w * 0.06, fill, filter: doc.shadow(w * 0.05, w * 0.05, 0.4) }),
    rect({ x, y, width: w, height: h, rx: w * 0.06, fill: sheen }),
    circle({ cx: x + w * 0.8, cy: y + h * 0.12 + w * 0.55, r: w * 0.55, fill: "#ffffff", opacity: 0.06 }),
    rect({
      x: x + w * 0.08,
      y: y + h * 0.3,
      width: w * 0.13,
      height: w * 0.1,
      rx: w * 0.02,
      fill: "#f5d78a",
    }),
    ...[0, 1, 2, 3].map((i) =>
      bar(x + w * 0.08 + i * w * 0.2, y + h * 0.62, w * 0.15, w * 0.035, "#ffffff", 0.85),
    ),
    bar(x + w * 0.08, y + h * 0.8, w * 0.3, w * 0.03, "#ffffff", 0.55),
    circle({ cx: x + w * 0.8, cy: y + h * 0.18, r: w * 0.05, fill: "#ffffff", opacity: 0.8 }),
    circle({ cx: x + w * 0.87, cy: y + h * 0.18, r: w * 0.05, fill: "#ffffff", opacity: 0.5 }),
  ]);
}
