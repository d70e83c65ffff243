/**
 * "Photographic" scenes in vector: layered
 * ridges with atmospheric haze, sun or moon with glow, water reflections, stars, aurora,
 * fog and pines. A scene is a small declarative object. The site's photographs and destinations
 * are rendered pixel by pixel (photo.mjs); these scenes draw the buyer's test photos
 * (tests/buyer/photo.mjs).
 */
import { vignette } from "./shapes.mjs";
import { circle, ellipse, group, path, rect, smoothPath } from "./svg.mjs";
import { darken, lighten, mix, n } from "./util.mjs";

/** Midpoint displacement: `count` = 2^k + 1 heights in 0..1. */
function ridgeHeights(rng, k, rough) {
  const count = 2 ** k + 1;
  const hts = new Array(count).fill(0);
  hts[0] = rng.range(0.2, 0.8);
  hts[count - 1] = rng.range(0.2, 0.8);
  let step = count - 1;
  let disp = 0.5;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < count; i += step) {
      hts[i] = (hts[i - half] + hts[i + half]) / 2 + rng.range(-disp, disp);
    }
    disp *= rough;
    step = half;
  }
  const min = Math.min(...hts);
  const max = Math.max(...hts);
  return hts.map((v) => (v - min) / (max - min || 1));
}

function drawSky(doc, sc) {
  const { width: w, height: h } = doc;
  const hy = sc.horizon * h;
  const [top, mid, low] = sc.sky;
  doc.add(
    rect({
      width: w,
      height: h,
      fill: doc.linearUser(
        [
          [0, top],
          [0.6, mid],
          [1, low],
        ],
        0,
        0,
        0,
        hy,
      ),
    }),
  );
}

function drawStars(doc, rng, sc) {
  const { width: w, height: h } = doc;
  const dots = [];
  for (let i = 0; i < sc.stars; i++) {
    const y = rng.next() ** 1.6 * sc.horizon * h * 0.85;
    dots.push(
      circle({
        cx: rng.next() * w,
        cy: y,
        r: rng.range(0.3, 1.3) * (w / 800),
        fill: "#ffffff",
        opacity: rng.range(0.3, 1),
      }),
    );
  }
  doc.add(group({}, dots));
}

function drawAurora(doc, rng, sc) {
  const { width: w, height: h } = doc;
  const blur = doc.blur(w * 0.018);
  sc.aurora.forEach((color, i) => {
    const base = h * (0.18 + i * 0.1) * (sc.horizon / 0.6);
    const pts = [];
    const bottom = [];
    for (let k = 0; k <= 8; k++) {
      const x = (k / 8) * w * 1.2 - w * 0.1;
      const y = base + Math.sin(k * 0.9 + i * 2 + rng.range(0, 0.6)) * h * 0.06;
      pts.push([x, y - h * rng.range(0.12, 0.22)]);
      bottom.push([x, y]);
    }
    const d = `${smoothPath(pts)}L${n(bottom.at(-1)[0])} ${n(bottom.at(-1)[1])}${smoothPath(bottom.reverse()).replace(/^M/, "L")}Z`;
    doc.add(
      path({
        d,
        fill: doc.linear(
          [
            [0, color, 0],
            [0.75, color, 0.55],
            [1, lighten(color, 0.4), 0.8],
          ],
          90,
        ),
        filter: blur,
      }),
    );
  });
}

function drawSun(doc, sc) {
  const { width: w, height: h } = doc;
  const s = sc.sun;
  const cx = s.x * w;
  const cy = s.y * h;
  const r = s.r * Math.min(w, h);
  doc.add(
    circle({
      cx,
      cy,
      r: r * 7,
      fill: doc.radial([
        [0, s.glow, 0.7],
        [0.25, s.glow, 0.25],
        [1, s.glow, 0],
      ]),
    }),
  );
  if (s.kind === "moon") {
    doc.add(
      circle({
        cx,
        cy,
        r,
        fill: doc.radial(
          [
            [0, "#ffffff"],
            [1, s.color],
          ],
          { fx: 0.4, fy: 0.4 },
        ),
      }),
      circle({
        cx: cx - r * 0.3,
        cy: cy - r * 0.15,
        r: r * 0.18,
        fill: darken(s.color, 0.12),
        opacity: 0.35,
      }),
      circle({ cx: cx + r * 0.25, cy: cy + r * 0.3, r: r * 0.12, fill: darken(s.color, 0.12), opacity: 0.3 }),
    );
  } else {
    doc.add(
      circle({
        cx,
        cy,
        r,
        fill: doc.radial([
          [0, "#ffffff"],
          [0.5, lighten(s.color, 0.5)],
          [1, s.color],
        ]),
      }),
    );
  }
}

