/**
 * Hero illustrations (1200×900): product compositions made of windows, devices, charts
 * and floating cards over a glowing backdrop. One layout per hero key.
 */
import { background, glowField, grid, pill, ring, sparkles, sphere } from "./shapes.mjs";
import { circle, group, path, rect } from "./svg.mjs";
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
  progressRow,
  sidebar,
  textLines,
  uiThemes,
  windowFrame,
} from "./ui.mjs";
import { darken, lighten, n } from "./util.mjs";

function backdrop(doc, rng, pal, dark) {
  background(doc, dark ? pal.dark : pal.light, rng.range(100, 150));
  glowField(doc, rng, pal.accents, 4, { strength: dark ? 0.55 : 0.5, size: [0.4, 0.75] });
  grid(doc, 60, dark ? "#ffffff" : pal.accents[2], dark ? 0.06 : 0.08, { cx: 0.5, cy: 0.5 });
  sparkles(doc, rng, dark ? 30 : 0, { maxR: 2 });
}

function notification(doc, x, y, w, h, t, color, avatarColor) {
  return group({}, [
    panel(doc, x, y, w, h, t, { rx: 20 }),
    avatar(doc, x + h / 2, y + h / 2, h * 0.28, avatarColor),
    ...textLines(x + h * 0.92, y + h * 0.33, [w * 0.42, w * 0.3], t, { h: 9, gap: 22 }),
    circle({ cx: x + w - 28, cy: y + h / 2, r: 7, fill: color }),
  ]);
}

/** 1: a dashboard window with sidebar, KPIs, a line chart and a donut; floating cards. */
function dashboard(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  const X = 150;
  const Y = 160;
  const W = 900;
  const H = 580;
  const [frame, top] = windowFrame(doc, X, Y, W, H, t);
  doc.add(frame, sidebar(X, top, 190, Y + H - top - 16, t, a));
  const x0 = X + 190 + 28;
  const cw = W - 190 - 56;
  doc.add(bar(x0, top + 26, 190, 14, t.ink, 0.85), bar(x0, top + 50, 120, 9, t.ink, 0.35));
  doc.add(
    rect({ x: x0 + cw - 230, y: top + 24, width: 180, height: 34, rx: 17, fill: t.ink, opacity: 0.06 }),
  );
  doc.add(avatar(doc, x0 + cw - 18, top + 41, 17, c));
  const kw = (cw - 36) / 3;
  [a, c, b].forEach((col, i) => {
    doc.add(
      kpiCard(doc, rng, x0 + i * (kw + 18), top + 84, kw, 88, t, col, {
        glyph: ["chart", "bolt", "check"][i],
        spark: false,
      }),
    );
  });
  const cy = top + 192;
  const ch = Y + H - cy - 24;
  const lw = cw * 0.62;
  doc.add(
    panel(doc, x0, cy, lw, ch, t, { shadow: false, fill: t.surface }),
    bar(x0 + 22, cy + 22, 130, 11, t.ink, 0.8),
    bar(x0 + lw - 110, cy + 20, 88, 16, a, 0.25),
    lineChart(doc, rng, x0 + 22, cy + 62, lw - 44, ch - 86, a, t),
  );
  const dx = x0 + lw + 18;
  const dw = cw - lw - 18;
  doc.add(
    panel(doc, dx, cy, dw, ch, t, { shadow: false, fill: t.surface }),
    bar(dx + 20, cy + 22, 90, 11, t.ink, 0.8),
    donut(dx + dw / 2, cy + ch * 0.45, dw * 0.28, 18, [0.46, 0.3, 0.16], [a, c, d], t),
    bar(dx + dw / 2 - 26, cy + ch * 0.45 - 10, 52, 14, t.ink, 0.85),
    ...[a, c, d].map((col, i) =>
      group({}, [
        circle({ cx: dx + 26, cy: cy + ch - 64 + i * 20, r: 5, fill: col }),
        bar(dx + 40, cy + ch - 68 + i * 20, dw * (0.5 - i * 0.08), 8, t.ink, 0.4),
      ]),
    ),
  );
  doc.add(kpiCard(doc, rng, 60, 88, 290, 168, t, c, { glyph: "bolt" }));
  doc.add(notification(doc, 800, 680, 340, 104, t, good, d));
  sphere(doc, 1100, 150, 46, b);
  pill(doc, 1080, 560, 120, 36, -35, c);
}

