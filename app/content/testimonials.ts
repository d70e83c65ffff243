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
  // The testimonial page's wall and slider: clients of their own, so no face is on the page twice.
  {
    id: "mateo-rossi",
    title: "Bookings without the phone calls",
    quote:
      "Half our tables are now booked online, most of them after closing time. My staff answer guests instead of the phone.",
    name: "Mateo Rossi",
    role: "Owner, Trattoria Sette",
    location: "Bologna, Italy",
    rating: 5,
    image: img("avatar-17", "Portrait of Mateo Rossi"),
  },
  {
    id: "ingrid-solberg",
    title: "Research that changed the plan",
    quote:
      "The interviews showed us which features nobody needed. We cut a third of the roadmap and shipped the rest sooner.",
    name: "Ingrid Solberg",
    role: "Product Director, Fjordline Health",
    location: "Bergen, Norway",
    rating: 5,
    image: img("avatar-18", "Portrait of Ingrid Solberg"),
  },
  {
    id: "tunde-bakare",
    title: "Our members found us",
    quote: "Membership enquiries tripled after the relaunch, and the new events calendar runs itself.",
    name: "Tunde Bakare",
    role: "Chairman, Abuja Business Circle",
    location: "Abuja, Nigeria",
    rating: 4.5,
    image: img("avatar-19", "Portrait of Tunde Bakare"),
  },
  {
    id: "mei-lin-zhou",
    title: "Checkout in three steps",
    quote:
      "The new checkout took us from seven steps to three. Abandoned baskets fell by almost half in the first month.",
    name: "Mei Lin Zhou",
    role: "E-commerce Lead, Paper & Ink",
    location: "Singapore",
    rating: 5,
    image: img("avatar-20", "Portrait of Mei Lin Zhou"),
  },
  {
    id: "rafael-souza",
    title: "Designers who listen",
    quote:
      "They kept what our customers loved and fixed what they did not. Nobody had to learn the shop again.",
    name: "Rafael Souza",
    role: "Founder, Costa Surf Supply",
    location: "Florianópolis, Brazil",
    rating: 5,
    image: img("avatar-21", "Portrait of Rafael Souza"),
  },
  {
    id: "hana-kobayashi",
    title: "Documentation people read",
    quote:
      "Our support tickets dropped as soon as the new help centre went live. Customers find the answer before they think to ask.",
    name: "Hana Kobayashi",
    role: "Head of Support, Kumo Software",
    location: "Tokyo, Japan",
    rating: 5,
    image: img("avatar-22", "Portrait of Hana Kobayashi"),
  },
  {
    id: "fatima-el-idrissi",
    title: "A site for every language",
    quote:
      "Arabic, French and English, each one reading as if it were written first. Our students noticed the care.",
    name: "Fatima El Idrissi",
    role: "Director, Atlas Language School",
    location: "Casablanca, Morocco",
    rating: 5,
    image: img("avatar-23", "Portrait of Fatima El Idrissi"),
  },
  {
    id: "oliver-grant",
    title: "Worth every workshop",
    quote:
      "Two mornings with the team saved us months of arguing. We left with a plan the whole board signed.",
    name: "Oliver Grant",
    role: "Managing Partner, Grant & Hale Architects",
    location: "Edinburgh, United Kingdom",
    rating: 5,
    image: img("avatar-24", "Portrait of Oliver Grant"),
  },
  {
    id: "nadia-petrova",
    title: "Launch day was quiet",
    quote:
      "Quiet in the best sense: everything worked, the traffic arrived and nobody on my team stayed late. I did not know launches could feel like that.",
    name: "Nadia Petrova",
    role: "Marketing Director, Solstice Travel",
    location: "Sofia, Bulgaria",
    rating: 5,
    image: img("avatar-25", "Portrait of Nadia Petrova"),
  },
  {
    id: "kwame-asante",
    title: "They made us look our size",
    quote:
      "We are a team of twelve competing with firms ten times larger. The new site and case studies put us on the same shortlists, and we win our share of them now.",
    name: "Kwame Asante",
    role: "Chief Executive, Volta Solar",
    location: "Accra, Ghana",
    rating: 5,
    image: img("avatar-26", "Portrait of Kwame Asante"),
  },
  {
    id: "elena-vargas",
    title: "Donations up by a third",
    quote:
      "The donation page is shorter, clearer and fast on any phone. Monthly donors rose by a third within the campaign, and they stay with us.",
    name: "Elena Vargas",
    role: "Fundraising Lead, Andes Water Trust",
    location: "Lima, Peru",
    rating: 4.5,
    image: img("avatar-27", "Portrait of Elena Vargas"),
  },
] satisfies Testimonial[];
