/**
 * Abstract composition styles for portfolio, gallery, blog, about, video and slide
 * pictures. Each takes (doc, rng, palette, options) and draws into the document in its
 * nominal size; all positions scale with the picture.
 */
import { palettes } from "./palettes.mjs";
import {
  background,
  contactShadow,
  cube,
  glassCard,
  glow,
  glowField,
  grid,
  pedestal,
  pill,
  ring,
  ringParts,
  softLight,
  sparkles,
  sphere,
  vignette,
} from "./shapes.mjs";
import { circle, group, path, polyPath, rect, smoothPath } from "./svg.mjs";
import { darken, lighten, mix, n } from "./util.mjs";

const bg = (pal, dark) => (dark ? pal.dark : pal.light);

/** Floating 3D primitives (spheres, pills, rings, a pedestal) in soft light. */
export function objects(doc, rng, pal, { dark = true } = {}) {
  const { width: w, height: h } = doc;
  const s = Math.min(w, h);
  background(doc, bg(pal, dark), rng.range(60, 140));
  glowField(doc, rng, pal.accents, 4, { strength: dark ? 0.55 : 0.45 });
  grid(doc, s / 9, dark ? "#ffffff" : darken(pal.accents[0], 0.4), dark ? 0.07 : 0.09, {
    cx: 0.5,
    cy: 0.55,
  });
  const acc = rng.shuffle(pal.accents);
  sparkles(doc, rng, 26, { maxR: s * 0.004, color: dark ? "#ffffff" : lighten(acc[0], 0.2) });
  const cx = w * rng.range(0.42, 0.58);
  const base = h * rng.range(0.7, 0.8);
  glow(doc, cx, base - s * 0.25, s * 0.55, acc[0], 0.55);
  const pedR = s * rng.range(0.2, 0.26);
  const pedColor = dark ? darken(mix(acc[1], pal.dark[1], 0.35), 0.1) : lighten(acc[1], 0.5);
  pedestal(doc, cx, base, pedR, h, pedColor);
  const big = s * rng.range(0.16, 0.2);
  const sy = base - big * 0.95;
  contactShadow(doc, cx, base + pedR * 0.02, big * 0.95, big * 0.2, dark ? 0.55 : 0.3);
  const [back, front] = ringParts(
    doc,
    cx,
    sy,
    big * 1.55,
    s * 0.022,
    0.3,
    rng.range(-18, 18),
    lighten(acc[2], 0.1),
  );
  doc.add(back);
  sphere(doc, cx, sy, big, acc[0]);
  doc.add(front);
  // Satellites.
  const sats = [
    () => sphere(doc, w * rng.range(0.12, 0.28), h * rng.range(0.18, 0.4), s * rng.range(0.05, 0.08), acc[2]),
    () =>
      sphere(doc, w * rng.range(0.72, 0.88), h * rng.range(0.15, 0.35), s * rng.range(0.035, 0.06), acc[3]),
    () =>
      pill(
        doc,
        w * rng.range(0.74, 0.86),
        h * rng.range(0.5, 0.66),
        s * rng.range(0.22, 0.3),
        s * 0.07,
        rng.range(-50, -30),
        acc[1],
      ),
    () =>
      pill(
        doc,
        w * rng.range(0.14, 0.24),
        h * rng.range(0.62, 0.78),
        s * 0.18,
        s * 0.055,
        rng.range(20, 45),
        acc[3],
      ),
    () => cube(doc, w * rng.range(0.78, 0.9), h * rng.range(0.72, 0.86), s * 0.06, acc[2]),
    () => ring(doc, w * rng.range(0.2, 0.32), h * rng.range(0.18, 0.3), s * 0.06, s * 0.025, 0.9, 0, acc[1]),
  ];
  for (const draw of rng.shuffle(sats).slice(0, rng.int(3, 5))) draw();
  vignette(doc, dark ? 0.45 : 0.12);
}