/** 2: a laptop with a light dashboard and a phone beside it. */
function laptop(doc, rng, pal, t = uiThemes.light) {
  const [a, b, c, d] = pal.accents;
  const X = 150;
  const Y = 150;
  const W = 780;
  const H = 500;
  doc.add(
    rect({
      x: X,
      y: Y,
      width: W,
      height: H,
      rx: 26,
      fill: doc.linear(
        [
          [0, "#2e2b3d"],
          [1, "#0f0d18"],
        ],
        45,
      ),
      filter: doc.shadow(40, 30, 0.35, "#0b1a33"),
    }),
    // The light screen keeps its own paler grey (hero-2's files as they were).
    rect({
      x: X + 16,
      y: Y + 16,
      width: W - 32,
      height: H - 32,
      rx: 12,
      fill: t === uiThemes.light ? "#f7f8fc" : t.surface,
    }),
    path({
      d: `M${X - 70} ${Y + H}H${X + W + 70}L${X + W + 40} ${Y + H + 34}H${X - 40}Z`,
      fill: doc.linear(
        [
          [0, "#d9dbe6"],
          [1, "#9a9db2"],
        ],
        90,
      ),
    }),
    rect({ x: X + W / 2 - 70, y: Y + H, width: 140, height: 10, rx: 5, fill: "#7d8096" }),
  );
  const sx = X + 16;
  const sy = Y + 16;
  const sw = W - 32;
  doc.add(
    rect({ x: sx, y: sy, width: sw, height: 54, fill: t.card }),
    circle({ cx: sx + 30, cy: sy + 27, r: 11, fill: a }),
    bar(sx + 50, sy + 22, 90, 10, t.ink, 0.7),
    ...[0, 1, 2, 3].map((i) => bar(sx + 220 + i * 90, sy + 23, 60, 8, t.ink, i === 0 ? 0.8 : 0.3)),
    avatar(doc, sx + sw - 32, sy + 27, 15, c),
  );
  doc.add(
    panel(doc, sx + 24, sy + 76, sw * 0.58, 250, t, { rx: 14, shadow: false }),
    bar(sx + 46, sy + 98, 120, 11, t.ink, 0.8),
    barChart(doc, rng, sx + 46, sy + 130, sw * 0.58 - 44, 176, [b, a], t, { count: 10 }),
  );
  const rx0 = sx + 24 + sw * 0.58 + 18;
  const rw = sw - sw * 0.58 - 66;
  doc.add(panel(doc, rx0, sy + 76, rw, 250, t, { rx: 14, shadow: false }));
  [0.82, 0.64, 0.47].forEach((v, i) =>
    doc.add(progressRow(doc, rx0 + 20, sy + 104 + i * 68, rw - 40, v, [a, b, c][i], t)),
  );
  for (let i = 0; i < 2; i++) {
    const ry = sy + 346 + i * 48;
    doc.add(
      avatar(doc, sx + 48, ry + 16, 15, [c, d][i]),
      bar(sx + 74, ry + 6, 150, 9, t.ink, 0.7),
      bar(sx + 74, ry + 21, 100, 7, t.ink, 0.3),
      bar(sx + sw - 160, ry + 10, 60, 12, good, 0.25),
      bar(sx + sw - 80, ry + 10, 44, 10, t.ink, 0.5),
    );
  }
  doc.add(
    phone(
      doc,
      880,
      300,
      230,
      460,
      (x, y, w, h) =>
        group({}, [
          ...chartHeader(doc, rng, x, y, w, h * 0.4, [a, b], 45, 1, t),
          donut(x + w / 2, y + h * 0.6, 44, 12, [0.5, 0.28], [a, c], t),
          ...[0, 1].map((i) =>
            group({}, [
              iconTile(doc, x + 18, y + h * 0.76 + i * 46, 30, [c, d][i], i ? "check" : "plus"),
              bar(x + 58, y + h * 0.76 + i * 46 + 10, 100, 9, t.ink, 0.5),
            ]),
          ),
        ]),
      { screen: t.card },
    ),
  );
  doc.add(
    panel(doc, 70, 100, 250, 84, t, { rx: 20 }),
    iconTile(doc, 90, 120, 44, c, "bolt"),
    ...textLines(150, 126, [120, 80], t, { h: 9, gap: 22 }),
  );
  sphere(doc, 1090, 170, 40, d);
}