function drawClouds(doc, rng, sc) {
  const { width: w, height: h } = doc;
  const blur = doc.blur(w * 0.01);
  const parts = [];
  for (let i = 0; i < sc.clouds; i++) {
    const cx = rng.range(-0.1, 1.1) * w;
    const cy = rng.range(0.12, 0.8) * sc.horizon * h;
    const rx = rng.range(0.12, 0.3) * w;
    parts.push(
      ellipse({
        cx,
        cy,
        rx,
        ry: rx * rng.range(0.06, 0.12),
        fill: sc.cloud ?? lighten(sc.sky[2], 0.3),
        opacity: rng.range(0.25, 0.6),
      }),
    );
  }
  doc.add(group({ filter: blur }, parts));
}

function drawWater(doc, rng, sc) {
  const { width: w, height: h } = doc;
  const hy = sc.horizon * h;
  const [top, mid, low] = sc.sky;
  doc.add(
    rect({
      y: hy,
      width: w,
      height: h - hy,
      fill: doc.linearUser(
        [
          [0, mix(low, mid, 0.3)],
          [0.4, darken(mid, 0.25)],
          [1, darken(top, 0.35)],
        ],
        0,
        hy,
        0,
        h,
      ),
    }),
  );
  // Shimmer under the sun or moon, and faint ripples everywhere.
  const lines = [];
  const sx = sc.sun ? sc.sun.x * w : w / 2;
  for (let i = 0; i < 70; i++) {
    const t = rng.next();
    const y = hy + 3 + t ** 1.5 * (h - hy);
    const spread = (0.04 + t * 0.2) * w;
    const len = rng.range(0.02, 0.12) * w * (0.4 + t);
    const x = sx + rng.range(-spread, spread) - len / 2;
    lines.push(
      rect({
        x,
        y,
        width: len,
        height: Math.max(1, h * 0.002 * (1 + t * 2)),
        rx: 1,
        fill: sc.sun ? lighten(sc.sun.glow, 0.3) : "#ffffff",
        opacity: rng.range(0.15, 0.6) * (sc.sun ? 1 : 0.4),
      }),
    );
  }
  for (let i = 0; i < 40; i++) {
    const y = hy + rng.next() ** 1.3 * (h - hy);
    lines.push(
      rect({
        x: rng.next() * w,
        y,
        width: rng.range(0.03, 0.15) * w,
        height: 1,
        fill: "#ffffff",
        opacity: 0.08,
      }),
    );
  }
  doc.add(group({}, lines));
}

function drawRidge(doc, rng, sc, layer, index, count) {
  const { width: w, height: h } = doc;
  const hts = ridgeHeights(rng, layer.smooth ? 4 : 7, layer.rough ?? 0.55);
  const base = layer.base * h;
  const amp = layer.amp * h;
  const pts = hts.map((v, i) => [(i / (hts.length - 1)) * w * 1.04 - w * 0.02, base - v * amp]);
  const line = layer.smooth
    ? smoothPath(pts)
    : pts.map(([x, y], i) => `${i ? "L" : "M"}${n(x)} ${n(y)}`).join("");
  const d = `${line}L${n(w * 1.02)} ${n(h)}L${n(-w * 0.02)} ${n(h)}Z`;
  const haze = 1 - index / Math.max(1, count - 1);
  const color = mix(sc.ground, sc.sky[2], haze * (sc.haze ?? 0.7));
  doc.add(
    path({
      d,
      fill: doc.linear(
        [
          [0, lighten(color, layer.lit ?? 0.06)],
          [0.5, color],
          [1, darken(color, 0.25)],
        ],
        90,
      ),
    }),
  );
  if (layer.snow) {
    doc.add(
      path({
        d,
        fill: doc.linearUser(
          [
            [0, "#ffffff", 0.7],
            [1, "#ffffff", 0],
          ],
          0,
          base - amp,
          0,
          base - amp * 0.45,
        ),
      }),
    );
  }
  if (layer.trees) drawPines(doc, rng, pts, darken(color, 0.1), w);
  if (layer.fog) {
    doc.add(
      rect({
        y: base - amp * 0.3,
        width: w,
        height: amp * 0.9,
        fill: doc.linear(
          [
            [0, sc.fog ?? "#ffffff", 0],
            [0.5, sc.fog ?? "#ffffff", layer.fog],
            [1, sc.fog ?? "#ffffff", 0],
          ],
          90,
        ),
      }),
    );
  }
}