/** Stacked flowing paper-like bands; each casts a soft shadow on the one behind. */
export function waves(doc, rng, pal, { dark = true } = {}) {
  const { width: w, height: h } = doc;
  const s = Math.min(w, h);
  background(doc, bg(pal, dark), rng.range(70, 110));
  const acc = rng.shuffle(pal.accents);
  glow(doc, w * rng.range(0.25, 0.75), h * rng.range(0.05, 0.2), s * 0.75, acc[0], dark ? 0.55 : 0.45);
  sparkles(doc, rng, dark ? 18 : 0, { maxR: s * 0.004, area: { x: 0, y: 0, w, h: h * 0.3 } });
  const bands = rng.int(5, 7);
  const phase = rng.range(0, Math.PI * 2);
  const freq = rng.range(1.2, 2.2);
  const shadow = doc.blur(s * 0.018);
  for (let i = 0; i < bands; i++) {
    const t = i / (bands - 1);
    const baseY = h * (0.3 + 0.62 * t);
    const amp = h * rng.range(0.05, 0.11) * (1 - t * 0.4);
    const pts = [];
    for (let k = -1; k <= 8; k++) {
      const x = (k / 7) * w;
      const y =
        baseY +
        Math.sin(phase + i * 0.7 + (k / 7) * Math.PI * freq) * amp +
        Math.sin(phase * 2 + k * 1.3 + i) * amp * 0.35;
      pts.push([x, y]);
    }
    const curve = smoothPath(pts);
    const area = `${curve}L${n(w * 1.2)} ${n(h * 1.2)}L${n(-w * 0.2)} ${n(h * 1.2)}Z`;
    const c1 = mix(acc[i % 4], acc[(i + 1) % 4], rng.range(0, 0.4));
    const c2 = mix(acc[(i + 2) % 4], acc[(i + 1) % 4], rng.range(0, 0.4));
    const depth = dark ? t * 0.25 : t * 0.1;
    doc.add(
      path({
        d: area,
        fill: "#000000",
        opacity: dark ? 0.55 : 0.25,
        filter: shadow,
        transform: `translate(0 ${n(-s * 0.012)})`,
      }),
      path({
        d: area,
        fill: doc.linear(
          [
            [0, darken(c1, depth)],
            [1, darken(c2, depth)],
          ],
          rng.range(-20, 20),
        ),
      }),
      path({
        d: area,
        fill: doc.linear(
          [
            [0, "#ffffff", dark ? 0.16 : 0.25],
            [0.35, "#ffffff", 0],
            [1, "#000000", dark ? 0.35 : 0.12],
          ],
          90,
        ),
      }),
      path({
        d: curve,
        fill: "none",
        stroke: "#ffffff",
        "stroke-opacity": 0.45 - t * 0.2,
        "stroke-width": s * 0.0022,
      }),
    );
  }
  vignette(doc, dark ? 0.4 : 0.1);
}

/** A Bauhaus-like grid of tiles, each with one bold geometric figure. */
export function bauhaus(doc, rng, pal, { dark = false } = {}) {
  const { width: w, height: h } = doc;
  const base = bg(pal, dark);
  background(doc, base, 90);
  const cols = w / h > 1.2 ? 4 : 3;
  const rows = Math.max(2, Math.round((cols * h) / w));
  const tw = w / cols;
  const th = h / rows;
  const colors = [...pal.accents, base[0], dark ? lighten(base[1], 0.1) : darken(base[1], 0.06)];
  const tiles = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * tw;
      const y = r * th;
      const fillBg = rng.pick(colors);
      let fg = rng.pick(colors);
      while (fg === fillBg) fg = rng.pick(colors);
      const m = Math.min(tw, th);
      const kind = rng.int(0, 6);
      const parts = [rect({ x, y, width: tw + 0.5, height: th + 0.5, fill: fillBg })];
      const corner = rng.int(0, 3);
      const cx = corner % 2 ? x + tw : x;
      const cy = corner > 1 ? y + th : y;
      const clip = doc.clip(rect({ x, y, width: tw, height: th }));
      if (kind === 0) parts.push(circle({ cx, cy, r: m * 0.95, fill: fg }));
      else if (kind === 1) parts.push(circle({ cx: x + tw / 2, cy: y + th / 2, r: m * 0.34, fill: fg }));
      else if (kind === 2) {
        const pts = rng.chance(0.5)
          ? [
              [x, y + th],
              [x + tw, y + th],
              [x + tw / 2, y],
            ]
          : [
              [x, y],
              [x + tw, y],
              [x, y + th],
            ];
        parts.push(path({ d: polyPath(pts), fill: fg }));
      } else if (kind === 3) {
        const horizontal = rng.chance(0.5);
        const half = horizontal
          ? `M${n(x)} ${n(y + th)}A${n(tw / 2)} ${n(tw / 2)} 0 0 1 ${n(x + tw)} ${n(y + th)}Z`
          : `M${n(x)} ${n(y)}A${n(th / 2)} ${n(th / 2)} 0 0 1 ${n(x)} ${n(y + th)}Z`;
        parts.push(path({ d: half, fill: fg }));
      } else if (kind === 4) {
        for (let k = 0; k < 5; k++) {
          parts.push(
            circle({ cx, cy, r: m * (0.2 + k * 0.2), fill: "none", stroke: fg, "stroke-width": m * 0.07 }),
          );
        }
      } else if (kind === 5) {
        const stripes = 6;
        for (let k = 0; k < stripes; k += 2) {
          parts.push(rect({ x, y: y + (k * th) / stripes, width: tw, height: th / stripes, fill: fg }));
        }
      } else {
        parts.push(
          circle({ cx: x + tw / 2, cy: y + th / 2, r: m * 0.38, fill: fg }),
          circle({ cx: x + tw / 2, cy: y + th / 2, r: m * 0.16, fill: fillBg }),
        );
      }
      tiles.push(group({ "clip-path": clip }, parts));
    }
  }
  doc.add(...tiles);
  // Soft light from one corner gives the flat tiles some depth.
  doc.add(softLight(doc, w, h, rng.range(30, 60), 0.18));
}

