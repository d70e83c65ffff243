/** The team of the sample consultancy, for every team-card style. */
import { img } from "~/content/images";
import { socialLinks } from "~/content/social";
import type { ImageAsset, SocialLink, SocialNetwork } from "~/content/types";

export type TeamMember = {
  id: string;
  name: string;
  role: string;
  /** City and country, shown by the cards "with location". */
  location: string;
  description: string;
  image: ImageAsset;
  socialLinks: readonly SocialLink[];
};

/**
 * A member's social links. The people are invented, so the links go to the networks'
 * home pages; the label names the person, so every icon link has its own accessible name.
 */
export function profiles(name: string, networks: readonly SocialNetwork[]): SocialLink[] {
  return networks.map((network) => {
    const home = socialLinks.find((link) => link.network === network)!;
    return { network, href: home.href, label: `${name} on ${home.label}` };
  });
}

export const teamMembers = [
  {
    id: "maya-ellison",
    name: "Maya Ellison",
    role: "Creative Director",
    location: "Lisbon, Portugal",
    description: "Leads brand and design work. Fifteen years of helping companies look as good as they are.",
    image: img("avatar-1", "Portrait of Maya Ellison"),
    socialLinks: profiles("Maya Ellison", ["linkedin", "twitter", "instagram"]),
  },
  {
    id: "daniel-okafor",
    name: "Daniel Okafor",
    role: "Strategy Lead",
    location: "London, United Kingdom",
    description: "Former management consultant who turns research and numbers into plans teams can follow.",
    image: img("avatar-2", "Portrait of Daniel Okafor"),
    socialLinks: profiles("Daniel Okafor", ["linkedin", "twitter", "facebook"]),
  },
  {
    id: "priya-raman",
    name: "Priya Raman",
    role: "Head of Product Design",
    location: "Bangalore, India",
    description: "Runs research and prototyping, and makes sure every interface is tested with real users.",
    image: img("avatar-3", "Portrait of Priya Raman"),
    socialLinks: profiles("Priya Raman", ["linkedin", "instagram", "twitter"]),
  },
  {
    id: "lucas-moreau",
    name: "Lucas Moreau",
    role: "Marketing Director",
    location: "Montréal, Canada",
    description: "Builds campaigns around the questions buyers really ask, and measures them by enquiries.",
    image: img("avatar-4", "Portrait of Lucas Moreau"),
    socialLinks: profiles("Lucas Moreau", ["linkedin", "twitter", "facebook"]),
  },
  {
    id: "hannah-berg",
    name: "Hannah Berg",
    role: "Lead Engineer",
    location: "Berlin, Germany",
    description: "Keeps every site fast and accessible, and every release small, tested and calm.",
    image: img("avatar-5", "Portrait of Hannah Berg"),
    socialLinks: profiles("Hannah Berg", ["linkedin", "twitter", "instagram"]),
  },
  {
    id: "tomas-lindqvist",
    name: "Tomás Lindqvist",
    role: "Financial Advisor",
    location: "Stockholm, Sweden",
    description: "Helps founders price, forecast and prepare for funding with numbers they trust.",
    image: img("avatar-6", "Portrait of Tomás Lindqvist"),
    socialLinks: profiles("Tomás Lindqvist", ["linkedin", "facebook", "twitter"]),
  },
  {
    id: "aisha-rahman",
    name: "Aisha Rahman",
    role: "Client Success Manager",
    location: "Dubai, United Arab Emirates",
    description: "Your first call and your last check: she keeps projects on time and clients informed.",
    image: img("avatar-7", "Portrait of Aisha Rahman"),
    socialLinks: profiles("Aisha Rahman", ["linkedin", "instagram", "facebook"]),
  },
  {
    id: "noah-castillo",
    name: "Noah Castillo",
    role: "Data Analyst",
    location: "Mexico City, Mexico",
    description: "Turns raw data into one-page reports with a clear recommendation at the top.",
    image: img("avatar-8", "Portrait of Noah Castillo"),
    socialLinks: profiles("Noah Castillo", ["linkedin", "twitter", "instagram"]),
  },
] satisfies TeamMember[];