function drawPines(doc, rng, pts, color, w) {
  let d = "";
  let x = pts[0][0];
  const yAt = (xx) => {
    const i = Math.max(
      0,
      Math.min(
        pts.length - 2,
        Math.floor(((xx - pts[0][0]) / (pts.at(-1)[0] - pts[0][0])) * (pts.length - 1)),
      ),
    );
    const [x0, y0] = pts[i];
    const [x1, y1] = pts[i + 1];
    return y0 + ((y1 - y0) * (xx - x0)) / (x1 - x0 || 1);
  };
  while (x < w * 1.02) {
    const th = rng.range(0.03, 0.075) * w;
    const tw = th * rng.range(0.28, 0.38);
    const y = yAt(x) + th * 0.15;
    d += `M${n(x)} ${n(y - th)}L${n(x + tw / 2)} ${n(y - th * 0.15)}L${n(x + tw * 0.08)} ${n(y - th * 0.15)}V${n(y + th * 0.4)}H${n(x - tw * 0.08)}V${n(y - th * 0.15)}L${n(x - tw / 2)} ${n(y - th * 0.15)}Z`;
    x += rng.range(0.008, 0.025) * w;
  }
  doc.add(path({ d, fill: color }));
}

function drawBirds(doc, rng, sc) {
  const { width: w, height: h } = doc;
  let d = "";
  for (let i = 0; i < sc.birds; i++) {
    const x = rng.range(0.15, 0.85) * w;
    const y = rng.range(0.12, 0.4) * h;
    const s = rng.range(0.006, 0.014) * w;
    d += `M${n(x - s)} ${n(y - s * 0.4)}Q${n(x - s * 0.4)} ${n(y - s * 0.5)} ${n(x)} ${n(y)}Q${n(x + s * 0.4)} ${n(y - s * 0.5)} ${n(x + s)} ${n(y - s * 0.4)}`;
  }
  doc.add(
    path({
      d,
      fill: "none",
      stroke: sc.ground,
      "stroke-width": Math.max(1.2, w * 0.0025),
      "stroke-linecap": "round",
      opacity: 0.8,
    }),
  );
}

/** Draws a scene into the document. */
export function landscape(doc, rng, sc) {
  drawSky(doc, sc);
  if (sc.stars) drawStars(doc, rng, sc);
  if (sc.aurora) drawAurora(doc, rng, sc);
  if (sc.sun) drawSun(doc, sc);
  if (sc.clouds) drawClouds(doc, rng, sc);
  if (sc.birds) drawBirds(doc, rng, sc);
  const far = sc.ridges.filter((r) => !r.front);
  const front = sc.ridges.filter((r) => r.front);
  far.forEach((layer, i) => drawRidge(doc, rng, sc, layer, i, sc.ridges.length));
  if (sc.water) drawWater(doc, rng, sc);
  front.forEach((layer, i) => drawRidge(doc, rng, sc, layer, far.length + i, sc.ridges.length));
  vignette(doc, sc.vignette ?? 0.45);
}

const mountains = (base, count, { amp = 0.22, step = 0.07, trees = false, snow = false } = {}) =>
  Array.from({ length: count }, (_, i) => ({
    base: base + i * step,
    amp: amp * (1 - i * 0.12),
    rough: 0.52 + i * 0.04,
    snow: snow && i === 0,
    trees: trees && i === count - 1,
  }));

const hills = (base, count, { amp = 0.12, step = 0.08, fog = 0 } = {}) =>
  Array.from({ length: count }, (_, i) => ({
    base: base + i * step,
    amp: amp,
    smooth: true,
    fog: fog && i < count - 1 ? fog : 0,
  }));