/** Concentric partial arcs around an off-centre point, like a radial chart. */
export function arcs(doc, rng, pal, { dark = true } = {}) {
  const { width: w, height: h } = doc;
  const s = Math.min(w, h);
  background(doc, bg(pal, dark), rng.range(100, 160));
  const acc = rng.shuffle(pal.accents);
  const cx = w * rng.pick([0.25, 0.5, 0.72]);
  const cy = h * rng.range(0.45, 0.7);
  glow(doc, cx, cy, s * 0.9, acc[0], dark ? 0.6 : 0.4);
  const count = rng.int(9, 13);
  const arcsXml = [];
  for (let i = 0; i < count; i++) {
    const r = s * (0.1 + i * 0.07);
    const circ = 2 * Math.PI * r;
    const len = circ * rng.range(0.15, 0.7);
    const c1 = acc[i % 4];
    const c2 = acc[(i + 2) % 4];
    const stroke = doc.linearUser(
      [
        [0, c1],
        [1, c2, dark ? 0.4 : 0.75],
      ],
      cx - r,
      cy - r,
      cx + r,
      cy + r,
    );
    arcsXml.push(
      circle({
        cx,
        cy,
        r,
        fill: "none",
        stroke,
        "stroke-width": s * rng.range(0.012, 0.05),
        "stroke-linecap": "round",
        "stroke-dasharray": `${n(len)} ${n(circ)}`,
        transform: `rotate(${n(rng.range(0, 360))} ${n(cx)} ${n(cy)})`,
      }),
      circle({
        cx,
        cy,
        r,
        fill: "none",
        stroke: dark ? "#ffffff" : darken(acc[0], 0.5),
        "stroke-opacity": 0.08,
        "stroke-width": 1,
      }),
    );
  }
  doc.add(group({}, arcsXml));
  sphere(doc, cx, cy, s * 0.06, acc[1]);
  sparkles(doc, rng, 30, { maxR: s * 0.004, color: dark ? "#ffffff" : acc[0] });
  vignette(doc, dark ? 0.45 : 0.1);
}

