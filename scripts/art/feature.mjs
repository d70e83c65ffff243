/**
 * Feature illustrations (800×600): one idea each (analytics, security, integrations,
 * collaboration, performance, cloud sync, scheduling, growth).
 */
import { background, glow, glowField, grid, pill, sparkles, sphere } from "./shapes.mjs";
import { circle, path, rect } from "./svg.mjs";
import {
  avatar,
  avatarStack,
  bar,
  barChart,
  good,
  iconTile,
  kpiCard,
  lineChart,
  panel,
  textLines,
  uiThemes,
} from "./ui.mjs";
import { darken, lighten, n } from "./util.mjs";

function backdrop(doc, rng, pal, dark) {
  background(doc, dark ? pal.dark : pal.light, rng.range(100, 150));
  glowField(doc, rng, pal.accents, 3, { strength: dark ? 0.5 : 0.45, size: [0.5, 0.9] });
  grid(doc, 40, dark ? "#ffffff" : pal.accents[2], dark ? 0.06 : 0.08);
  if (dark) sparkles(doc, rng, 20, { maxR: 1.8 });
}

function analytics(doc, rng, pal, t) {
  const [a, b, c] = pal.accents;
  doc.add(
    panel(doc, 130, 110, 480, 350, t, { rx: 24 }),
    bar(160, 140, 140, 13, t.ink, 0.85),
    bar(160, 164, 90, 9, t.ink, 0.35),
    barChart(doc, rng, 160, 200, 420, 230, [a, c], t, { count: 9 }),
    kpiCard(doc, rng, 450, 360, 280, 150, t, b, { glyph: "chart" }),
  );
  sphere(doc, 100, 470, 38, c);
}

