/**
 * The international consulting home's offices: where the firm works, the markets each
 * office serves and who leads it (a member of ./team, in their own city).
 */
import { site } from "~/content/site";
import { type TeamMember, teamMembers } from "~/content/team";

export type Office = {
  id: string;
  city: string;
  country: string;
  /** The part of the world, shown above the city ("Europe"). */
  region: string;
  /** Street address, one line. */
  address: string;
  email: string;
  /** The markets the office serves. */
  markets: readonly string[];
  lead: TeamMember;
  headquarters?: boolean;
};

function member(id: (typeof teamMembers)[number]["id"]): TeamMember {
  const found = teamMembers.find((m) => m.id === id);
  if (!found) throw new Error(`No team member "${id}" to lead an office`);
  return found;
}

/** The e-mail address of an office: "london@" and the domain of the site's address (app/content/site.ts). */
function officeEmail(slug: string): string {
  return `${slug}@${site.email.split("@")[1]}`;
}

export const offices = [
  {
    id: "london",
    city: "London",
    country: "United Kingdom",
    region: "Europe",
    address: "14 Fenchurch Walk, London EC3",
    email: officeEmail("london"),
    markets: ["United Kingdom", "Ireland", "Nordics"],
    lead: member("daniel-okafor"),
    headquarters: true,
  },
  {
    id: "berlin",
    city: "Berlin",
    country: "Germany",
    region: "Europe",
    address: "Spreeufer 9, 10178 Berlin",
    email: officeEmail("berlin"),
    markets: ["Germany", "Austria", "Switzerland", "Central Europe"],
    lead: member("hannah-berg"),
  },
  {
    id: "dubai",
    city: "Dubai",
    country: "United Arab Emirates",
    region: "Middle East and Africa",
    address: "Level 8, Creek Tower, Dubai",
    email: officeEmail("dubai"),
    markets: ["Gulf states", "Saudi Arabia", "East Africa"],
    lead: member("aisha-rahman"),
  },
  {
    id: "bangalore",
    city: "Bangalore",
    country: "India",
    region: "Asia Pacific",
    address: "21 Residency Lane, Bangalore 560025",
    email: officeEmail("bangalore"),
    markets: ["India", "Sri Lanka", "Singapore"],
    lead: member("priya-raman"),
  },
  {
    id: "montreal",
    city: "Montréal",
    country: "Canada",
    region: "North America",
    address: "400 Rue du Port, Montréal QC",
    email: officeEmail("montreal"),
    markets: ["Canada", "United States"],
    lead: member("lucas-moreau"),
  },
  {
    id: "mexico-city",
    city: "Mexico City",
    country: "Mexico",
    region: "Latin America",
    address: "Avenida Reforma 250, Mexico City",
    email: officeEmail("mexico"),
    markets: ["Mexico", "Central America", "Colombia"],
    lead: member("noah-castillo"),
  },
] satisfies Office[];