/** Many thin silky lines following one flow, lit by a glow. */
export function flow(doc, rng, pal, { dark = true } = {}) {
  const { width: w, height: h } = doc;
  const s = Math.min(w, h);
  background(doc, bg(pal, dark), rng.range(60, 120));
  const acc = rng.shuffle(pal.accents);
  glowField(doc, rng, acc, 3, { strength: dark ? 0.5 : 0.4 });
  const lines = 46;
  const phase = rng.range(0, Math.PI * 2);
  const f1 = rng.range(0.8, 1.6);
  const f2 = rng.range(2, 3.2);
  const tilt = rng.range(-0.3, 0.3);
  const stroke = doc.linearUser(
    [
      [0, acc[0]],
      [0.5, acc[1]],
      [1, acc[2]],
    ],
    0,
    0,
    w,
    h,
  );
  glow(doc, w * rng.range(0.35, 0.65), h * 0.5, s * 0.6, acc[1], dark ? 0.45 : 0.35);
  const paths = [];
  for (let i = 0; i < lines; i++) {
    const t = i / (lines - 1);
    const pts = [];
    for (let k = 0; k <= 10; k++) {
      const u = k / 10;
      const env = Math.sin(u * Math.PI) * 0.8 + 0.2;
      const y =
        h * (0.5 + tilt * (u - 0.5)) +
        (t - 0.5) * h * 0.55 * (0.35 + 0.65 * Math.abs(Math.cos(u * Math.PI * 0.9 + phase * 0.3))) +
        Math.sin(phase + u * Math.PI * f1 + t * 1.4) * h * 0.16 * env +
        Math.sin(phase * 1.7 + u * Math.PI * f2 + t * 2.6) * h * 0.04;
      pts.push([u * w * 1.1 - w * 0.05, y]);
    }
    paths.push(
      path({
        d: smoothPath(pts),
        fill: "none",
        stroke,
        "stroke-width": s * 0.0032 * (i % 6 === 0 ? 2 : 1),
        "stroke-opacity": 0.35 + 0.65 * Math.sin(t * Math.PI),
      }),
    );
  }
  // A blurred copy under the crisp lines makes them glow.
  doc.add(group({ filter: doc.blur(s * 0.008), opacity: 0.8 }, paths), group({}, paths));
  vignette(doc, dark ? 0.45 : 0.12);
}