/**
 * The top of a phone's finance screen: a gradient header (`colors`, `angle` as in `doc.linear`) with a
 * label, a balance and a white line chart; `scale` sizes its type and spacing.
 */
function chartHeader(doc, rng, x, y, w, height, colors, angle, scale, t) {
  const [from, to] = colors;
  const s = (v) => v * scale;
  return [
    rect({
      x,
      y,
      width: w,
      height,
      fill: doc.linear(
        [
          [0, from],
          [1, to],
        ],
        angle,
      ),
    }),
    bar(x + s(20), y + s(46), 70, s(8), "#ffffff", 0.7),
    bar(x + s(20), y + s(64), s(120), s(18), "#ffffff", 0.95),
    lineChart(
      doc,
      rng,
      x + s(10),
      y + s(96),
      w - s(20),
      height - s(110),
      "#ffffff",
      { ...t, card: from, ink: "#ffffff" },
      { grid: false },
    ),
  ];
}

/** 3: two tilted phones with floating chart and message cards. */
function phones(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  const light = uiThemes.light;
  ring(doc, 600, 470, 360, 3, 1, 0, lighten(a, 0.3));
  doc.add(
    phone(
      doc,
      330,
      150,
      270,
      560,
      (x, y, w, h) =>
        group({}, [
          ...chartHeader(doc, rng, x, y, w, h * 0.46, [b, a], 40, 1.2, light),
          ...[0, 1, 2, 3].map((i) =>
            group({}, [
              iconTile(
                doc,
                x + 18,
                y + h * 0.5 + i * 60,
                38,
                [a, c, d, b][i],
                ["chart", "bolt", "check", "plus"][i],
              ),
              bar(x + 68, y + h * 0.5 + i * 60 + 8, 100, 9, light.ink, 0.7),
              bar(x + 68, y + h * 0.5 + i * 60 + 24, 60, 7, light.ink, 0.3),
              bar(x + w - 62, y + h * 0.5 + i * 60 + 14, 42, 9, i % 2 ? light.ink : good, 0.7),
            ]),
          ),
        ]),
      { angle: -8 },
    ),
    phone(
      doc,
      610,
      210,
      270,
      560,
      (x, y, w, h) =>
        group({}, [
          rect({ x, y, width: w, height: h, fill: "#f6f5fb" }),
          bar(x + 22, y + 56, 120, 14, light.ink, 0.85),
          ...[0, 1].map((i) =>
            group({}, [
              rect({ x: x + 18, y: y + 92 + i * 196, width: w - 36, height: 176, rx: 18, fill: "#ffffff" }),
              rect({
                x: x + 18,
                y: y + 92 + i * 196,
                width: w - 36,
                height: 110,
                rx: 18,
                fill: doc.linear(
                  [
                    [0, [c, d][i]],
                    [1, [a, b][i]],
                  ],
                  30,
                ),
              }),
              circle({ cx: x + w - 60, cy: y + 130 + i * 196, r: 26, fill: "#ffffff", opacity: 0.3 }),
              bar(x + 34, y + 218 + i * 196, 130, 10, light.ink, 0.75),
              bar(x + 34, y + 238 + i * 196, 90, 8, light.ink, 0.3),
            ]),
          ),
        ]),
      { angle: 8 },
    ),
  );
  doc.add(
    panel(doc, 90, 540, 320, 190, t, { rx: 22 }),
    bar(112, 562, 110, 11, t.ink, 0.8),
    bar(300, 560, 88, 16, good, 0.25),
    lineChart(doc, rng, 112, 598, 276, 110, c, t),
  );
  doc.add(notification(doc, 820, 140, 320, 100, t, good, d));
  doc.add(
    panel(doc, 860, 620, 230, 84, t, { rx: 20 }),
    avatarStack(doc, 880, 662, 20, [a, c, d], t.card),
    bar(1000, 656, 64, 12, t.ink, 0.6),
  );
  sphere(doc, 170, 220, 54, c);
  pill(doc, 1070, 430, 120, 38, -30, a);
}

