/** The travel agency home's destinations (six portrait cards). */
import { img } from "~/content/images";
import type { ImageAsset } from "~/content/types";

export type Destination = {
  id: string;
  name: string;
  country: string;
  description: string;
  /** Starting price per person in US dollars. */
  priceFrom: number;
  nights: number;
  image: ImageAsset;
};

export const destinations = [
  {
    id: "bali",
    name: "Bali",
    country: "Indonesia",
    description: "Palm-lined beaches, rice terraces and slow sunsets over the Indian Ocean.",
    priceFrom: 1390,
    nights: 8,
    image: img("destination-1", "Palm trees on a tropical beach at sunset"),
  },
  {
    id: "tuscany",
    name: "Tuscany",
    country: "Italy",
    description: "Rolling hills, family vineyards and hilltop towns reached by quiet country roads.",
    priceFrom: 1690,
    nights: 6,
    image: img("destination-2", "Rolling hills glowing under a warm afternoon sun"),
  },
  {
    id: "banff",
    name: "Banff",
    country: "Canada",
    description: "Turquoise lakes, snow-capped peaks and guided hikes through the Rockies.",
    priceFrom: 2190,
    nights: 7,
    image: img("destination-3", "Snow-capped mountains above a clear blue lake"),
  },
  {
    id: "istanbul",
    name: "Istanbul",
    country: "Türkiye",
    description: "Bazaars by day, rooftop dinners by night and a ferry ride between two continents.",
    priceFrom: 1190,
    nights: 5,
    image: img("destination-4", "City lights reflected in the water under a crescent moon"),
  },
  {
    id: "algarve",
    name: "Algarve",
    country: "Portugal",
    description: "Golden cliffs, hidden coves and boat trips along the southern coast.",
    priceFrom: 1290,
    nights: 6,
    image: img("destination-5", "Sea cliffs and soft clouds over a calm bay"),
  },
  {
    id: "tromso",
    name: "Tromsø",
    country: "Norway",
    description: "Northern lights, fjord cruises and winter nights in a cabin under the stars.",
    priceFrom: 2490,
    nights: 5,
    image: img("destination-6", "Green northern lights over snowy hills and a pine forest"),
  },
] satisfies Destination[];