function security(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  glow(doc, 400, 300, 260, a, 0.5);
  for (let i = 0; i < 3; i++) {
    doc.add(
      circle({
        cx: 400,
        cy: 300,
        r: 140 + i * 60,
        fill: "none",
        stroke: a,
        "stroke-opacity": 0.35 - i * 0.1,
        "stroke-width": 2,
        "stroke-dasharray": i === 1 ? "6 10" : undefined,
      }),
    );
  }
  const shield = "M400 150L510 192V290C510 362 462 414 400 440C338 414 290 362 290 290V192Z";
  doc.add(
    path({
      d: shield,
      fill: doc.linear(
        [
          [0, lighten(a, 0.2)],
          [1, darken(b, 0.1)],
        ],
        60,
      ),
      filter: doc.shadow(24, 18, 0.3, darken(b, 0.6)),
    }),
    path({
      d: shield,
      fill: doc.linear(
        [
          [0, "#ffffff", 0.35],
          [0.5, "#ffffff", 0],
        ],
        30,
      ),
    }),
    path({
      d: "M352 298L388 334L452 262",
      fill: "none",
      stroke: "#ffffff",
      "stroke-width": 20,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  );
  const orbit = [
    [400 - 200, 300 - 40, c, "check"],
    [400 + 180, 300 - 110, d, "bolt"],
    [400 + 190, 300 + 110, b, "bell"],
  ];
  for (const [x, y, col, g] of orbit) {
    doc.add(panel(doc, x - 38, y - 38, 76, 76, t, { rx: 20 }), iconTile(doc, x - 24, y - 24, 48, col, g));
  }
}

function integrations(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  const hub = [400, 300];
  const nodes = [0, 1, 2, 3, 4, 5].map((i) => {
    const ang = (i / 6) * Math.PI * 2 - Math.PI / 2 + 0.3;
    return [hub[0] + Math.cos(ang) * 240, hub[1] + Math.sin(ang) * 190];
  });
  nodes.forEach(([x, y], i) => {
    const mx = (x + hub[0]) / 2 + (i % 2 ? 30 : -30);
    const my = (y + hub[1]) / 2;
    doc.add(
      path({
        d: `M${n(hub[0])} ${n(hub[1])}Q${n(mx)} ${n(my)} ${n(x)} ${n(y)}`,
        fill: "none",
        stroke: lighten([a, b, c, d][i % 4], 0.2),
        "stroke-width": 2.5,
        "stroke-dasharray": "2 9",
        "stroke-linecap": "round",
        opacity: 0.8,
      }),
    );
  });
  glow(doc, hub[0], hub[1], 180, b, 0.6);
  doc.add(
    rect({
      x: 330,
      y: 230,
      width: 140,
      height: 140,
      rx: 38,
      fill: doc.linear(
        [
          [0, a],
          [0.5, b],
          [1, c],
        ],
        45,
      ),
      filter: doc.shadow(20, 14, 0.4),
    }),
    rect({
      x: 330,
      y: 230,
      width: 140,
      height: 140,
      rx: 38,
      fill: doc.linear(
        [
          [0, "#ffffff", 0.35],
          [0.5, "#ffffff", 0],
        ],
        50,
      ),
    }),
    circle({ cx: 400, cy: 300, r: 30, fill: "none", stroke: "#ffffff", "stroke-width": 12 }),
  );
  const glyphs = [
    (x, y) => circle({ cx: x, cy: y, r: 12, fill: "#ffffff" }),
    (x, y) => path({ d: `M${n(x)} ${n(y - 13)}L${n(x + 13)} ${n(y + 10)}H${n(x - 13)}Z`, fill: "#ffffff" }),
    (x, y) => rect({ x: x - 11, y: y - 11, width: 22, height: 22, rx: 5, fill: "#ffffff" }),
    (x, y) =>
      path({
        d: `M${n(x - 12)} ${n(y)}H${n(x + 12)}M${n(x)} ${n(y - 12)}V${n(y + 12)}`,
        stroke: "#ffffff",
        "stroke-width": 6,
        "stroke-linecap": "round",
      }),
    (x, y) => path({ d: `M${n(x - 13)} ${n(y + 6)}A13 13 0 0 1 ${n(x + 13)} ${n(y + 6)}Z`, fill: "#ffffff" }),
    (x, y) => circle({ cx: x, cy: y, r: 11, fill: "none", stroke: "#ffffff", "stroke-width": 5 }),
  ];
  nodes.forEach(([x, y], i) => {
    const col = [c, d, a, b][i % 4];
    doc.add(
      panel(doc, x - 42, y - 42, 84, 84, t, { rx: 24 }),
      rect({
        x: x - 28,
        y: y - 28,
        width: 56,
        height: 56,
        rx: 16,
        fill: doc.linear(
          [
            [0, lighten(col, 0.2)],
            [1, darken(col, 0.15)],
          ],
          45,
        ),
      }),
      glyphs[i](x, y),
    );
  });
}

function collaboration(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  doc.add(panel(doc, 150, 120, 500, 360, t, { rx: 26 }));
  doc.add(avatarStack(doc, 180, 170, 26, [a, c, d, b], t.card), bar(420, 162, 120, 14, t.ink, 0.6));
  const rows = [
    [false, 300],
    [true, 240],
    [false, 200],
  ];
  rows.forEach(([mine, w], i) => {
    const y = 230 + i * 72;
    const x = mine ? 620 - w : 230;
    if (!mine) doc.add(avatar(doc, 196, y + 26, 20, [c, d][i % 2]));
    doc.add(
      rect({
        x,
        y,
        width: w,
        height: 52,
        rx: 20,
        fill: mine
          ? doc.linear(
              [
                [0, a],
                [1, b],
              ],
              0,
            )
          : t.surface,
      }),
      bar(x + 20, y + 16, w * 0.7, 8, mine ? "#ffffff" : t.ink, mine ? 0.9 : 0.45),
      bar(x + 20, y + 30, w * 0.45, 8, mine ? "#ffffff" : t.ink, mine ? 0.7 : 0.3),
    );
  });
  doc.add(
    panel(doc, 520, 420, 160, 64, t, { rx: 32 }),
    ...[0, 1, 2].map((i) => circle({ cx: 565 + i * 35, cy: 452, r: 8, fill: a, opacity: 0.4 + i * 0.25 })),
  );
  sphere(doc, 680, 110, 36, c);
}

function performance(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  const cx = 400;
  const cy = 360;
  const r = 190;
  glow(doc, cx, cy - 60, 280, b, 0.55);
  const arcD = (frac) => {
    const ang = Math.PI + frac * Math.PI;
    return `M${n(cx - r)} ${n(cy)}A${r} ${r} 0 0 1 ${n(cx + Math.cos(ang) * r)} ${n(cy + Math.sin(ang) * r)}`;
  };
  doc.add(
    path({
      d: arcD(1),
      fill: "none",
      stroke: t.ink,
      "stroke-opacity": 0.1,
      "stroke-width": 34,
      "stroke-linecap": "round",
    }),
    path({
      d: arcD(0.86),
      fill: "none",
      stroke: doc.linearUser(
        [
          [0, c],
          [0.5, a],
          [1, b],
        ],
        cx - r,
        cy,
        cx + r,
        cy,
      ),
      "stroke-width": 34,
      "stroke-linecap": "round",
    }),
  );
  for (let i = 0; i <= 10; i++) {
    const ang = Math.PI + (i / 10) * Math.PI;
    doc.add(
      path({
        d: `M${n(cx + Math.cos(ang) * (r - 40))} ${n(cy + Math.sin(ang) * (r - 40))}L${n(cx + Math.cos(ang) * (r - 54))} ${n(cy + Math.sin(ang) * (r - 54))}`,
        stroke: t.ink,
        "stroke-opacity": 0.4,
        "stroke-width": 3,
        "stroke-linecap": "round",
      }),
    );
  }
  const na = Math.PI + 0.86 * Math.PI;
  doc.add(
    path({
      d: `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(na) * (r - 70))} ${n(cy + Math.sin(na) * (r - 70))}`,
      stroke: "#ffffff",
      "stroke-width": 8,
      "stroke-linecap": "round",
    }),
    circle({ cx, cy, r: 18, fill: "#ffffff" }),
    circle({ cx, cy, r: 8, fill: b }),
  );
  [0.99, 0.92, 1].forEach((v, i) => {
    const x = 160 + i * 170;
    doc.add(
      panel(doc, x, 430, 150, 90, t, { rx: 20 }),
      circle({ cx: x + 34, cy: 475, r: 16, fill: "none", stroke: [a, d, c][i], "stroke-width": 6 }),
      bar(x + 62, 462, 62, 12, t.ink, 0.85),
      bar(x + 62, 482, 44, 8, t.ink, 0.35),
    );
  });
}

function cloud(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  const cloudD =
    "M270 300C230 300 206 272 206 240C206 206 234 182 268 184C280 140 320 112 366 112C420 112 462 150 470 200C508 196 540 222 540 258C540 284 520 300 490 300Z";
  glow(doc, 380, 220, 240, a, 0.6);
  doc.add(
    path({
      d: cloudD,
      fill: doc.linear(
        [
          [0, lighten(a, 0.3)],
          [1, b],
        ],
        60,
      ),
      filter: doc.shadow(20, 16, 0.35),
    }),
    path({
      d: cloudD,
      fill: doc.linear(
        [
          [0, "#ffffff", 0.4],
          [0.6, "#ffffff", 0],
        ],
        80,
      ),
    }),
    path({
      d: "M372 172V262M346 236L372 262L398 236",
      fill: "none",
      stroke: "#ffffff",
      "stroke-width": 14,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      transform: "rotate(180 372 217)",
    }),
  );
  const files = [
    [150, 400, c],
    [320, 420, d],
    [490, 400, a],
  ];
  for (const [x, y, col] of files) {
    doc.add(
      path({
        d: `M${x + 70} ${y}V${y - 70}`,
        stroke: col,
        "stroke-width": 3,
        "stroke-dasharray": "3 8",
        "stroke-linecap": "round",
      }),
    );
    doc.add(
      panel(doc, x, y, 150, 110, t, { rx: 20 }),
      iconTile(doc, x + 20, y + 20, 40, col, "check"),
      ...textLines(x + 20, y + 74, [100, 70], t, { h: 8, gap: 16 }),
    );
  }
  sphere(doc, 640, 140, 34, d);
  pill(doc, 120, 180, 100, 30, -30, c);
}

function calendar(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  const x0 = 170;
  const y0 = 100;
  doc.add(panel(doc, x0, y0, 460, 400, t, { rx: 26 }), bar(x0 + 30, y0 + 32, 150, 14, t.ink, 0.85));
  doc.add(
    circle({ cx: x0 + 380, cy: y0 + 38, r: 14, fill: t.ink, opacity: 0.06 }),
    circle({ cx: x0 + 420, cy: y0 + 38, r: 14, fill: t.ink, opacity: 0.06 }),
  );
  for (let k = 0; k < 7; k++) doc.add(bar(x0 + 40 + k * 58, y0 + 84, 22, 7, t.ink, 0.3));
  const marked = { 8: a, 9: a, 10: a, 16: c, 22: b, 23: b };
  for (let r = 0; r < 5; r++) {
    for (let k = 0; k < 7; k++) {
      const day = r * 7 + k;
      const x = x0 + 30 + k * 58;
      const y = y0 + 110 + r * 54;
      const col = marked[day];
      doc.add(rect({ x, y, width: 44, height: 42, rx: 12, fill: col ?? t.ink, opacity: col ? 1 : 0.05 }));
      if (!col) doc.add(bar(x + 14, y + 17, 16, 8, t.ink, 0.3));
      else doc.add(bar(x + 14, y + 17, 16, 8, "#ffffff", 0.9));
    }
  }
  doc.add(
    panel(doc, 520, 400, 230, 76, t, { rx: 22 }),
    rect({ x: 540, y: 420, width: 8, height: 36, rx: 4, fill: c }),
    ...textLines(562, 424, [140, 90], t, { h: 9, gap: 18 }),
  );
  doc.add(
    panel(doc, 60, 360, 210, 70, t, { rx: 35 }),
    avatarStack(doc, 76, 395, 20, [d, a, b], t.card),
    bar(190, 390, 56, 10, good, 0.8),
  );
}

function growth(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  doc.add(
    panel(doc, 120, 140, 520, 340, t, { rx: 26 }),
    bar(150, 170, 140, 13, t.ink, 0.85),
    bar(150, 194, 90, 9, t.ink, 0.35),
  );
  doc.add(lineChart(doc, rng, 150, 230, 460, 220, a, t, { trend: 0.75, points: 8 }));
  doc.add(
    path({
      d: "M560 180L680 80",
      stroke: doc.linearUser(
        [
          [0, c, 0],
          [1, c],
        ],
        560,
        180,
        680,
        80,
      ),
      "stroke-width": 18,
      "stroke-linecap": "round",
    }),
    path({
      d: "M640 78L684 76L680 120",
      fill: "none",
      stroke: c,
      "stroke-width": 18,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  );
  doc.add(
    panel(doc, 520, 400, 200, 80, t, { rx: 24 }),
    rect({ x: 540, y: 422, width: 60, height: 36, rx: 18, fill: good, opacity: 0.2 }),
    bar(552, 435, 36, 10, good, 1),
    bar(616, 428, 80, 10, t.ink, 0.75),
    bar(616, 446, 56, 8, t.ink, 0.35),
  );
  for (let i = 0; i < 4; i++) {
    const y = 520 - i * 16;
    doc.add(
      path({ d: `M80 ${y}v10a42 12 0 0 0 84 0v-10`, fill: darken(d, 0.25) }),
      rect({ x: 80, y: y, width: 84, height: 10, fill: darken(d, 0.25) }),
      path({ d: `M80 ${y}a42 12 0 1 0 84 0a42 12 0 1 0 -84 0`, fill: lighten(d, 0.2) }),
    );
  }
  sphere(doc, 700, 300, 30, b);
}

const layouts = [
  [analytics, "dark"],
  [security, "light"],
  [integrations, "dark"],
  [collaboration, "light"],
  [performance, "dark"],
  [cloud, "dark"],
  [calendar, "light"],
  [growth, "light"],
];

/** Draws feature `index` (1-based) with a palette. */
export function feature(doc, rng, pal, index) {
  const [draw, mode] = layouts[(index - 1) % layouts.length];
  const dark = mode === "dark";
  backdrop(doc, rng, pal, dark);
  draw(doc, rng, pal, dark ? uiThemes.dark : uiThemes.light);
}