/** Overlapping translucent shards with a glass panel on top. */
export function shards(doc, rng, pal, { dark = true } = {}) {
  const { width: w, height: h } = doc;
  const s = Math.min(w, h);
  background(doc, bg(pal, dark), rng.range(120, 200));
  const acc = rng.shuffle(pal.accents);
  glowField(doc, rng, acc, 3, { strength: 0.5 });
  for (let i = 0; i < 7; i++) {
    const cx = w * rng.range(0.1, 0.9);
    const cy = h * rng.range(0.1, 0.9);
    const r = s * rng.range(0.25, 0.6);
    const a0 = rng.range(0, Math.PI * 2);
    const pts = [0, 1, 2].map((k) => {
      const a = a0 + (k * Math.PI * 2) / 3 + rng.range(-0.4, 0.4);
      return [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    });
    const c = acc[i % 4];
    doc.add(
      path({
        d: polyPath(pts),
        fill: doc.linear(
          [
            [0, lighten(c, 0.25), 0.9],
            [1, darken(c, 0.3), 0.15],
          ],
          rng.range(0, 360),
        ),
        opacity: dark ? 0.75 : 0.6,
      }),
    );
  }
  const gw = w * rng.range(0.32, 0.42);
  const gh = h * rng.range(0.38, 0.5);
  doc.add(
    glassCard(doc, w * rng.range(0.12, 0.5), h * rng.range(0.15, 0.4), gw, gh, {
      rx: s * 0.04,
      angle: rng.range(-12, 12),
    }),
  );
  vignette(doc, dark ? 0.4 : 0.1);
}

/** Frosted glass cards over blurred colour blobs. */
export function glass(doc, rng, pal, { dark = true } = {}) {
  const { width: w, height: h } = doc;
  const s = Math.min(w, h);
  background(doc, bg(pal, dark), rng.range(20, 80));
  const acc = rng.shuffle(pal.accents);
  for (let i = 0; i < 4; i++) {
    sphere(doc, w * rng.range(0.15, 0.85), h * rng.range(0.15, 0.85), s * rng.range(0.12, 0.24), acc[i], {
      light: 0.5,
      shade: 0.4,
    });
  }
  glowField(doc, rng, acc, 3, { strength: 0.35 });
  const cards = rng.int(2, 3);
  for (let i = 0; i < cards; i++) {
    const cw = w * rng.range(0.28, 0.4);
    const ch = cw * rng.range(0.55, 0.75);
    const x = w * (0.08 + i * 0.27) + rng.range(-20, 20);
    const y = h * rng.range(0.15, 0.5);
    doc.add(glassCard(doc, x, y, cw, ch, { rx: s * 0.035, angle: rng.range(-14, 14), opacity: 0.12 }));
    // A little content on the card: an avatar dot and two lines.
    doc.add(
      group({ transform: `translate(${n(x + cw * 0.1)} ${n(y + ch * 0.2)})`, opacity: 0.85 }, [
        circle({ cx: s * 0.03, cy: s * 0.03, r: s * 0.03, fill: acc[(i + 1) % 4] }),
        rect({
          x: s * 0.08,
          y: s * 0.012,
          width: cw * 0.45,
          height: s * 0.014,
          rx: s * 0.007,
          fill: "#ffffff",
          opacity: 0.7,
        }),
        rect({
          x: s * 0.08,
          y: s * 0.036,
          width: cw * 0.3,
          height: s * 0.012,
          rx: s * 0.006,
          fill: "#ffffff",
          opacity: 0.4,
        }),
      ]),
    );
  }
  vignette(doc, dark ? 0.35 : 0.08);
}

/** An isometric field of blocks of different heights, like a tiny city. */
export function blocks(doc, rng, pal, { dark = true } = {}) {
  const { width: w, height: h } = doc;
  const s = Math.min(w, h);
  background(doc, bg(pal, dark), 90);
  const acc = rng.shuffle(pal.accents);
  glow(doc, w * 0.5, h * 0.45, s * 0.8, acc[0], dark ? 0.5 : 0.35);
  const size = s * 0.075;
  const dx = size * 0.866;
  const dy = size * 0.5;
  const cols = 7;
  const ox = w * 0.5;
  const oy = h * 0.5 - (cols - 1) * dy;
  for (let sum = 0; sum <= (cols - 1) * 2; sum++) {
    for (let i = 0; i < cols; i++) {
      const j = sum - i;
      if (j < 0 || j >= cols) continue;
      const cx = ox + (i - j) * dx;
      const cy = oy + (i + j) * dy;
      const dist = Math.hypot(i - cols / 2 + 0.5, j - cols / 2 + 0.5);
      const levels = Math.max(1, Math.round(rng.range(0.5, 3.5) + (3 - dist) * 0.6));
      const color = acc[(i * 3 + j) % 3];
      for (let l = 0; l < levels; l++) cube(doc, cx, cy + size - l * size * 1.0 - size, size, color);
      if (rng.chance(0.12)) sphere(doc, cx, cy - levels * size - size * 0.35, size * 0.45, acc[3]);
    }
  }
  vignette(doc, dark ? 0.4 : 0.1);
}

/**
 * Topographic contour lines: a height field of a few seeded hills and a valley, traced at even
 * heights by marching squares like a survey map; every fifth line is bolder (an index contour),
 * the ground between lines is tinted by height and the summits are marked.
 */
export function contours(doc, rng, pal, { dark = true } = {}) {
  const { width: w, height: h } = doc;
  const s = Math.min(w, h);
  background(doc, bg(pal, dark), rng.range(100, 140));
  const acc = rng.shuffle(pal.accents);
  const hills = Array.from({ length: 4 }, (_, i) => [
    w * rng.range(0.12, 0.88),
    h * rng.range(0.15, 0.85),
    s * rng.range(0.18, 0.34),
    (i === 3 ? -0.6 : 1) * rng.range(0.7, 1.1),
  ]);
  const waves = Array.from({ length: 3 }, () => [rng.range(2, 5), rng.range(2, 5), rng.range(0, 6.28)]);
  const height = (x, y) => {
    let z = 0;
    for (const [hx, hy, r, a] of hills) z += a * Math.exp(-((x - hx) ** 2 + (y - hy) ** 2) / (2 * r * r));
    for (const [fx, fy, ph] of waves) z += 0.06 * Math.sin((x / w) * fx + (y / h) * fy + ph);
    return z;
  };
  const step = s / 90;
  const cols = Math.ceil(w / step) + 1;
  const rows = Math.ceil(h / step) + 1;
  const z = [];
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) z.push(height(i * step, j * step));
  const at = (i, j) => z[j * cols + i];
  const lo = Math.min(...z);
  const hi = Math.max(...z);
  const levels = 14;
  // Tint by height: a soft glow on each summit.
  hills.forEach(([hx, hy, r, a], i) => {
    if (a > 0) glow(doc, hx, hy, r * 1.6, acc[i % 3], dark ? 0.22 : 0.18);
  });
  const out = [];
  for (let l = 1; l < levels; l++) {
    const v = lo + ((hi - lo) * l) / levels;
    let d = "";
    for (let j = 0; j < rows - 1; j++) {
      for (let i = 0; i < cols - 1; i++) {
        const c = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)];
        const idx = (c[0] > v ? 8 : 0) | (c[1] > v ? 4 : 0) | (c[2] > v ? 2 : 0) | (c[3] > v ? 1 : 0);
        if (idx === 0 || idx === 15) continue;
        const x = i * step;
        const y = j * step;
        const t = (a, b) => (v - a) / (b - a);
        const top = [x + step * t(c[0], c[1]), y];
        const right = [x + step, y + step * t(c[1], c[2])];
        const bottom = [x + step * t(c[3], c[2]), y + step];
        const left = [x, y + step * t(c[0], c[3])];
        const segs = {
          1: [[left, bottom]],
          2: [[bottom, right]],
          3: [[left, right]],
          4: [[top, right]],
          5: [
            [left, top],
            [bottom, right],
          ],
          6: [[top, bottom]],
          7: [[left, top]],
          8: [[left, top]],
          9: [[top, bottom]],
          10: [
            [left, bottom],
            [top, right],
          ],
          11: [[top, right]],
          12: [[left, right]],
          13: [[bottom, right]],
          14: [[left, bottom]],
        }[idx];
        for (const [p, q] of segs) d += `M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`;
      }
    }
    if (!d) continue;
    const k = l / levels;
    const color = k < 0.5 ? mix(acc[3], acc[0], k * 2) : mix(acc[0], acc[1], (k - 0.5) * 2);
    const index = l % 5 === 0;
    out.push(
      path({
        d,
        fill: "none",
        stroke: dark ? lighten(color, 0.1) : darken(color, 0.2),
        "stroke-opacity": index ? 0.95 : 0.6,
        "stroke-width": s * (index ? 0.0045 : 0.002),
        "stroke-linecap": "round",
      }),
    );
  }
  doc.add(group({}, out));
  grid(doc, s / 6, dark ? "#ffffff" : darken(acc[0], 0.5), dark ? 0.06 : 0.08);
  // Summits: the grid's local maxima in the upper half of the heights.
  const peaks = [];
  for (let j = 1; j < rows - 1; j++)
    for (let i = 1; i < cols - 1; i++) {
      const v = at(i, j);
      if (v < lo + (hi - lo) * 0.45) continue;
      let top = true;
      for (let dj = -1; dj <= 1 && top; dj++)
        for (let di = -1; di <= 1; di++) if ((di || dj) && at(i + di, j + dj) >= v) top = false;
      if (top) peaks.push([i * step, j * step]);
    }
  for (const [hx, hy] of peaks) {
    doc.add(
      circle({
        cx: hx,
        cy: hy,
        r: s * 0.012,
        fill: "none",
        stroke: dark ? "#ffffff" : darken(acc[0], 0.5),
        "stroke-width": s * 0.003,
      }),
      circle({ cx: hx, cy: hy, r: s * 0.004, fill: dark ? "#ffffff" : darken(acc[0], 0.5) }),
    );
  }
  vignette(doc, dark ? 0.45 : 0.08);
}

