/**
 * Photographic landscapes rendered pixel by pixel (no vector shapes): ridges of layered noise,
 * a sky lit by the sun or the moon, clouds, atmospheric depth (each farther ridge takes more of
 * the haze colour, mist pools in the valleys), water that mirrors the scene with ripples, and a
 * lens: depth of field (pixels away from the focus distance come from blurred copies), bloom
 * around the light and a vignette. The film grain is added by the generator. Waterfront skylines
 * (lit windows, floodlit domes and minarets), a crescent moon, a beach in front of the water and
 * palms (silhouettes rasterised from paths as a mask, laid in before the lens) for the destinations.
 *
 * Deterministic: every noise is hashed from the scene's seed; no clock, no M.random.
 */
import { createRequire } from "node:module";
import { hashSeed } from "./util.mjs";

const sharp = createRequire(import.meta.url)("sharp");

// Math in a local: hot loops in a vm context (the unit tests' pool) look globals up slowly.
const M = Math;

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const lerp = (a, b, t) => a + (b - a) * t;
const mix3 = (a, b, t) => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
const clamp = (v, lo = 0, hi = 1) => (v < lo ? lo : v > hi ? hi : v);
const smooth = (t) => t * t * (3 - 2 * t);

/** Integer hash to [0, 1). */
function hash2(x, y, s) {
  let h = M.imul(x, 374761393) + M.imul(y, 668265263) + M.imul(s, 2246822519);
  h = M.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Value noise in 2D, smooth, in [0, 1). */
function noise2(x, y, s) {
  const xi = M.floor(x);
  const yi = M.floor(y);
  const xf = smooth(x - xi);
  const yf = smooth(y - yi);
  const a = hash2(xi, yi, s);
  const b = hash2(xi + 1, yi, s);
  const c = hash2(xi, yi + 1, s);
  const d = hash2(xi + 1, yi + 1, s);
  return lerp(lerp(a, b, xf), lerp(c, d, xf), yf);
}

function fbm2(x, y, s, octaves = 4, gain = 0.5) {
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  for (let o = 0; o < octaves; o++) {
    sum += amp * noise2(x, y, s + o * 131);
    norm += amp;
    amp *= gain;
    x *= 2.03;
    y *= 2.03;
  }
  return sum / norm;
}

/** A ridge profile along x (0..1 of the width): smooth hills or sharp ridged peaks. */
function ridge(u, layer, s) {
  const { freq, rough = 0.5, sharp: peaky = 0 } = layer;
  let sum = 0;
  let amp = 1;
  let norm = 0;
  let f = freq;
  for (let o = 0; o < 6; o++) {
    let v = noise2(u * f, o * 7.7, s + o * 17);
    if (peaky) v = lerp(v, (1 - M.abs(v * 2 - 1)) ** 1.5, peaky);
    sum += amp * v;
    norm += amp;
    amp *= rough;
    f *= 2.1;
  }
  // Value noise clusters around 0.5: stretch it so ridges rise and fall.
  return clamp((sum / norm - 0.5) * 2.6 + 0.5, -0.2, 1.2);
}

/**
 * A waterfront skyline (`layer.city`), how far it rises above the layer's ground at `u` (0..1 of
 * the width), in parts of the height: blocks of `cell` width and up to `height` high; a share
 * `domes` of the cells are domed buildings with two slender minarets, as on a Bosphorus shore.
 */
function skyline(u, city, s, aspect) {
  const f0 = u / city.cell;
  const k = M.floor(f0);
  const f = f0 - k;
  const h = city.height;
  if (hash2(k, 6, s) < (city.domes ?? 0)) {
    const base = h * 0.32;
    const r = 0.44;
    const dx = (f - 0.5) / r;
    let top = base + (M.abs(dx) < 1 ? M.sqrt(1 - dx * dx) * r * city.cell * aspect : 0);
    // A finial on the dome, and the minarets: thin, tall, pointed.
    if (M.abs(f - 0.5) < 0.02) top += r * city.cell * aspect * 0.25;
    for (const m of [0.07, 0.93]) {
      const e = M.abs(f - m);
      if (e < 0.028) top = M.max(top, h * 1.45 + (1 - e / 0.028) * h * 0.3);
    }
    return top;
  }
  // Houses and blocks lower than the domes, in twos and threes along the shore.
  let top = h * (0.15 + 0.5 * hash2(k, 5, s) ** 1.6);
  if (f > 0.62) top = h * (0.12 + 0.45 * hash2(k, 8, s) ** 1.6);
  if (f > 0.3 && f < 0.34) top *= 0.6;
  return top;
}

/** A skyline's colour: a dark facade, floodlit domes, and a grid of lit windows. */
function cityFacade(x, y, W, H, l, top, ground, tex) {
  const city = l.city;
  let c = l.col.map((v) => v * (0.85 + 0.3 * tex));
  const k = M.floor(x / W / city.cell);
  if (hash2(k, 6, l.s) < (city.domes ?? 0)) {
    // Floodlit from below: warm light that fades upwards, brightest at the middle of the dome
    // (a round surface), the walls darker than the dome, the minarets lit like the walls.
    const f = x / W / city.cell - k;
    const up = clamp((ground - y) / (H * city.height * 1.9));
    const wall = ground - y < H * city.height * 0.4;
    const round = wall ? 0.75 : 0.6 + 0.4 * M.cos((f - 0.5) * M.PI * 1.2);
    const flood = rgb(city.flood ?? "#d89a5a");
    const lit = (0.25 + 0.45 * (1 - up)) * round * (wall ? 0.8 : 1);
    // Arched windows along the wall, dark against the light.
    if (wall && M.abs(((f * 7) % 1) - 0.5) < 0.12 && (ground - y) / (H * city.height) > 0.1) {
      return mix3(c, flood, 0.12);
    }
    return mix3(c, flood, lit);
  }
  const size = W * (city.window ?? 0.006);
  const gx = M.floor(x / size);
  const gy = M.floor(y / (size * 1.4));
  const fx = x / size - gx;
  const fy = y / (size * 1.4) - gy;
  if (y > top + size && fx > 0.25 && fx < 0.75 && fy > 0.3 && fy < 0.75) {
    const h = hash2(gx, gy, l.s + 11);
    if (h < (city.lit ?? 0.3)) {
      const warm = rgb(h < (city.lit ?? 0.3) * 0.3 ? "#fff0d0" : (city.light ?? "#ffc870"));
      c = mix3(c, warm, 0.55 + 0.45 * hash2(gx, gy, l.s + 12));
    }
  }
  return c;
}

/**
 * Palms (`sc.palms`: [x, lean, height] in parts of the width and height) as an SVG of W × H:
 * a curved trunk and arching fronds, each with hanging leaflets.
 */
function palmsSvg(palms, W, H, seed) {
  const f = (v) => v.toFixed(1);
  let trunks = "";
  let leaves = "";
  palms.forEach(([px, lean, height], p) => {
    const bx = px * W;
    const by = H * 1.02;
    const tx = bx + lean * W;
    const ty = by - height * H;
    const cx = (bx + tx) / 2 + lean * W * 0.5;
    const cy = (by + ty) / 2;
    const wBase = W * 0.02;
    const wTop = W * 0.009;
    trunks += `M${f(bx - wBase)} ${f(by)}Q${f(cx - wBase * 0.7)} ${f(cy)} ${f(tx - wTop)} ${f(ty)}L${f(tx + wTop)} ${f(ty)}Q${f(cx + wBase * 0.7)} ${f(cy)} ${f(bx + wBase)} ${f(by)}Z`;
    const count = 11;
    for (let j = 0; j < count; j++) {
      const r = (n) => hash2(p * 31 + j, n, seed + 77);
      // Fronds spread around the crown: the upper ones arch up, the side ones droop, the lowest
      // hang down.
      const ang = -M.PI / 2 + (j - (count - 1) / 2) * 0.42 + (r(1) - 0.5) * 0.25;
      const len = W * (0.12 + 0.07 * r(2));
      const side = M.abs(M.cos(ang));
      const ex = tx + M.cos(ang) * len * 0.9;
      const ey = ty + M.sin(ang) * len * 0.5 + len * (0.2 + 0.45 * side);
      const mx = tx + M.cos(ang) * len * 0.55;
      const my = ty + M.sin(ang) * len * 0.75 - len * 0.12 * side;
      leaves += `M${f(tx)} ${f(ty)}Q${f(mx)} ${f(my)} ${f(ex)} ${f(ey)}`;
      // Leaflets along the frond, hanging from it on both sides.
      for (let t = 0.12; t < 0.98; t += 0.05) {
        const qx = (1 - t) ** 2 * tx + 2 * (1 - t) * t * mx + t * t * ex;
        const qy = (1 - t) ** 2 * ty + 2 * (1 - t) * t * my + t * t * ey;
        const dx = 2 * (1 - t) * (mx - tx) + 2 * t * (ex - mx);
        const dy = 2 * (1 - t) * (my - ty) + 2 * t * (ey - my);
        const dl = M.hypot(dx, dy) || 1;
        const leaf =
          len * 0.2 * (1 - t * 0.55) * (0.75 + 0.5 * hash2(p * 31 + j, M.round(t * 100), seed + 78));
        for (const side of [-1, 1]) {
          const nx = (-dy / dl) * side;
          const ny = (dx / dl) * side;
          // Leaflets point back along the frond and fall under their weight.
          const lx = qx + (nx * 0.7 + (dx / dl) * 0.35) * leaf;
          const ly = qy + (M.abs(ny) * 0.5 + 0.55) * leaf;
          leaves += `M${f(qx)} ${f(qy)}L${f(lx)} ${f(ly)}`;
        }
      }
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
    `<path d="${trunks}" fill="#000"/>` +
    `<path d="${leaves}" fill="none" stroke="#000" stroke-width="${f(W * 0.0045)}" stroke-linecap="round"/>` +
    `</svg>`
  );
}

/**
 * Renders a scene at width × height; resolves with sharp raw `{ data, info }` (RGB, 8 bit).
 * @param {object} sc the scene (see `photoScenes`)
 */
export async function renderLandscape(sc, width, height, seedText) {
  const seed = hashSeed(seedText) & 0xffff;
  const W = width;
  const H = height;
  const aspect = W / H;
  const zenith = rgb(sc.sky[0]);
  const horizon = rgb(sc.sky[1]);
  const low = rgb(sc.sky[2] ?? sc.sky[1]);
  const hazeCol = rgb(sc.haze);
  const sunCol = rgb(sc.sun?.color ?? "#fff4dc");
  const sunX = (sc.sun?.x ?? 0.5) * W;
  const sunY = (sc.sun?.y ?? 0.5) * H;
  const sunR = (sc.sun?.r ?? 0.025) * W;
  const waterY = sc.water ? sc.water * H : H + 1;
  const layers = sc.layers.map((l, i) => ({ ...l, col: rgb(l.color), idx: i, s: seed + 1000 * (i + 1) }));
  const n = layers.length;

  // Ridge heights per column (pixel rows), with trees on forested layers.
  const grounds = [];
  const tops = layers.map((l) => {
    const row = new Float32Array(W);
    const ground = new Float32Array(W);
    grounds.push(ground);
    for (let x = 0; x < W; x++) {
      const u = x / W;
      let y = l.base - l.amp * ridge(u * aspect * 0.75, l, l.s) + (l.tilt ?? 0) * u;
      ground[x] = y * H;
      if (l.trees) {
        // Pines: narrow triangles on a jittered spacing, height varying.
        const spacing = l.trees / 1000;
        const k = M.floor(u / spacing);
        let best = 0;
        for (let j = k - 2; j <= k + 2; j++) {
          const cx = (j + hash2(j, 1, l.s)) * spacing;
          const th = spacing * (2.2 + 2.4 * hash2(j, 2, l.s)) * aspect;
          const half = th * 0.22;
          const d = M.abs(u - cx) * aspect;
          if (d < half) {
            // Stepped silhouette: tiers of branches.
            const t = 1 - d / half;
            const tier = t * (0.85 + 0.15 * M.sin(t * 18 + j));
            best = M.max(best, th * tier);
          }
        }
        y -= best * 0.9 * (H / W);
      }
      if (l.city) y -= skyline(u, l.city, l.s, aspect);
      if (l.span) {
        // A headland or cliff: the layer stands only between span[0] and span[1] (0..1 of the
        // width), falling steeply at its open end.
        const [a, b] = l.span;
        const edge = 0.04;
        const inside = M.min((u - a) / edge, (b - u) / edge);
        if (inside < 0) y = 2;
        else if (inside < 1) y = lerp(M.max(y, (sc.water ?? 1) - 0.002), y, smooth(inside));
      }
      row[x] = y * H;
    }
    return row;
  });

  const img = new Float32Array(W * H * 3);
  const depth = new Float32Array(W * H);

  const skyAt = (x, y) => {
    const t = clamp(y / (sc.horizon * H));
    let c = t < 0.7 ? mix3(zenith, horizon, M.pow(t / 0.7, 1.4)) : mix3(horizon, low, (t - 0.7) / 0.3);
    // Sun or moon glow.
    const dx = x - sunX;
    const dy = (y - sunY) * 1.15;
    const d = M.sqrt(dx * dx + dy * dy);
    const glow = (sc.sun?.glow ?? 0) * (M.exp(-d / (W * 0.035)) * 0.45 + M.exp(-d / (W * 0.2)) * 0.22);
    c = [c[0] + sunCol[0] * glow, c[1] + sunCol[1] * glow, c[2] + sunCol[2] * glow];
    // A crescent: the part of the moon's disc inside a shadow disc shifted to one side stays dark.
    const shade = sc.sun?.crescent
      ? M.hypot(x - sunX - sc.sun.crescent * sunR, (y - sunY + sc.sun.crescent * sunR * 0.35) * 1.15)
      : Infinity;
    if (sc.sun && d < sunR && shade > sunR * 0.98) {
      const e = clamp((sunR - d) / (sunR * 0.08)) * clamp((shade - sunR * 0.98) / (sunR * 0.06));
      const disc = sc.sun.moon
        ? mix3([0.86, 0.87, 0.9], [1, 1, 1], fbm2(x / (sunR * 0.5), y / (sunR * 0.5), seed + 5, 3))
        : [1.4, 1.3, 1.15];
      c = mix3(c, disc, e);
    }
    // Stars.
    if (sc.stars) {
      const cell = M.max(2, M.round(W / 500));
      const gx = M.floor(x / cell);
      const gy = M.floor(y / cell);
      const h = hash2(gx, gy, seed + 9);
      if (h > 1 - sc.stars * (1 - t)) {
        const b = hash2(gx, gy, seed + 10) ** 3 * 1.2;
        c = [c[0] + b, c[1] + b, c[2] + b * 1.05];
      }
    }
    // Aurora: curtains of light along a wavering band, with vertical rays.
    if (sc.aurora) {
      const u = x / W;
      const band = (0.12 + 0.4 * fbm2(u * 1.6, 0.5, seed + 21, 3) ** 1.5) * H;
      const dyb = (y - band) / (H * 0.16);
      if (dyb > -1.6 && dyb < 1) {
        const rays = 0.55 + 0.45 * fbm2(u * 60, y / H, seed + 22, 2);
        const shape = dyb < 0 ? M.exp(-dyb * dyb * 1.6) : M.exp(-dyb * dyb * 12);
        const k = shape * rays * sc.aurora.strength * (0.2 + 1.3 * fbm2(u * 3, 0.3, seed + 23, 3) ** 2 * 2);
        const ac = mix3(rgb(sc.aurora.colors[0]), rgb(sc.aurora.colors[1]), clamp(-dyb * 0.6));
        c = [c[0] + ac[0] * k, c[1] + ac[1] * k, c[2] + ac[2] * k];
      }
    }
    // Clouds: stretched fbm, lit on the sun side, soft edges.
    if (sc.clouds) {
      const cy = y / H;
      const band = clamp(1 - M.abs(cy - sc.clouds.y) / sc.clouds.spread);
      if (band > 0) {
        const v = fbm2((x / W) * 3 * aspect, (y / H) * 12, seed + 31, 5);
        const a = clamp((v - (1 - sc.clouds.cover)) * 4) * band;
        if (a > 0) {
          const lit = M.exp(-M.abs(x - sunX) / (W * 0.35)) * (sc.clouds.lit ?? 0.8);
          const base = rgb(sc.clouds.color);
          const cc = [
            base[0] + sunCol[0] * lit,
            base[1] + sunCol[1] * lit * 0.85,
            base[2] + sunCol[2] * lit * 0.6,
          ];
          c = mix3(c, cc, a * 0.9);
        }
      }
    }
    return c;
  };

  /** Colour and depth of the scene (sky or ridge) at a pixel above the water line. */
  const sceneAt = (x, y, out) => {
    const xi = M.min(W - 1, M.max(0, M.round(x)));
    for (let i = n - 1; i >= 0; i--) {
      const top = tops[i][xi];
      if (y >= top) {
        const l = layers[i];
        const dist = 1 - i / M.max(1, n - 1); // 1 far … 0 near
        const below = M.max(0, y - grounds[i][xi]) / H;
        // Surface: rock strata or forest texture, lighter on slopes that face the light.
        const g = grounds[i];
        const step = M.max(2, M.round(W / 80));
        const slope = (g[M.min(W - 1, xi + step)] - g[M.max(0, xi - step)]) / (2 * step);
        // Light on the surface: the slope of the ridge near its crest, then the slopes of a
        // rock or canopy texture (a small height field) further down.
        const tf = l.texture ?? 18;
        // Peaks weather into gullies that run down the face, wandering (a warp of the texture) so
        // that they read as rock, not as streaks drawn straight down (issue 42: the photographer's
        // mountains and their reflections looked smeared); hills and forest keep a rounder grain.
        // Measured in pixels of the width, so a tall picture's grain is the shape of a wide one's.
        const gully = l.sharp ? 0.8 : 2.5;
        const px = x / W;
        const py = y / W;
        const warp = l.sharp ? fbm2(px * tf * 0.6, py * tf * 0.6, l.s + 11, 2) - 0.5 : 0;
        const tx = px * tf * (l.sharp ? 1.6 : 1) + warp * 1.4;
        const ty = py * tf * gully;
        const oct = sc.detail ?? 3;
        const tex = fbm2(tx, ty, l.s + 3, oct);
        const gx = fbm2(tx + 0.15, ty, l.s + 3, oct) - fbm2(tx - 0.15, ty, l.s + 3, oct);
        // The texture's fall down the face too: ledges lit from above break up the vertical bands.
        const gy = fbm2(tx, ty + 0.15, l.s + 3, oct) - fbm2(tx, ty - 0.15, l.s + 3, oct);
        const crest = M.exp(-below / 0.04);
        const dir = sunX > x ? -1 : 1;
        const facing = clamp(
          0.5 + (slope * 0.45 * crest + gx * 2.2 * -dir) * dir * (l.light ?? 1) - gy * (l.sharp ? 1.6 : 0.6),
        );
        let c = l.city
          ? cityFacade(x, y, W, H, l, tops[i][xi], grounds[i][xi], tex)
          : l.col.map((v) => v * (0.7 + 0.5 * facing) * (0.85 + 0.3 * tex));
        // Snow above the layer's snow line, ragged by the texture.
        if (l.snow) {
          const line = l.base - l.amp * (1 - l.snow) + (tex - 0.5) * 0.1;
          const patches = fbm2(tx * 3, ty * 1.5, l.s + 7, oct);
          const cover = smooth(clamp((line - y / H) / 0.015 + 0.5)) * smooth(clamp((patches - 0.38) * 4));
          const lit = clamp(0.5 + gx * 3.5 * -dir * dir + slope * 0.6 * crest * dir - gy * 2.4);
          c = mix3(c, mix3([0.5, 0.58, 0.76], [1, 0.99, 0.97], lit), cover);
        }
        // Rim light along a backlit ridge.
        const rim = sc.sun
          ? M.exp(-(y - top) / (H * 0.003)) * (sc.rim ?? 0.4) * M.exp(-M.abs(x - sunX) / (W * 0.4))
          : 0;
        c = [c[0] + sunCol[0] * rim, c[1] + sunCol[1] * rim, c[2] + sunCol[2] * rim];
        // Atmospheric depth: the farther, the more haze; mist settles below each ridge.
        const aerial = 1 - M.exp(-(sc.density ?? 0.9) * dist);
        const mist = (sc.mist ?? 0.25) * smooth(clamp(below / (l.mistDepth ?? 0.14))) * (0.3 + 0.7 * dist);
        const fog = clamp(aerial + mist * (1 - aerial));
        // Haze lit by the sun near it.
        const sunHaze = M.exp(-M.abs(x - sunX) / (W * 0.25)) * (sc.sun?.glow ?? 0) * 0.15;
        const hz = [
          hazeCol[0] + sunCol[0] * sunHaze,
          hazeCol[1] + sunCol[1] * sunHaze,
          hazeCol[2] + sunCol[2] * sunHaze,
        ];
        c = mix3(c, hz, fog);
        out[0] = c[0];
        out[1] = c[1];
        out[2] = c[2];
        return 0.25 + 0.75 * (1 - dist) * (l.near ?? 1);
      }
    }
    const c = skyAt(x, y);
    out[0] = c[0];
    out[1] = c[1];
    out[2] = c[2];
    return 0; // sky: infinitely far
  };

  // Layers in front of the water (a beach): the highest of their tops per column.
  const frontLayers = layers.filter((l) => l.front);
  const front = frontLayers.length
    ? Float32Array.from({ length: W }, (_, x) => M.min(...frontLayers.map((l) => tops[l.idx][x])))
    : null;
  const tmp = [0, 0, 0];
  const waterCol = rgb(sc.waterColor ?? sc.haze);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const p = (y * W + x) * 3;
      let dep;
      if (y < waterY || (front && y >= front[M.min(W - 1, x)])) {
        dep = sceneAt(x, y, tmp);
      } else {
        // Water: the mirrored scene, broken by ripples that grow towards the viewer.
        const dy = y - waterY;
        const near = dy / (H - waterY + 1);
        const ripple =
          (fbm2((x / W) * 6, ((dy / H) * 160) / (0.2 + near), seed + 41, 3) - 0.5) *
          (4 + near * 40) *
          (sc.ripple ?? 1) *
          (W / 1000);
        const my = waterY - dy - ripple * 0.6;
        sceneAt(x + ripple * 0.4, M.max(0, my), tmp);
        const fres = 0.55 + 0.35 * (1 - near);
        tmp[0] = lerp(waterCol[0] * 0.6, tmp[0], fres);
        tmp[1] = lerp(waterCol[1] * 0.6, tmp[1], fres);
        tmp[2] = lerp(waterCol[2] * 0.6, tmp[2], fres);
        // Glitter under the sun.
        if (sc.sun) {
          const g = M.exp(-M.abs(x - sunX) / (W * (0.03 + near * 0.08)));
          const sp = fbm2((x / W) * 90, (dy / H) * 300, seed + 43, 2);
          const k = g * clamp((sp - 0.55) * 5) * (sc.glitter ?? 0.9);
          tmp[0] += sunCol[0] * k;
          tmp[1] += sunCol[1] * k;
          tmp[2] += sunCol[2] * k;
        }
        dep = sc.waterDepth ?? 0.3 + 0.7 * near;
      }
      img[p] = tmp[0];
      img[p + 1] = tmp[1];
      img[p + 2] = tmp[2];
      depth[y * W + x] = dep;
    }
  }

  // Palms: backlit silhouettes over the scene, at the depth of the nearest layer.
  if (sc.palms) {
    const mask = await sharp(Buffer.from(palmsSvg(sc.palms, W, H, seed)))
      .extractChannel("alpha")
      .raw()
      .toBuffer();
    const pc = rgb(sc.palmColor ?? "#120a14");
    for (let i = 0; i < W * H; i++) {
      const a = mask[i] / 255;
      if (a === 0) continue;
      for (let k = 0; k < 3; k++) img[i * 3 + k] = lerp(img[i * 3 + k], pc[k], a);
      depth[i] = lerp(depth[i], sc.palmDepth ?? 1, a);
    }
  }

  // Tone: a soft shoulder for highlights, a lift in the shadows, the grade's tint.
  const tint = rgb(sc.grade ?? "#ffffff");
  const sharpBuf = Buffer.alloc(W * H * 3);
  for (let i = 0; i < W * H; i++) {
    const vx = (i % W) / W - 0.5;
    const vy = M.floor(i / W) / H - 0.5;
    const vig = 1 - (sc.vignette ?? 0.35) * smooth(clamp((vx * vx + vy * vy) * 2.2));
    for (let k = 0; k < 3; k++) {
      let v = img[i * 3 + k] * tint[k] * vig;
      if (v > 0.7) v = 0.7 + 0.3 * (1 - M.exp(-(v - 0.7) / 0.3)); // a shoulder for the light
      sharpBuf[i * 3 + k] = M.round(clamp(0.015 + v * 0.985) * 255);
    }
  }
  const info = { width: W, height: H, channels: 3 };

  // Lens: blurred copies, and each pixel taken from the sharp, soft or very soft copy by its
  // distance from the focus plane.
  const sigma = (sc.blur ?? 6) * (W / 1000);
  const soft = await sharp(sharpBuf, { raw: info })
    .blur(M.max(0.3, sigma * 0.45))
    .raw()
    .toBuffer();
  const softer = await sharp(sharpBuf, { raw: info }).blur(M.max(0.3, sigma)).raw().toBuffer();
  // Bloom: the brightest parts, widely blurred, added back.
  const bright = Buffer.alloc(W * H * 3);
  for (let i = 0; i < W * H * 3; i++) bright[i] = M.max(0, sharpBuf[i] - 225) * 6;
  const bloom = await sharp(bright, { raw: info })
    .blur(M.max(1, W * 0.02))
    .raw()
    .toBuffer();
  const out = Buffer.alloc(W * H * 3);
  const focus = sc.focus ?? 0.6;
  for (let i = 0; i < W * H; i++) {
    const coc = clamp(M.abs(depth[i] - focus) * (sc.dof ?? 1.4));
    for (let k = 0; k < 3; k++) {
      const j = i * 3 + k;
      const v = coc < 0.5 ? lerp(sharpBuf[j], soft[j], coc * 2) : lerp(soft[j], softer[j], coc * 2 - 1);
      out[j] = M.min(255, M.round(v + bloom[j] * (sc.bloom ?? 0.35)));
    }
  }
  return { data: out, info };
}

/** The raster as an SVG document of the picture's nominal size (what the catalogue composes). */
export async function landscapeSvgImage(doc, sc, pixelWidth, seedText) {
  const pw = pixelWidth;
  const ph = M.round((pw * doc.height) / doc.width);
  const { data, info } = await renderLandscape(sc, pw, ph, seedText);
  const png = await sharp(data, { raw: info }).png({ compressionLevel: 1 }).toBuffer();
  doc.add(
    `<image width="${doc.width}" height="${doc.height}" preserveAspectRatio="none" href="data:image/png;base64,${png.toString("base64")}"/>`,
  );
}

const dusk = { sky: ["#27345e", "#f0a470", "#f8c894"], haze: "#d9967f" };

/** The photographer's twelve, in the order of app/content/portfolio.ts (photo-1 … photo-12). */
export const photoScenesRaster = [
  // 1 Mountain lake at dusk, the sun setting behind rugged peaks.
  {
    ...dusk,
    horizon: 0.58,
    sun: { x: 0.56, y: 0.4, r: 0.028, color: "#ffcf94", glow: 0.9 },
    water: 0.6,
    rim: 0.9,
    clouds: { y: 0.2, spread: 0.15, cover: 0.45, color: "#5a4a6e", lit: 0.5 },
    layers: [
      { base: 0.5, amp: 0.2, freq: 2.2, sharp: 0.8, rough: 0.55, color: "#5a4a68" },
      { base: 0.56, amp: 0.12, freq: 3, sharp: 0.7, rough: 0.55, color: "#2c2540" },
      { base: 0.6, amp: 0.02, freq: 4, trees: 9, color: "#1b1824", near: 1.2 },
    ],
    focus: 0.3,
    blur: 5,
    mist: 0.2,
    density: 0.7,
  },
  // 2 Rolling hills in warm evening haze.
  {
    sky: ["#7c97c6", "#f5c694", "#f8d7ae"],
    haze: "#eec49c",
    horizon: 0.5,
    sun: { x: 0.72, y: 0.4, r: 0.022, color: "#ffe0a8", glow: 0.8 },
    layers: [
      { base: 0.5, amp: 0.08, freq: 1.4, rough: 0.35, color: "#a88a6a" },
      { base: 0.58, amp: 0.1, freq: 1.6, rough: 0.35, color: "#8f7a52" },
      { base: 0.68, amp: 0.1, freq: 1.8, rough: 0.4, color: "#6f6a3a" },
      { base: 0.8, amp: 0.12, freq: 1.5, rough: 0.4, color: "#4f5a2a", texture: 30 },
      { base: 0.96, amp: 0.1, freq: 2, rough: 0.45, color: "#35401c", texture: 50, trees: 6 },
    ],
    focus: 0.7,
    blur: 7,
    mist: 0.55,
    density: 1.6,
  },
  // 3 Northern lights over dark hills and a pine ridge.
  {
    sky: ["#03060f", "#0b1d30", "#10304a"],
    haze: "#0f2a3a",
    horizon: 0.75,
    stars: 0.0035,
    aurora: { colors: ["#3dffae", "#8a5cff"], strength: 0.75 },
    layers: [
      { base: 0.74, amp: 0.1, freq: 1.6, rough: 0.45, color: "#0e1a24" },
      { base: 0.88, amp: 0.05, freq: 2, trees: 12, color: "#04070a", near: 1.2 },
    ],
    focus: 0.0,
    blur: 2.5,
    dof: 1.2,
    mist: 0.3,
    density: 1.2,
    rim: 0.1,
    vignette: 0.45,
    bloom: 0.5,
  },
  // 4 Misty forested ridges fading into a grey morning sky.
  {
    sky: ["#8f9aa6", "#d7dbdc", "#e4e5e2"],
    haze: "#d5d9d8",
    horizon: 0.4,
    sun: { x: 0.3, y: 0.22, r: 0.02, color: "#fff6e0", glow: 0.25 },
    layers: [0, 1, 2, 3, 4, 5].map((i) => ({
      base: 0.42 + i * 0.1,
      amp: 0.07,
      freq: 1.8 + i * 0.2,
      rough: 0.5,
      trees: 7 - i * 0.6,
      color: "#1f2f2b",
    })),
    focus: 0.85,
    blur: 6,
    mist: 0.9,
    density: 3.2,
    rim: 0.05,
  },
  // 5 Golden sunset over a calm sea under glowing clouds.
  {
    sky: ["#3b4a7c", "#f3a55c", "#ffd18c"],
    haze: "#f0b27a",
    horizon: 0.55,
    sun: { x: 0.5, y: 0.5, r: 0.03, color: "#ffd08a", glow: 1 },
    water: 0.55,
    clouds: { y: 0.28, spread: 0.22, cover: 0.55, color: "#6e4a66", lit: 1 },
    waterColor: "#2a3150",
    layers: [{ base: 0.553, amp: 0.012, freq: 3, span: [0, 0.3], color: "#4b3346" }],
    focus: 0.4,
    blur: 4,
    glitter: 1.2,
  },
  // 6 Layered rugged ridges under a crimson sunset.
  {
    sky: ["#2c1233", "#d94a4e", "#f78d5c"],
    haze: "#d8595a",
    horizon: 0.55,
    sun: { x: 0.62, y: 0.5, r: 0.03, color: "#ffb07a", glow: 0.9 },
    rim: 0.8,
    layers: [0, 1, 2, 3, 4].map((i) => ({
      base: 0.5 + i * 0.11,
      amp: 0.14,
      freq: 2 + i * 0.4,
      sharp: 0.75,
      rough: 0.55,
      color: ["#7a3a58", "#5a2a4a", "#3e1e3a", "#2a1428", "#180c18"][i],
    })),
    focus: 0.9,
    blur: 5,
    mist: 0.6,
    density: 2.4,
  },
  // 7 Snow-capped peaks under the moon and a sky full of stars.
  {
    sky: ["#050a1c", "#182852", "#27386a"],
    haze: "#22325a",
    horizon: 0.6,
    stars: 0.005,
    sun: { x: 0.72, y: 0.15, r: 0.03, color: "#b9c8ff", glow: 0.35, moon: true },
    layers: [
      { base: 0.6, amp: 0.32, freq: 2, sharp: 0.9, rough: 0.55, snow: 0.45, color: "#3d4a70", light: 1.5 },
      { base: 0.74, amp: 0.12, freq: 2.6, sharp: 0.6, rough: 0.5, snow: 0.2, color: "#1a2240" },
      { base: 0.9, amp: 0.05, freq: 3, trees: 10, color: "#070a14", near: 1.2 },
    ],
    focus: 0.45,
    blur: 4,
    mist: 0.3,
    density: 1.4,
    rim: 0.2,
    bloom: 0.5,
  },
  // 8 Teal hills in morning fog with a pale sun.
  {
    sky: ["#6f9e9e", "#cfe0d6", "#dfe9e2"],
    haze: "#c6d9d0",
    horizon: 0.45,
    sun: { x: 0.66, y: 0.3, r: 0.024, color: "#fff6dc", glow: 0.3 },
    layers: [0, 1, 2, 3].map((i) => ({
      base: 0.5 + i * 0.14,
      amp: 0.1,
      freq: 1.3 + i * 0.3,
      rough: 0.4,
      trees: i > 1 ? 5 : 0,
      color: ["#3f7b74", "#2d625c", "#1f4a45", "#143431"][i],
    })),
    focus: 0.8,
    blur: 6,
    mist: 0.85,
    density: 2.6,
    rim: 0.1,
  },
  // 9 Moonlit lake under a starry sky.
  {
    sky: ["#030818", "#0f1f46", "#1c2f5c"],
    haze: "#1a2a52",
    horizon: 0.55,
    stars: 0.006,
    water: 0.57,
    sun: { x: 0.34, y: 0.24, r: 0.032, color: "#c8d4ff", glow: 0.45, moon: true },
    waterColor: "#0b1430",
    layers: [
      { base: 0.54, amp: 0.07, freq: 1.8, rough: 0.45, color: "#0d1530" },
      { base: 0.572, amp: 0.015, freq: 3, trees: 7, color: "#04070f", near: 1.2 },
    ],
    focus: 0.2,
    blur: 3,
    mist: 0.2,
    density: 1.2,
    rim: 0.05,
    glitter: 0.6,
    bloom: 0.5,
  },
  // 10 Sea cliffs at sunset above the water.
  {
    sky: ["#4a4f86", "#f59a6a", "#fbc28c"],
    haze: "#e79d84",
    horizon: 0.62,
    sun: { x: 0.3, y: 0.56, r: 0.028, color: "#ffc88a", glow: 0.9 },
    water: 0.62,
    clouds: { y: 0.3, spread: 0.2, cover: 0.4, color: "#7a5a80", lit: 0.8 },
    waterColor: "#33385a",
    layers: [
      { base: 0.78, amp: 0.05, freq: 2, span: [0.58, 1.1], tilt: -0.3, rough: 0.5, color: "#6b4e5e" },
      {
        base: 0.8,
        amp: 0.08,
        freq: 2.5,
        span: [0.74, 1.1],
        tilt: -0.45,
        rough: 0.5,
        sharp: 0.4,
        color: "#3a2630",
        near: 1.1,
      },
    ],
    focus: 0.35,
    blur: 4,
    rim: 0.7,
    mist: 0.2,
  },
  // 11 Snowy mountain range in cool blue daylight, seen across a snowfield.
  {
    sky: ["#5b8fd0", "#bcd6ef", "#e4eef8"],
    haze: "#c9dbee",
    horizon: 0.5,
    sun: { x: 0.2, y: 0.12, r: 0.02, color: "#ffffff", glow: 0.35 },
    clouds: { y: 0.3, spread: 0.14, cover: 0.5, color: "#f7faff", lit: 0.15 },
    layers: [
      { base: 0.46, amp: 0.14, freq: 3.2, sharp: 0.6, rough: 0.5, snow: 0.8, color: "#6a7a96", light: 1.4 },
      { base: 0.56, amp: 0.12, freq: 2.2, sharp: 0.5, rough: 0.5, snow: 0.7, color: "#4a5a72", light: 1.4 },
      { base: 0.66, amp: 0.04, freq: 3, trees: 5, color: "#1d2b2a" },
      { base: 0.78, amp: 0.05, freq: 1.2, rough: 0.3, color: "#dfe7f2", texture: 5, light: 0.6, near: 1.2 },
    ],
    focus: 0.5,
    blur: 5,
    mist: 0.2,
    density: 0.6,
    rim: 0.05,
  },
  // 12 Lake at golden hour with mountains and a forested shore.
  {
    sky: ["#4a6fa8", "#f2c07a", "#f7d6a0"],
    haze: "#e8c08e",
    horizon: 0.6,
    sun: { x: 0.24, y: 0.36, r: 0.026, color: "#ffd89a", glow: 0.8 },
    water: 0.64,
    clouds: { y: 0.15, spread: 0.12, cover: 0.35, color: "#9a8aa0", lit: 0.8 },
    waterColor: "#2c3d52",
    layers: [
      { base: 0.55, amp: 0.24, freq: 2, sharp: 0.8, rough: 0.55, snow: 0.3, color: "#4e4e66" },
      { base: 0.61, amp: 0.08, freq: 2.5, rough: 0.5, color: "#3d4a3e" },
      { base: 0.645, amp: 0.02, freq: 4, trees: 8, color: "#18221a", near: 1.2 },
    ],
    focus: 0.35,
    blur: 4,
    mist: 0.2,
    density: 0.7,
    rim: 0.6,
  },
];

/** Travel destinations drawn as photographs (destination-1 … 6, by their number). */
export const destinationScenesRaster = {
  // Bali: palm trees on a tropical beach at sunset, the sun low over the sea.
  1: {
    sky: ["#3a2d6c", "#ff8f6b", "#ffc98f"],
    haze: "#f2a283",
    horizon: 0.6,
    sun: { x: 0.56, y: 0.565, r: 0.04, color: "#fff1c6", glow: 1.1 },
    water: 0.6,
    waterColor: "#5a3a5e",
    clouds: { y: 0.32, spread: 0.14, cover: 0.42, color: "#6d4a78", lit: 0.9 },
    layers: [
      { base: 0.6, amp: 0.035, freq: 2, span: [-0.1, 0.3], rough: 0.4, color: "#4a2f52", texture: 20 },
      {
        base: 0.9,
        amp: 0.025,
        freq: 1.2,
        tilt: -0.04,
        rough: 0.35,
        color: "#8f5a4c",
        texture: 8,
        front: true,
        near: 1.2,
      },
    ],
    palms: [
      [0.08, 0.07, 0.62],
      [0.2, 0.11, 0.48],
      [0.9, -0.09, 0.56],
    ],
    palmDepth: 0.9,
    focus: 0.55,
    blur: 4,
    dof: 1,
    mist: 0.15,
    density: 0.9,
    rim: 0.5,
    glitter: 1.2,
    bloom: 0.45,
  },
  // Tuscany: rolling hills glowing under a warm afternoon sun, rows of trees on the crests.
  2: {
    sky: ["#6f8fc0", "#f2c98e", "#f7dcae"],
    haze: "#ecc79a",
    horizon: 0.48,
    sun: { x: 0.7, y: 0.3, r: 0.03, color: "#ffe2a8", glow: 0.6 },
    layers: [
      { base: 0.48, amp: 0.07, freq: 1.3, rough: 0.35, color: "#9a8a5a" },
      { base: 0.58, amp: 0.1, freq: 1.5, rough: 0.35, color: "#8a8a3e", trees: 3 },
      { base: 0.7, amp: 0.1, freq: 1.7, rough: 0.4, color: "#a0903c", texture: 30 },
      { base: 0.86, amp: 0.12, freq: 1.4, rough: 0.4, color: "#6f7a2a", texture: 40 },
    ],
    focus: 0.5,
    blur: 5,
    mist: 0.35,
    density: 1.2,
    rim: 0.4,
  },
  // Banff: snow-capped mountains above a clear blue lake.
  3: {
    sky: ["#1f5aa8", "#8dbbe8", "#cfe3f5"],
    haze: "#a9c6e4",
    horizon: 0.52,
    sun: { x: 0.78, y: 0.12, r: 0.022, color: "#ffffff", glow: 0.25 },
    water: 0.6,
    clouds: { y: 0.16, spread: 0.1, cover: 0.35, color: "#f4f8ff", lit: 0.2 },
    waterColor: "#1d6a80",
    layers: [
      { base: 0.5, amp: 0.3, freq: 1.8, sharp: 0.9, rough: 0.55, snow: 0.5, color: "#3a4459", light: 1.6 },
      { base: 0.57, amp: 0.14, freq: 2.4, sharp: 0.7, rough: 0.55, snow: 0.25, color: "#34405a", light: 1.3 },
      { base: 0.605, amp: 0.02, freq: 4, trees: 7, color: "#142019", near: 1.2 },
    ],
    focus: 0.4,
    blur: 3,
    mist: 0.1,
    density: 0.45,
    rim: 0.05,
    glitter: 0.2,
    waterDepth: 1,
  },
  // Algarve: golden sea cliffs and soft clouds over a calm bay.
  5: {
    sky: ["#2f6da8", "#9cc8e6", "#f3e2c0"],
    haze: "#d9e2e6",
    horizon: 0.55,
    sun: { x: 0.25, y: 0.3, r: 0.024, color: "#fff4d8", glow: 0.35 },
    water: 0.58,
    clouds: { y: 0.25, spread: 0.18, cover: 0.45, color: "#ffffff", lit: 0.3 },
    waterColor: "#1f6f8a",
    layers: [
      {
        base: 0.72,
        amp: 0.06,
        freq: 2,
        span: [0.45, 1.1],
        tilt: -0.25,
        rough: 0.5,
        color: "#c98a4a",
        texture: 26,
      },
      {
        base: 0.78,
        amp: 0.08,
        freq: 2.5,
        span: [0.7, 1.1],
        tilt: -0.4,
        rough: 0.5,
        sharp: 0.3,
        color: "#b06a34",
        near: 1.1,
        texture: 30,
      },
    ],
    focus: 0.4,
    blur: 3,
    mist: 0.1,
    density: 0.8,
    rim: 0.2,
    glitter: 0.5,
  },
  // Istanbul: city lights reflected in the water under a crescent moon; domes and minarets.
  4: {
    sky: ["#070a22", "#2a2358", "#7a4a7a"],
    haze: "#2c2650",
    horizon: 0.62,
    stars: 0.0018,
    sun: { x: 0.72, y: 0.17, r: 0.032, color: "#fff2dc", glow: 0.35, moon: true, crescent: 0.5 },
    water: 0.62,
    waterColor: "#141432",
    layers: [
      {
        base: 0.605,
        amp: 0.03,
        freq: 1.4,
        rough: 0.4,
        color: "#1e1a3e",
        city: { cell: 0.022, height: 0.04, lit: 0.34, window: 0.005 },
      },
      {
        base: 0.62,
        amp: 0.004,
        freq: 2,
        rough: 0.3,
        color: "#0c0a1e",
        near: 1.2,
        city: { cell: 0.11, height: 0.1, lit: 0.32, domes: 0.35, window: 0.008 },
      },
    ],
    ripple: 3,
    focus: 0.5,
    blur: 3,
    dof: 0.8,
    mist: 0.1,
    density: 0.6,
    rim: 0.05,
    glitter: 0.4,
    bloom: 0.6,
    vignette: 0.45,
  },
  // Tromsø: green northern lights over snowy hills and a pine forest.
  6: {
    sky: ["#02060f", "#0a1c30", "#123246"],
    haze: "#12304a",
    horizon: 0.72,
    stars: 0.004,
    aurora: { colors: ["#3dffae", "#5ad6ff"], strength: 0.85 },
    layers: [
      { base: 0.7, amp: 0.12, freq: 1.6, rough: 0.45, snow: 0.9, color: "#1a2a3a" },
      { base: 0.9, amp: 0.06, freq: 2, trees: 11, color: "#03070a", near: 1.2 },
    ],
    focus: 0.0,
    blur: 2.5,
    dof: 1.2,
    mist: 0.2,
    density: 1.0,
    rim: 0.1,
    vignette: 0.45,
    bloom: 0.5,
  },
};
