/**
 * Shared building blocks: backgrounds, soft glows, "3D" primitives shaded with
 * gradients (sphere, pill, ring, cube, pedestal), grids and vignettes.
 */
import { circle, ellipse, group, path, rect } from "./svg.mjs";
import { darken, lighten, n } from "./util.mjs";

/** Full-bleed gradient background. */
export function background(doc, [from, to], angle = 120) {
  doc.add(
    rect({
      width: doc.width,
      height: doc.height,
      fill: doc.linear(
        [
          [0, from],
          [1, to],
        ],
        angle,
      ),
    }),
  );
}

/** A soft radial glow (no filter: cheap to rasterise). */
export function glow(doc, cx, cy, r, color, strength = 0.8) {
  const fill = doc.radial([
    [0, color, strength],
    [0.4, color, strength * 0.45],
    [1, color, 0],
  ]);
  doc.add(circle({ cx, cy, r, fill }));
}

/** Several glows scattered with the seeded source. */
export function glowField(doc, rng, colors, count = 5, { strength = 0.75, size = [0.35, 0.8] } = {}) {
  const s = Math.min(doc.width, doc.height);
  for (let i = 0; i < count; i++) {
    glow(
      doc,
      rng.range(-0.1, 1.1) * doc.width,
      rng.range(-0.1, 1.1) * doc.height,
      s * rng.range(size[0], size[1]),
      colors[i % colors.length],
      strength * rng.range(0.7, 1),
    );
  }
}

/** Darkens the edges. */
export function vignette(doc, strength = 0.45, color = "#000000") {
  const fill = doc.radial(
    [
      [0.55, color, 0],
      [1, color, strength],
    ],
    { r: 0.75 },
  );
  doc.add(rect({ width: doc.width, height: doc.height, fill }));
}

/** Soft light from one corner (`angle` as in `doc.linear`): white fading out, then a shade at the far side. */
export function softLight(doc, width, height, angle, shade) {
  return rect({
    width,
    height,
    fill: doc.linear(
      [
        [0, "#ffffff", 0.18],
        [0.6, "#ffffff", 0],
        [1, "#000000", shade],
      ],
      angle,
    ),
  });
}

/** Faint square grid that fades out from a centre point. */
export function grid(doc, step, color, opacity, fade = { cx: 0.5, cy: 0.5 }) {
  const { width: w, height: h } = doc;
  let d = "";
  for (let x = step; x < w; x += step) d += `M${n(x)} 0V${n(h)}`;
  for (let y = step; y < h; y += step) d += `M0 ${n(y)}H${n(w)}`;
  const maskId = doc.id("m");
  const fadeFill = doc.radial(
    [
      [0, "#ffffff", 1],
      [1, "#ffffff", 0],
    ],
    { fx: fade.cx, fy: fade.cy },
  );
  doc.defs.push(`<mask id="${maskId}"><rect width="${w}" height="${h}" fill="${fadeFill}"/></mask>`);
  doc.add(
    path({
      d,
      stroke: color,
      "stroke-opacity": opacity,
      "stroke-width": Math.max(0.5, step / 60),
      fill: "none",
      mask: `url(#${maskId})`,
    }),
  );
}

/** Sphere lit from the top left, with a specular highlight. */
export function sphere(doc, cx, cy, r, color, { light = 0.6, shade = 0.6 } = {}) {
  const fill = doc.radial(
    [
      [0, lighten(color, light)],
      [0.35, color],
      [0.85, darken(color, shade * 0.7)],
      [1, darken(color, shade)],
    ],
    { fx: 0.32, fy: 0.28, r: 0.62 },
  );
  doc.add(circle({ cx, cy, r, fill }));
  // Bounce light on the lower right edge.
  const rim = doc.radial(
    [
      [0.8, "#ffffff", 0],
      [0.97, lighten(color, 0.45), 0.22],
      [1, lighten(color, 0.45), 0],
    ],
    { fx: 0.3, fy: 0.25, r: 0.5 },
  );
  doc.add(circle({ cx, cy, r, fill: rim }));
  const spec = doc.radial([
    [0, "#ffffff", 0.75],
    [1, "#ffffff", 0],
  ]);
  doc.add(
    ellipse({
      cx: cx - r * 0.36,
      cy: cy - r * 0.42,
      rx: r * 0.26,
      ry: r * 0.18,
      fill: spec,
      transform: `rotate(-35 ${n(cx - r * 0.36)} ${n(cy - r * 0.42)})`,
    }),
  );
}

/** A soft contact shadow (ellipse) under an object resting on a surface. */
export function contactShadow(doc, cx, cy, rx, ry, opacity = 0.45) {
  const fill = doc.radial([
    [0, "#000000", opacity],
    [1, "#000000", 0],
  ]);
  doc.add(ellipse({ cx, cy, rx, ry, fill }));
}

/** Capsule with cylindrical shading, rotated by `angle` degrees. */
export function pill(doc, cx, cy, length, thickness, angle, color) {
  const fill = doc.linear(
    [
      [0, lighten(color, 0.55)],
      [0.3, color],
      [0.8, darken(color, 0.45)],
      [1, darken(color, 0.25)],
    ],
    90,
  );
  doc.add(
    rect({
      x: cx - length / 2,
      y: cy - thickness / 2,
      width: length,
      height: thickness,
      rx: thickness / 2,
      fill,
      transform: `rotate(${n(angle)} ${n(cx)} ${n(cy)})`,
    }),
  );
}

