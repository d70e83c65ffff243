/**
 * Client logos. The brand names and wordmarks are invented by the art generator; this
 * module only picks which logos each list shows (§9: client strip 6; brand lists 7, 8
 * and 9; the brand carousels 8; all 12).
 */
import { brand } from "~/content/images";
import { listSizes } from "~/content/settings";
import type { BrandLogo } from "~/content/types";

/** Every logo, in display order. */
export const brands = [
  brand("brand-1"),
  brand("brand-2"),
  brand("brand-3"),
  brand("brand-4"),
  brand("brand-5"),
  brand("brand-6"),
  brand("brand-7"),
  brand("brand-8"),
  brand("brand-9"),
  brand("brand-10"),
  brand("brand-11"),
  brand("brand-12"),
] satisfies BrandLogo[];

/** The first `count` logos (lists always start at the first logo). */
export function firstBrands(count: number): BrandLogo[] {
  return brands.slice(0, Math.max(0, count));
}

/** The lists the pages show. */
export const brandLists = {
  /** Application home client strip. */
  clientStrip: firstBrands(listSizes.clientStrip),
  /** Brand page list 1, web agency home, brand carousels. */
  common: firstBrands(listSizes.brandsCommon),
  /** About page and brand page list 3. */
  about: firstBrands(listSizes.brandsAbout),
  /** Brand page list 4. */
  short: firstBrands(listSizes.brandsShort),
  /** Brand page list 2. */
  all: brands,
} as const;