/** 4: a bento grid of cards. */
function bento(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  const card = (x, y, w, h) => panel(doc, x, y, w, h, t, { rx: 24 });
  doc.add(card(110, 130, 570, 310), bar(140, 160, 150, 13, t.ink, 0.85), bar(140, 184, 100, 9, t.ink, 0.35));
  doc.add(lineChart(doc, rng, 140, 220, 510, 190, a, t));
  doc.add(card(700, 130, 390, 310), bar(730, 160, 120, 13, t.ink, 0.85));
  doc.add(donut(895, 300, 92, 24, [0.42, 0.28, 0.18], [a, c, b], t), bar(865, 290, 60, 18, t.ink, 0.85));
  doc.add(card(110, 460, 300, 320), bar(140, 490, 120, 12, t.ink, 0.85));
  [0.86, 0.62, 0.74, 0.4].forEach((v, i) =>
    doc.add(progressRow(doc, 140, 530 + i * 56, 240, v, [a, b, c, d][i], t)),
  );
  doc.add(card(430, 460, 320, 320), bar(460, 490, 120, 12, t.ink, 0.85));
  doc.add(barChart(doc, rng, 455, 540, 270, 210, [b, c], t, { count: 7 }));
  doc.add(card(770, 460, 320, 320));
  doc.add(avatarStack(doc, 800, 530, 30, [c, d, a, b], t.card));
  doc.add(...textLines(800, 590, [220, 250, 180], t, { h: 10, gap: 26 }));
  doc.add(
    rect({
      x: 800,
      y: 690,
      width: 260,
      height: 56,
      rx: 28,
      fill: doc.linear(
        [
          [0, a],
          [0.5, b],
          [1, c],
        ],
        0,
      ),
    }),
    bar(880, 712, 100, 12, "#ffffff", 0.95),
  );
  sphere(doc, 1110, 120, 52, c);
  ring(doc, 1110, 120, 84, 8, 0.32, -15, d);
}

/** 5: a large analytics card with two series, tasks and people. */
function analytics(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  doc.add(panel(doc, 130, 200, 780, 480, t, { rx: 28 }));
  doc.add(bar(170, 240, 200, 16, t.ink, 0.85), bar(170, 268, 140, 10, t.ink, 0.35));
  doc.add(
    ...["#1", "#2", "#3"].map((_, i) =>
      rect({
        x: 640 + i * 84,
        y: 238,
        width: 72,
        height: 32,
        rx: 16,
        fill: i === 0 ? a : t.ink,
        opacity: i === 0 ? 1 : 0.06,
      }),
    ),
  );
  doc.add(lineChart(doc, rng, 170, 320, 700, 310, b, t, { trend: 0.35 }));
  doc.add(lineChart(doc, rng, 170, 320, 700, 310, a, t, { trend: 0.6, grid: false }));
  doc.add(
    panel(doc, 740, 100, 360, 130, t, { rx: 24 }),
    avatarStack(doc, 770, 165, 28, [c, d, b, a], t.card),
    bar(960, 150, 110, 12, t.ink, 0.8),
    bar(960, 172, 80, 9, t.ink, 0.35),
  );
  doc.add(panel(doc, 800, 520, 320, 250, t, { rx: 24 }), bar(830, 550, 120, 12, t.ink, 0.85));
  for (let i = 0; i < 4; i++) {
    const y = 592 + i * 42;
    const done = i < 2;
    doc.add(
      rect({
        x: 830,
        y,
        width: 22,
        height: 22,
        rx: 7,
        fill: done ? a : "none",
        stroke: done ? a : t.ink,
        "stroke-opacity": done ? 1 : 0.3,
        "stroke-width": 2,
      }),
      done
        ? path({
            d: `M${835} ${y + 11}L${840} ${y + 16}L${848} ${y + 6}`,
            fill: "none",
            stroke: "#ffffff",
            "stroke-width": 3,
            "stroke-linecap": "round",
            "stroke-linejoin": "round",
          })
        : "",
      bar(866, y + 6, 150 - i * 18, 10, t.ink, done ? 0.3 : 0.7),
    );
  }
  doc.add(kpiCard(doc, rng, 70, 620, 300, 150, t, c, { glyph: "chart" }));
  sphere(doc, 110, 150, 48, b);
  pill(doc, 1080, 420, 110, 36, 50, d);
}

