/**
 * Shared content types. Content modules hold typed data only (no JSX) and end in
 * `satisfies SomeType`; sections take these types as props.
 */
import type { ArtKey } from "./art.generated";

/** One generated picture of the art manifest (see scripts/art). */
export type ArtImage = {
  /** Path without width and extension, e.g. "art/portfolio-1"; files are `${path}-${w}.avif|webp`. */
  path: string;
  width: number;
  height: number;
  /** Widths available, ascending; the last equals `width`. */
  widths: readonly number[];
  /** A representative colour, shown while the picture loads. */
  color: string;
};

/** A picture as content uses it: the art plus its required alternative text. */
export type ImageAsset = ArtImage & { key: ArtKey; alt: string };

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