/**
 * A halftone print: a field of dots on a paper ground whose size follows a large soft shape (a
 * rising sun over rolling bands), in two inks offset like a misregistered press run.
 */
export function halftone(doc, rng, pal, { dark = false } = {}) {
  const { width: w, height: h } = doc;
  const s = Math.min(w, h);
  background(doc, bg(pal, dark), 90);
  const acc = rng.shuffle(pal.accents);
  const step = s * 0.06;
  const sun = [w * rng.range(0.35, 0.65), h * rng.range(0.38, 0.48), s * rng.range(0.3, 0.36)];
  const phase = rng.range(0, 6.28);
  const tone = (x, y) => {
    const d = Math.hypot(x - sun[0], y - sun[1]) / sun[2];
    const disc = d < 1 ? 1 - d * d * 0.55 : Math.max(0, 0.45 - (d - 1) * 0.9);
    const band = h * 0.66 + Math.sin((x / w) * 5 + phase) * h * 0.05;
    const sea =
      y > band
        ? 0.08 + 0.85 * (0.5 + 0.5 * Math.sin((y - band) / (h * 0.028) + Math.sin((x / w) * 7 + phase) * 1.6))
        : 0;
    return Math.min(1, y > band ? sea : disc);
  };
  const inks = [acc[0], acc[1]];
  inks.forEach((ink, k) => {
    const off = k ? step * 0.32 : 0;
    const dots = [];
    for (let y = step / 2; y < h + step; y += step) {
      for (let x = step / 2; x < w + step; x += step) {
        const band = h * 0.66 + Math.sin((x / w) * 5 + phase) * h * 0.05;
        const mine = k === 0 ? y <= band : y > band;
        if (!mine) continue;
        const v = tone(x, y);
        const r = (step / 2) * Math.sqrt(v) * 0.98;
        if (r < step * 0.05) continue;
        dots.push(`<circle cx="${n(x + off)}" cy="${n(y + off)}" r="${n(r)}"/>`);
      }
    }
    doc.add(group({ fill: dark ? lighten(ink, 0.1) : darken(ink, 0.05), opacity: 0.92 }, dots));
  });
  // A thin ink frame, like a printed plate.
  const m = s * 0.05;
  doc.add(
    rect({
      x: m,
      y: m,
      width: w - 2 * m,
      height: h - 2 * m,
      fill: "none",
      stroke: darken(acc[2], 0.2),
      "stroke-width": s * 0.003,
      "stroke-opacity": 0.6,
    }),
  );
}