/**
 * A ring seen at an angle (ellipse with a shaded thick stroke). Returns the back and the
 * front half, so an object can sit inside it: add back, then the object, then front.
 */
export function ringParts(doc, cx, cy, r, thickness, tilt, angle, color) {
  const ry = r * tilt;
  const stroke = doc.linearUser(
    [
      [0, lighten(color, 0.6)],
      [0.45, color],
      [1, darken(color, 0.55)],
    ],
    cx - r * 0.3,
    cy - ry - thickness,
    cx + r * 0.3,
    cy + ry + thickness,
  );
  const t = `rotate(${n(angle)} ${n(cx)} ${n(cy)})`;
  const half = (top) =>
    top
      ? `M${n(cx - r)} ${n(cy)}A${n(r)} ${n(ry)} 0 0 1 ${n(cx + r)} ${n(cy)}`
      : `M${n(cx + r)} ${n(cy)}A${n(r)} ${n(ry)} 0 0 1 ${n(cx - r)} ${n(cy)}`;
  const draw = (top) =>
    group({ transform: t }, [
      path({ d: half(top), fill: "none", stroke, "stroke-width": thickness }),
      path({
        d: half(top),
        fill: "none",
        stroke: "#ffffff",
        "stroke-opacity": top ? 0.15 : 0.3,
        "stroke-width": thickness * 0.14,
        transform: `translate(0 ${n(-thickness * 0.2)})`,
      }),
    ]);
  return [draw(true), draw(false)];
}

/** A whole ring (both halves). */
export function ring(doc, cx, cy, r, thickness, tilt, angle, color) {
  doc.add(...ringParts(doc, cx, cy, r, thickness, tilt, angle, color));
}

/** Isometric cube; `size` is the edge length on screen. */
export function cube(doc, cx, cy, size, color) {
  const dx = size * 0.866;
  const dy = size * 0.5;
  const top = `M${n(cx)} ${n(cy - size)}L${n(cx + dx)} ${n(cy - size + dy)}L${n(cx)} ${n(cy)}L${n(cx - dx)} ${n(cy - size + dy)}Z`;
  const left = `M${n(cx - dx)} ${n(cy - size + dy)}L${n(cx)} ${n(cy)}L${n(cx)} ${n(cy + size)}L${n(cx - dx)} ${n(cy + dy)}Z`;
  const right = `M${n(cx + dx)} ${n(cy - size + dy)}L${n(cx)} ${n(cy)}L${n(cx)} ${n(cy + size)}L${n(cx + dx)} ${n(cy + dy)}Z`;
  doc.add(
    path({
      d: top,
      fill: doc.linear(
        [
          [0, lighten(color, 0.55)],
          [1, lighten(color, 0.25)],
        ],
        90,
      ),
    }),
    path({
      d: left,
      fill: doc.linear(
        [
          [0, color],
          [1, darken(color, 0.2)],
        ],
        90,
      ),
    }),
    path({
      d: right,
      fill: doc.linear(
        [
          [0, darken(color, 0.3)],
          [1, darken(color, 0.5)],
        ],
        90,
      ),
    }),
  );
}

/** A round pedestal (cylinder) whose top centre is (cx, top). */
export function pedestal(doc, cx, top, r, height, color) {
  const ry = r * 0.28;
  const side = doc.linear(
    [
      [0, darken(color, 0.35)],
      [0.35, lighten(color, 0.15)],
      [0.7, color],
      [1, darken(color, 0.55)],
    ],
    0,
  );
  doc.add(
    path({
      d: `M${n(cx - r)} ${n(top)}V${n(top + height)}A${n(r)} ${n(ry)} 0 0 0 ${n(cx + r)} ${n(top + height)}V${n(top)}Z`,
      fill: side,
    }),
    ellipse({
      cx,
      cy: top,
      rx: r,
      ry,
      fill: doc.linear(
        [
          [0, lighten(color, 0.45)],
          [1, lighten(color, 0.15)],
        ],
        90,
      ),
    }),
  );
}

/** A frosted glass card: translucent fill, hairline border and a sheen. */
export function glassCard(doc, x, y, w, h, { rx = 24, angle = 0, tint = "#ffffff", opacity = 0.1 } = {}) {
  const sheen = doc.linear(
    [
      [0, "#ffffff", opacity * 2.2],
      [0.5, tint, opacity],
      [1, tint, opacity * 0.4],
    ],
    60,
  );
  const cx = x + w / 2;
  const cy = y + h / 2;
  return group({ transform: angle ? `rotate(${n(angle)} ${n(cx)} ${n(cy)})` : undefined }, [
    rect({ x, y, width: w, height: h, rx, fill: sheen }),
    rect({
      x: x + 0.5,
      y: y + 0.5,
      width: w - 1,
      height: h - 1,
      rx,
      fill: "none",
      stroke: "#ffffff",
      "stroke-opacity": 0.35,
      "stroke-width": 1.2,
    }),
  ]);
}

/** Small scattered sparkles / stars. */
export function sparkles(doc, rng, count, { color = "#ffffff", maxR = 2, area } = {}) {
  const a = area ?? { x: 0, y: 0, w: doc.width, h: doc.height };
  const dots = [];
  for (let i = 0; i < count; i++) {
    dots.push(
      circle({
        cx: a.x + rng.next() * a.w,
        cy: a.y + rng.next() * a.h,
        r: rng.range(0.3, 1) * maxR,
        fill: color,
        opacity: rng.range(0.25, 0.95),
      }),
    );
  }
  doc.add(group({}, dots));
}
