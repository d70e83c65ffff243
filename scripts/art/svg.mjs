/**
 * A tiny SVG document builder: collects <defs> under generated ids (counter-based, so
 * the output is stable) and joins the body. Compositions draw in the nominal size of the
 * picture; the renderer scales the whole document to each pixel width.
 */
import { n } from "./util.mjs";

export class SvgDoc {
  /**
   * @param {number} width
   * @param {number} height
   */
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.body = [];
    this.count = 0;
  }

  id(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  add(...parts) {
    this.body.push(...parts.filter(Boolean));
    return this;
  }

  /**
   * Linear gradient along an angle (degrees, 0 = left→right, 90 = top→bottom).
   * @param {Array<[number, string, number?]>} stops offset, colour, opacity
   */
  linear(stops, angle = 90, attrs = "") {
    const id = this.id("l");
    const rad = (angle * Math.PI) / 180;
    const dx = Math.cos(rad) / 2;
    const dy = Math.sin(rad) / 2;
    this.defs.push(
      `<linearGradient id="${id}" x1="${n(0.5 - dx, 3)}" y1="${n(0.5 - dy, 3)}" x2="${n(0.5 + dx, 3)}" y2="${n(0.5 + dy, 3)}"${attrs}>${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Linear gradient in user space between two points. */
  linearUser(stops, x1, y1, x2, y2) {
    const id = this.id("u");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in the object's bounding box; fx/fy move the focal point (0..1). */
  radial(stops, { fx = 0.5, fy = 0.5, r = 0.5 } = {}) {
    const id = this.id("r");
    this.defs.push(
      `<radialGradient id="${id}" cx="0.5" cy="0.5" r="${n(r, 3)}" fx="${n(fx, 3)}" fy="${n(fy, 3)}">${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Gaussian blur filter (std deviation in user units). */
  blur(std) {
    const id = this.id("b");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A soft drop shadow (blurred offset copy of the alpha) for floating cards. */
  shadow(std, dy, opacity, color = "#000000") {
    const id = this.id("s");
    this.defs.push(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="180%" color-interpolation-filters="sRGB"><feDropShadow dx="0" dy="${n(dy)}" stdDeviation="${n(std)}" flood-color="${color}" flood-opacity="${n(opacity, 2)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  clip(shapeXml) {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shapeXml}</clipPath>`);
    return `url(#${id})`;
  }

  toString(pixelWidth = this.width) {
    const pixelHeight = Math.round((pixelWidth * this.height) / this.width);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${this.width} ${this.height}">` +
      (this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "") +
      this.body.join("") +
      `</svg>`
    );
  }
}

function stopsXml(stops) {
  return stops
    .map(([offset, color, opacity]) =>
      opacity === undefined || opacity === 1
        ? `<stop offset="${n(offset, 3)}" stop-color="${color}"/>`
        : `<stop offset="${n(offset, 3)}" stop-color="${color}" stop-opacity="${n(opacity, 3)}"/>`,
    )
    .join("");
}

/** Attribute string from an object, skipping undefined values and rounding numbers. */
export function attrs(obj) {
  return Object.entries(obj)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${typeof v === "number" ? n(v, 2) : v}"`)
    .join(" ");
}

export const rect = (a) => `<rect ${attrs(a)}/>`;
export const circle = (a) => `<circle ${attrs(a)}/>`;
export const ellipse = (a) => `<ellipse ${attrs(a)}/>`;
export const path = (a) => `<path ${attrs(a)}/>`;
export const group = (a, children) => `<g ${attrs(a)}>${children.filter(Boolean).join("")}</g>`;

/** Smooth closed or open path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points, { closed = false, tension = 1 } = {}) {
  if (points.length < 2) return "";
  const p = closed ? [points.at(-1), ...points, points[0], points[1]] : [points[0], ...points, points.at(-1)];
  let d = `M${n(p[1][0])} ${n(p[1][1])}`;
  for (let i = 1; i < p.length - 2; i++) {
    const [x0, y0] = p[i - 1];
    const [x1, y1] = p[i];
    const [x2, y2] = p[i + 1];
    const [x3, y3] = p[i + 2];
    const c1x = x1 + ((x2 - x0) / 6) * tension;
    const c1y = y1 + ((y2 - y0) / 6) * tension;
    const c2x = x2 - ((x3 - x1) / 6) * tension;
    const c2y = y2 - ((y3 - y1) / 6) * tension;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(x2)} ${n(y2)}`;
  }
  return closed ? d + "Z" : d;
}

/** Polygon path from points. */
export function polyPath(points) {
  return points.map(([x, y], i) => `${i ? "L" : "M"}${n(x)} ${n(y)}`).join("") + "Z";
}
