/**
 * Client testimonials. The spec's three shapes (location + client name/role; title +
 * subtitle; slider name + role) are one type: every style picks the fields it shows.
 */
import { img } from "~/content/images";
import type { ImageAsset } from "~/content/types";

export type Testimonial = {
  id: string;
  /** The client's words, without quotation marks (the section adds them). */
  quote: string;
  name: string;
  /** Job title and company: "Operations Director, Northwind Logistics". */
  role: string;
  /** City and country, for styles that show where the client is. */
  location?: string;
  /** A short headline for styles that lead with one. */
  title?: string;
  /** Star rating out of 5, for styles that show one. */
  rating?: number;
  image: ImageAsset;
};

export const testimonials = [
  {
    id: "amelia-hart",
    title: "Our best quarter in five years",
    quote:
      "They asked better questions in the first week than our previous agency did in a year. The new site paid for itself within a quarter, and our sales team finally has something they are proud to send.",
    name: "Amelia Hart",
    role: "Managing Director, Northwind Logistics",
    location: "Rotterdam, Netherlands",
    rating: 5,
    image: img("avatar-9", "Portrait of Amelia Hart"),
  },
  {
    id: "jonah-whitfield",
    title: "Clear, calm and on time",
    quote:
      "Every Friday we saw real progress, so there were no surprises at launch. It is the first project of this size we delivered on the date we announced.",
    name: "Jonah Whitfield",
    role: "Head of Product, Lumen Financial",
    location: "London, United Kingdom",
    rating: 5,
    image: img("avatar-10", "Portrait of Jonah Whitfield"),
  },
  {
    id: "sofia-marquez",
    title: "Enquiries doubled",
    quote:
      "The case studies and the simpler contact form made the difference. Qualified enquiries doubled in two months, and they arrive already knowing what we do.",
    name: "Sofia Márquez",
    role: "Founder, Verde Market",
    location: "Valencia, Spain",
    rating: 5,
    image: img("avatar-11", "Portrait of Sofia Márquez"),
  },
  {
    id: "kenji-watanabe",
    title: "A partner, not a vendor",
    quote:
      "They pushed back when an idea would not serve our customers, and they were right every time. I would hire this team again without a second pitch.",
    name: "Kenji Watanabe",
    role: "Chief Executive, Summit Events",
    location: "Osaka, Japan",
    rating: 5,
    image: img("avatar-12", "Portrait of Kenji Watanabe"),
  },
  {
    id: "grace-adeyemi",
    title: "Numbers we can act on",
    quote:
      "Our monthly report used to be forty slides nobody read. Now it is one page, and the board decides faster because of it.",
    name: "Grace Adeyemi",
    role: "Finance Director, Atlas Foundation",
    location: "Lagos, Nigeria",
    rating: 4.5,
    image: img("avatar-13", "Portrait of Grace Adeyemi"),
  },
  {
    id: "lukas-brandt",
    title: "Fast in every sense",
    quote:
      "The new portal loads in under a second and our clients noticed straight away. Support calls fell by a third during the busiest season of the year.",
    name: "Lukas Brandt",
    role: "Partner, Harbor & Co. Accountants",
    location: "Hamburg, Germany",
    rating: 5,
    image: img("avatar-14", "Portrait of Lukas Brandt"),
  },
  {
    id: "olivia-chen",
    title: "A brand that finally fits",
    quote:
      "We had outgrown our old look years ago. The new identity feels like us on a good day, and customers tell us so.",
    name: "Olivia Chen",
    role: "Co-founder, Ember Coffee",
    location: "Vancouver, Canada",
    rating: 5,
    image: img("avatar-15", "Portrait of Olivia Chen"),
  },
  {
    id: "samuel-okoro",
    title: "Launched in six weeks",
    quote:
      "A hard deadline, two thousand guests and an app that simply worked. The team stayed with us through all three days of the conference.",
    name: "Samuel Okoro",
    role: "Operations Lead, Summit Events",
    location: "Nairobi, Kenya",
    rating: 4.5,
    image: img("avatar-16", "Portrait of Samuel Okoro"),
  },
] satisfies Testimonial[];