/** 6: three stacked platform layers in isometric view. */
function layers(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  const W = 500;
  const H = 360;
  const iso = (tx, ty) => `matrix(0.866 0.5 -0.866 0.5 ${n(tx)} ${n(ty)})`;
  const tx = 600 - (0.866 * W - 0.866 * H) / 2;
  const levels = [
    { ty: 420, color: a, draw: "grid" },
    { ty: 270, color: b, draw: "bars" },
    { ty: 120, color: c, draw: "ui" },
  ];
  for (const [i, L] of levels.entries()) {
    const content = [];
    if (L.draw === "grid") {
      for (let gx = 40; gx < W; gx += 46)
        for (let gy = 40; gy < H; gy += 46)
          content.push(circle({ cx: gx, cy: gy, r: 4, fill: L.color, opacity: 0.7 }));
    } else if (L.draw === "bars") {
      content.push(barChart(doc, rng, 40, 60, W - 80, H - 110, [L.color, d], t, { count: 8 }));
    } else {
      content.push(
        bar(36, 36, 160, 16, t.ink, 0.85),
        bar(36, 64, 110, 10, t.ink, 0.35),
        lineChart(doc, rng, 36, 110, W - 220, H - 150, L.color, t),
        donut(W - 90, 170, 50, 16, [0.55, 0.25], [L.color, a], t),
        bar(W - 150, 260, 120, 10, t.ink, 0.5),
        bar(W - 150, 282, 90, 10, t.ink, 0.3),
      );
    }
    doc.add(
      group({ transform: iso(tx, L.ty + 18) }, [
        rect({ width: W, height: H, rx: 28, fill: darken(L.color, 0.45) }),
      ]),
      group({ transform: iso(tx, L.ty) }, [
        rect({ width: W, height: H, rx: 28, fill: t.card, opacity: 0.94 }),
        rect({
          width: W,
          height: H,
          rx: 28,
          fill: "none",
          stroke: lighten(L.color, 0.3),
          "stroke-width": 2.5,
          "stroke-opacity": 0.8,
        }),
        ...content,
      ]),
    );
    // A floating label tied to the layer.
    const lx = i % 2 ? 120 : 900;
    const ly = L.ty + 150;
    doc.add(
      panel(doc, lx, ly, 190, 54, t, { rx: 27 }),
      circle({ cx: lx + 27, cy: ly + 27, r: 9, fill: L.color }),
      bar(lx + 46, ly + 22, 110, 10, t.ink, 0.7),
    );
  }
}