/** Photographer set: twelve scenes. */
export const photoScenes = [
  {
    sky: ["#1b2a5a", "#9a6fb0", "#ffb38a"],
    ground: "#1a1430",
    horizon: 0.66,
    sun: { x: 0.68, y: 0.58, r: 0.05, color: "#ffd7a8", glow: "#ffb38a" },
    ridges: mountains(0.5, 3, { amp: 0.24 }),
    water: true,
  },
  {
    sky: ["#3b1d4a", "#e0705a", "#ffcf8a"],
    ground: "#6b2a2f",
    horizon: 0.6,
    sun: { x: 0.35, y: 0.5, r: 0.1, color: "#ffe3a3", glow: "#ffb45e" },
    ridges: hills(0.62, 4, { amp: 0.1, step: 0.1 }),
    haze: 0.55,
    birds: 4,
  },
  {
    sky: ["#040714", "#0c1838", "#1d3a66"],
    ground: "#050a16",
    horizon: 0.7,
    stars: 220,
    aurora: ["#2dd4bf", "#a78bfa"],
    ridges: hills(0.72, 2, { amp: 0.08 }).concat(mountains(0.86, 1, { amp: 0.12, trees: true })),
    vignette: 0.55,
  },
  {
    sky: ["#5d6f86", "#a9b8c7", "#e3e8ec"],
    ground: "#1c2a33",
    horizon: 0.5,
    fog: "#eef2f4",
    ridges: [
      { base: 0.55, amp: 0.14, smooth: true, fog: 0.5, trees: true },
      { base: 0.7, amp: 0.14, smooth: true, fog: 0.4, trees: true },
      { base: 0.88, amp: 0.16, smooth: true, trees: true },
    ],
    haze: 0.85,
    birds: 3,
  },
  {
    sky: ["#3a5a8c", "#f2a65a", "#ffe0a3"],
    ground: "#2b2433",
    horizon: 0.58,
    sun: { x: 0.5, y: 0.55, r: 0.07, color: "#fff1c4", glow: "#ffc46b" },
    clouds: 5,
    cloud: "#ffd6a0",
    ridges: [],
    water: true,
  },
  {
    sky: ["#2a1248", "#c8426b", "#ffb45e"],
    ground: "#3a1020",
    horizon: 0.55,
    sun: { x: 0.72, y: 0.45, r: 0.06, color: "#ffe3a3", glow: "#ff7a59" },
    ridges: [
      { base: 0.5, amp: 0.16, rough: 0.4 },
      { base: 0.68, amp: 0.2, rough: 0.35, lit: 0.15 },
      { base: 0.9, amp: 0.22, rough: 0.3, lit: 0.2 },
    ],
    haze: 0.6,
  },
  {
    sky: ["#120c2e", "#4b2a78", "#d0779b"],
    ground: "#140d26",
    horizon: 0.64,
    stars: 120,
    sun: { x: 0.3, y: 0.26, r: 0.045, color: "#f3e9ff", glow: "#c084fc", kind: "moon" },
    ridges: mountains(0.48, 4, { amp: 0.26, snow: true }),
  },
  {
    sky: ["#0c2e3a", "#2f7f86", "#b8e0d2"],
    ground: "#0b2a2a",
    horizon: 0.55,
    fog: "#d8efe8",
    sun: { x: 0.75, y: 0.32, r: 0.05, color: "#f4fff4", glow: "#b8e0d2" },
    ridges: hills(0.52, 4, { amp: 0.12, step: 0.12, fog: 0.45 }),
    haze: 0.8,
  },
  {
    sky: ["#050816", "#101a3d", "#2b4a80"],
    ground: "#070b1a",
    horizon: 0.6,
    stars: 160,
    sun: { x: 0.62, y: 0.3, r: 0.05, color: "#e6ecff", glow: "#7aa2ff", kind: "moon" },
    ridges: [{ base: 0.6, amp: 0.05, smooth: true }],
    water: true,
  },
  {
    sky: ["#2b1838", "#d9586b", "#ffc09a"],
    ground: "#2a0f1c",
    horizon: 0.72,
    sun: { x: 0.45, y: 0.68, r: 0.06, color: "#fff0d0", glow: "#ff8f6b" },
    ridges: [
      { base: 0.72, amp: 0.3, rough: 0.45 },
      { base: 1.0, amp: 0.42, rough: 0.5, front: true, lit: 0.12 },
    ],
    water: true,
    birds: 5,
  },
  {
    sky: ["#0d1b3a", "#5b7fb8", "#cfe3f5"],
    ground: "#1c2b4a",
    horizon: 0.62,
    sun: { x: 0.2, y: 0.55, r: 0.04, color: "#ffffff", glow: "#e3f0ff" },
    ridges: mountains(0.5, 3, { amp: 0.3, snow: true }),
    haze: 0.75,
  },
  {
    sky: ["#3a4a7a", "#e39a6a", "#ffd9a0"],
    ground: "#1e2030",
    horizon: 0.6,
    sun: { x: 0.58, y: 0.5, r: 0.06, color: "#fff4d6", glow: "#ffb36b" },
    ridges: mountains(0.52, 2, { amp: 0.22 }).concat([
      { base: 1.02, amp: 0.2, smooth: true, front: true, trees: true },
    ]),
    water: true,
  },
];
