/** The demo landing page's customer reviews of the template: four cards. */
import { brand } from "~/content/brand";

export type ReviewCard = {
  id: string;
  /** Stars out of `ratingMax`. */
  rating: number;
  ratingMax: number;
  text: string;
  /** The reviewer's marketplace handle. */
  handle: string;
  /** What the review praises, as the marketplace shows it ("Design quality"). */
  subtitle: string;
};

export const reviewCards = [
  {
    id: "studio-north",
    rating: 5,
    ratingMax: 5,
    text: "The cleanest business template I have bought. I had a client site live in two days, and the dark theme alone won them over.",
    handle: "@studionorth",
    subtitle: "Design quality",
  },
  {
    id: "devon-builds",
    rating: 5,
    ratingMax: 5,
    text: "Content in typed files, sections as real components, perfect Lighthouse scores. It is how I would have built it myself, only finished.",
    handle: "@devonbuilds",
    subtitle: "Code quality",
  },
  {
    id: "clara-consults",
    rating: 5,
    ratingMax: 5,
    text: "I am not a developer, yet I changed every price, photo and team member on my own. Support answered my one question the same day.",
    handle: "@claraconsults",
    subtitle: "Customer support",
  },
  {
    id: "pixel-and-co",
    rating: 5,
    ratingMax: 5,
    text: `Forty-plus demos means there is always a starting point that fits. We now use ${brand.name} for every small-business client.`,
    handle: "@pixelandco",
    subtitle: "Flexibility",
  },
] satisfies ReviewCard[];
