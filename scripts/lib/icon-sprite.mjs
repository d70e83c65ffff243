/**
 * The icon sprite of a pre-rendered page (decision 021).
 *
 * `SpriteIcon` (app/components/ui/sprite-icon.tsx) renders an icon as
 * `<svg class="icon …"><use href="#icon-star"></use></svg>`. `inlineIconSprite(html)` writes the
 * symbols those references need, once each, into `<svg id="icon-sprite">` as the first child of
 * `<body>` (hidden by a rule of app/styles/app.css), so every icon is drawn in the first paint. The shapes come from lucide-react
 * (`lucide-react/icons/<name>`, the data its components draw). This is the only place symbols are
 * written: icons are rendered at build time only, and no page renders any in the browser.
 */

/** The sprite's opening tag; a page that has it was already done (the post-build step may run twice). */
export const SPRITE_OPEN = '<svg id="icon-sprite" aria-hidden="true">';

const USE = /<use href="#icon-([a-z0-9-]+)"/g;
const BODY = /<body\b[^>]*>/;

const escapeAttribute = (value) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** `<symbol id="icon-<name>" viewBox="0 0 24 24">` with the icon's shapes. */
export function symbolMarkup({ name, node }) {
  const shapes = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${attrs}></${tag}>`;
    })
    .join("");
  return `<symbol id="icon-${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
}

/** The name and shapes of a lucide icon by its name ("star", "arrow-up-right"). */
export async function lucideIcon(name) {
  const module = await import(`lucide-react/icons/${name}`);
  const data = module.__iconData;
  if (!data || data.name !== name || !Array.isArray(data.node)) {
    throw new Error(`icon-sprite: lucide-react has no icon "${name}" (or keeps its shapes otherwise)`);
  }
  return data;
}

/**
 * Returns the page with its sprite (the icons in order of first use) and how many icons it holds.
 * A page without icons, or with its sprite already, is returned as it is.
 */
export async function inlineIconSprite(html, load = lucideIcon) {
  if (html.includes(SPRITE_OPEN)) return { html, icons: 0 };
  const names = [...new Set(Array.from(html.matchAll(USE), (match) => match[1]))];
  if (names.length === 0) return { html, icons: 0 };
  const body = BODY.exec(html);
  if (!body) throw new Error("icon-sprite: the page has icons but no <body>");
  const symbols = await Promise.all(names.map(async (name) => symbolMarkup(await load(name))));
  const at = body.index + body[0].length;
  return {
    html: `${html.slice(0, at)}${SPRITE_OPEN}${symbols.join("")}</svg>${html.slice(at)}`,
    icons: names.length,
  };
}
