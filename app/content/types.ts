/**
 * Shared content types. Content modules hold typed data only (no JSX) and end in
 * `satisfies SomeType`; sections take these types as props.
 */
import type { ArtKey, BrandKey } from "./art.generated";

/** One generated picture of the art manifest (see scripts/art). */
export type ArtImage = {
  /** Path without width and extension, e.g. "art/portfolio-1"; files are `${path}-${w}.avif|webp`. */
  path: string;
  width: number;
  height: number;
  /** Pixel widths available, ascending (may exceed `width` for high-density screens). */
  widths: readonly number[];
  /** A representative colour, shown while the picture loads. */
  color: string;
  /**
   * The picture composed again for a tall frame (9:16), for a full-bleed backdrop on phones, where
   * its own would be cut down to a narrow strip of a file drawn three times the phone's width
   * (`Picture`'s `phoneSizes`, decision 003). Files are `${path}-${w}.avif|webp`.
   */
  tall?: ArtCrop;
  /**
   * The picture composed again for a square and a portrait (4:5) frame, for the masonry tiles of those
   * shapes (`PortfolioGrid`'s `shapes`), where a cut-out of its middle would cut off its subjects.
   */
  square?: ArtCrop;
  portrait?: ArtCrop;
};

/** The files of a picture's crop: its nominal size and pixel widths (see `ArtImage`). */
export type ArtCrop = {
  path: string;
  width: number;
  height: number;
  widths: readonly number[];
};

/**
 * A buyer's own picture: the name of a JPEG, PNG or WebP file in app/assets/images/, folders
 * included ("team/jane.jpg"). The build makes its sizes (scripts/photos-plugin.ts).
 */
export type PhotoName = `${string}.${"jpg" | "jpeg" | "png" | "webp"}`;

/** What names a picture: a key of the sample artwork, or a buyer's photo file. */
export type PictureKey = ArtKey | PhotoName;

/** A picture as content uses it: its files plus its required alternative text. */
export type ImageAsset = ArtImage & {
  key: PictureKey;
  alt: string;
  /**
   * Where a crop of the picture is centred (CSS `object-position`, e.g. "left" or "30% 50%"), when a
   * layout covers a box of another shape with it (masonry tiles, square thumbnails): the part that
   * must stay in view, such as a wordmark near one side. Centred when absent.
   */
  focus?: string;
};

/** An invented client wordmark (monochrome SVG); its alternative text is the brand name. */
export type BrandLogo = {
  key: BrandKey;
  /** Public path without the base, e.g. "art/brands/brand-1.svg". */
  src: string;
  width: number;
  height: number;
  name: string;
};

/** Every button or link of the site. External links open as the spec says. */
export type Cta = {
  label: string;
  href: string;
  /** Opens in a new tab (demo cards, marketplace). */
  newTab?: boolean;
};

export type Badge = "Hot" | "New";

export type SocialNetwork = "facebook" | "twitter" | "instagram" | "linkedin";
export type SocialLink = { network: SocialNetwork; href: string; label: string };

/** An icon by its key in the registry of app/components/ui/icon.tsx (content stays free of JSX). */
export type { IconName } from "~/components/ui/icon";

/** A calendar date as data (ISO, for `<time dateTime>`) and as shown ("10 Dec 2021"). */
export type DateLabel = { iso: string; display: string };

/** A filter button: `"*"` means all items. */
export type Filter<Value extends string = string> = { value: Value | "*"; label: string };

/** Eyebrow, title and subtitle of a section heading, as data. */
export type Heading = { eyebrow?: string; title: string; subtitle?: string };

/* ---- Navigation and demos (site chrome) ---- */

/** An in-page link of a one-page header: the id of a section of the page and its label. */
export type PageAnchor = { id: string; label: string };

/** One link of a menu, a footer column or a mega-menu column. */
export type MenuLink = { label: string; href: string; badge?: Badge };

/** A column of a mega menu; a title is optional (a long list continues untitled). */
export type MenuColumn = { title?: string; links: readonly MenuLink[] };

/**
 * A top-level item of the main menu (title, href, hasMegamenu / hasDropdown,
 * megamenuColumns, submenu), one shape per kind instead of boolean flags.
 */
export type MenuItem =
  | { kind: "link"; title: string; href: string }
  | { kind: "dropdown"; title: string; submenu: readonly MenuLink[] }
  | { kind: "megamenu"; title: string; columns: readonly MenuColumn[] };

export type MenuKind = MenuItem["kind"];

/** The fixed skeleton of the main menu: its titles, their order and how each opens. */
export type MenuSlot = {
  title: string;
  kind: MenuKind;
  /** Mega menus: how many links a column holds before the next column starts. */
  perColumn?: number;
};

/** A page listed in the main menu: the slot it belongs to and, in a mega menu, its column. */
export type MenuEntry = MenuLink & { menu: string; column?: string };

/** A footer link column; a column without links is not shown. */
export type FooterColumn = { title: string; links: readonly MenuLink[] };

/** A legal link of the footer; without `href` it is shown as plain text (the spec gives it no page). */
export type LegalLink = { label: string; href?: string };

/** A demo home page (demo card: link, title, imgDark, imgLight, badge). */
export type Demo = {
  href: string;
  title: string;
  badge?: Badge;
};

/**
 * Screenshots of a demo's first screen in each theme (`npm run screenshots` writes them and
 * app/content/demo-thumbnails.generated.ts; see docs/decisions/009-demo-thumbnails.md).
 */
export type DemoThumbnail = { light: ArtImage; dark: ArtImage };