/**
 * Woven ribbons: warp bands run down, weft bands across, each passing over and under the other
 * in turn, with a shadow where a ribbon dives under its neighbour.
 */
export function weave(doc, rng, pal, { dark = true } = {}) {
  const { width: w, height: h } = doc;
  const s = Math.min(w, h);
  background(doc, bg(pal, dark), 90);
  const acc = rng.shuffle(pal.accents);
  const angle = rng.range(-18, -10);
  const cols = 9;
  const pitch = (w * 1.5) / cols;
  const band = pitch * 0.78;
  const shadow = doc.blur(s * 0.008);
  const cx = w / 2;
  const cy = h / 2;
  const warp = [];
  const weft = [];
  const overs = [];
  const x0 = cx - (cols / 2) * pitch;
  const rows = Math.ceil((h * 1.6) / pitch);
  const y0 = cy - (rows / 2) * pitch;
  const shade = (c, i) =>
    doc.linear(
      [
        [0, lighten(c, 0.18)],
        [0.5, c],
        [1, darken(c, 0.25)],
      ],
      i % 2 ? 0 : 180,
    );
  for (let i = 0; i < cols; i++) {
    const c = acc[i % 2 ? 1 : 0];
    warp.push(
      rect({
        x: x0 + i * pitch + (pitch - band) / 2,
        y: y0 - pitch,
        width: band,
        height: rows * pitch + 2 * pitch,
        fill: shade(mix(c, acc[3], (i % 3) * 0.12), i),
      }),
    );
  }
  for (let j = 0; j < rows; j++) {
    const c = acc[j % 2 ? 2 : 3];
    weft.push(
      rect({
        x: x0 - pitch,
        y: y0 + j * pitch + (pitch - band) / 2,
        width: cols * pitch + 2 * pitch,
        height: band,
        fill: doc.linear(
          [
            [0, lighten(c, 0.15)],
            [0.5, c],
            [1, darken(c, 0.3)],
          ],
          90,
        ),
      }),
    );
  }
  // Where warp i crosses weft j and (i + j) is odd, the warp goes over: its square is drawn again.
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      if ((i + j) % 2 === 0) continue;
      const x = x0 + i * pitch + (pitch - band) / 2;
      const y = y0 + j * pitch + (pitch - band) / 2;
      const c = mix(acc[i % 2 ? 1 : 0], acc[3], (i % 3) * 0.12);
      overs.push(
        rect({
          x: x - s * 0.004,
          y: y - s * 0.012,
          width: band + s * 0.008,
          height: band + s * 0.03,
          fill: "#000000",
          opacity: 0.45,
          filter: shadow,
        }),
        rect({ x, y: y - (pitch - band) / 2 - 0.5, width: band, height: pitch + 1, fill: shade(c, i) }),
      );
    }
  }
  doc.add(
    group({ transform: `rotate(${n(angle)} ${n(cx)} ${n(cy)})` }, [
      group({}, warp),
      rect({
        x: x0 - pitch,
        y: y0 - pitch,
        width: cols * pitch + 2 * pitch,
        height: rows * pitch + 2 * pitch,
        fill: "#000000",
        opacity: dark ? 0.2 : 0.08,
      }),
      group({}, weft),
      group({}, overs),
    ]),
  );
  glow(doc, w * rng.range(0.2, 0.8), h * rng.range(0.1, 0.4), s * 0.7, "#ffffff", dark ? 0.12 : 0.2);
  vignette(doc, dark ? 0.5 : 0.12);
}