/** 7: a team chat window, a calendar and people. */
function collaboration(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  const [frame, top] = windowFrame(doc, 140, 170, 580, 560, t);
  doc.add(frame);
  const msgs = [
    [false, 300, 2],
    [true, 260, 1],
    [false, 340, 2],
    [true, 220, 1],
    [false, 180, 1],
  ];
  let y = top + 30;
  msgs.forEach(([mine, w, lines], i) => {
    const h = 22 + lines * 20;
    const x = mine ? 140 + 580 - 40 - w : 220;
    if (!mine) doc.add(avatar(doc, 186, y + h / 2, 20, [c, d, b][i % 3]));
    doc.add(
      rect({
        x,
        y,
        width: w,
        height: h,
        rx: 18,
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
      ...Array.from({ length: lines }, (_, k) =>
        bar(x + 18, y + 16 + k * 20, w * (k ? 0.5 : 0.75), 8, mine ? "#ffffff" : t.ink, mine ? 0.9 : 0.45),
      ),
    );
    y += h + 22;
  });
  doc.add(
    rect({ x: 170, y: 170 + 560 - 70, width: 520, height: 46, rx: 23, fill: t.ink, opacity: 0.05 }),
    circle({ cx: 666, cy: 170 + 560 - 47, r: 16, fill: a }),
  );
  // Calendar card.
  const cx = 760;
  const cy = 120;
  doc.add(panel(doc, cx, cy, 340, 330, t, { rx: 24 }), bar(cx + 26, cy + 28, 120, 13, t.ink, 0.85));
  for (let r = 0; r < 5; r++) {
    for (let k = 0; k < 7; k++) {
      const day = r * 7 + k;
      const on = [9, 10, 11, 18, 24].includes(day);
      const x = cx + 26 + k * 42;
      const yy = cy + 76 + r * 46;
      doc.add(
        rect({
          x,
          y: yy,
          width: 34,
          height: 34,
          rx: 10,
          fill: on ? (day === 18 ? c : a) : t.ink,
          opacity: on ? 1 : 0.05,
        }),
      );
    }
  }
  doc.add(
    panel(doc, 740, 520, 360, 200, t, { rx: 24 }),
    avatarStack(doc, 770, 575, 26, [d, c, b, a], t.card),
    progressRow(doc, 770, 630, 300, 0.72, a, t),
    bar(770, 680, 140, 9, t.ink, 0.35),
  );
  sphere(doc, 120, 140, 44, c);
  pill(doc, 640, 800, 120, 36, -20, d);
}

/** 8: payment cards, transactions and spending bars. */
function finance(doc, rng, pal, t) {
  const [a, b, c, d] = pal.accents;
  doc.add(creditCard(doc, 120, 190, 420, [darken(b, 0.2), b, a], -12));
  doc.add(creditCard(doc, 190, 300, 420, [c, a, darken(a, 0.2)], -3));
  doc.add(
    panel(doc, 640, 130, 450, 440, t, { rx: 26 }),
    bar(670, 162, 150, 13, t.ink, 0.85),
    bar(1000, 160, 60, 16, a, 0.3),
  );
  for (let i = 0; i < 5; i++) {
    const y = 212 + i * 68;
    doc.add(
      iconTile(doc, 670, y, 44, [a, c, d, b, a][i], ["bolt", "chart", "check", "plus", "bell"][i]),
      bar(730, y + 8, 140 - (i % 3) * 20, 10, t.ink, 0.75),
      bar(730, y + 28, 80, 8, t.ink, 0.3),
      bar(990, y + 14, 70, 12, i % 2 ? t.ink : good, 0.75),
    );
  }
  doc.add(panel(doc, 560, 600, 540, 210, t, { rx: 26 }), bar(590, 628, 130, 12, t.ink, 0.85));
  doc.add(barChart(doc, rng, 590, 660, 480, 125, [darken(a, 0.1), c], t, { count: 12 }));
  doc.add(kpiCard(doc, rng, 90, 620, 330, 160, t, c, { glyph: "chart" }));
  sphere(doc, 1100, 110, 42, d);
}

const layouts = [
  [dashboard, "dark"],
  [laptop, "light"],
  [phones, "dark"],
  [bento, "dark"],
  [analytics, "light"],
  [layers, "dark"],
  [collaboration, "light"],
  [finance, "dark"],
];

/** The frame every layout is drawn in, in its own units. */
const LAYOUT = { width: 1200, height: 900 };

/**
 * Draws hero `index` (1-based) with a palette, in its own mode or in `theme` ("light" or "dark").
 * In a frame of another shape (a tall crop, scripts/art/catalog.mjs), the backdrop fills the frame
 * and the interface, laid out in 1200 x 900, is drawn `layoutWidth` units wide (by default the
 * frame's width), centred.
 */
export function hero(doc, rng, pal, index, theme, layoutWidth) {
  const [draw, own] = layouts[(index - 1) % layouts.length];
  const mode = theme ?? own;
  const dark = mode === "dark";
  backdrop(doc, rng, pal, dark);
  const { width, height } = doc;
  if (width === LAYOUT.width && height === LAYOUT.height) {
    draw(doc, rng, pal, dark ? uiThemes.dark : uiThemes.light);
    return;
  }
  const scale = (layoutWidth ?? width) / LAYOUT.width;
  const start = doc.body.length;
  doc.width = LAYOUT.width;
  doc.height = LAYOUT.height;
  draw(doc, rng, pal, dark ? uiThemes.dark : uiThemes.light);
  doc.width = width;
  doc.height = height;
  const drawn = doc.body.splice(start);
  const x = (width - LAYOUT.width * scale) / 2;
  const y = (height - LAYOUT.height * scale) / 2;
  doc.add(group({ transform: `translate(${n(x)} ${n(y)}) scale(${n(scale, 4)})` }, drawn));
}