/**
 * Truchet meanders: a grid of square tiles, each holding two quarter-circle arcs in one of two
 * turns, so the strokes join into endless winding paths; a few paths are picked out in colour.
 */
export function meander(doc, rng, pal, { dark = true } = {}) {
  const { width: w, height: h } = doc;
  const s = Math.min(w, h);
  background(doc, bg(pal, dark), rng.range(110, 150));
  const acc = rng.shuffle(pal.accents);
  glowField(doc, rng, acc, 3, { strength: dark ? 0.35 : 0.25 });
  const cell = s / 5;
  const cols = Math.ceil(w / cell) + 1;
  const rows = Math.ceil(h / cell) + 1;
  const r = cell / 2;
  const layers = [[], [], [], []];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const x = i * cell;
      const y = j * cell;
      const turn = rng.chance(0.5);
      const arcs = turn
        ? [
            `M${n(x + r)} ${n(y)}A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y + r)}`,
            `M${n(x + cell)} ${n(y + r)}A${n(r)} ${n(r)} 0 0 0 ${n(x + r)} ${n(y + cell)}`,
          ]
        : [
            `M${n(x + r)} ${n(y)}A${n(r)} ${n(r)} 0 0 0 ${n(x + cell)} ${n(y + r)}`,
            `M${n(x)} ${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y + cell)}`,
          ];
      // Colour by a smooth field, so colour flows in broad regions across the tiles.
      const f = Math.sin(i * 0.8 + j * 0.35) + Math.cos(j * 0.9 - i * 0.3);
      const layer = f > 0.9 ? 1 : f < -0.9 ? 2 : f > 0 ? 0 : 3;
      layers[layer].push(...arcs);
    }
  }
  const colors = [
    dark ? lighten(acc[3], 0.1) : darken(acc[3], 0.1),
    acc[0],
    acc[1],
    dark ? lighten(acc[2], 0.05) : acc[2],
  ];
  const shadow = doc.blur(s * 0.006);
  layers.forEach((arcs, k) => {
    const d = arcs.join("");
    doc.add(
      path({
        d,
        fill: "none",
        stroke: "#000000",
        "stroke-opacity": dark ? 0.5 : 0.2,
        "stroke-width": cell * 0.2,
        filter: shadow,
        transform: `translate(0 ${n(s * 0.006)})`,
      }),
      path({
        d,
        fill: "none",
        stroke: colors[k],
        "stroke-width": cell * (k === 1 || k === 2 ? 0.2 : 0.12),
        "stroke-linecap": "round",
      }),
    );
  });
  vignette(doc, dark ? 0.45 : 0.1);
}

export const abstractStyles = {
  objects,
  waves,
  bauhaus,
  arcs,
  flow,
  shards,
  glass,
  blocks,
  contours,
  halftone,
  weave,
  meander,
};

/** A darkening scrim so white text stays readable (slides). */
export function scrim(doc, strength = 0.55) {
  const { width: w, height: h } = doc;
  doc.add(
    rect({
      width: w,
      height: h,
      fill: doc.linear(
        [
          [0, "#05040f", strength + 0.25],
          [0.6, "#05040f", strength],
          [1, "#05040f", strength * 0.4],
        ],
        0,
      ),
    }),
  );
}

export { palettes };
