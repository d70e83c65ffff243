/**
 * Contact details (phone numbers, e-mail addresses, offices), the fields of every form
 * of the forms, and the messages the contact form shows. Numbers and addresses come from
 * ./site so they are set in one place.
 */
import { offer, offerLines } from "~/content/pricing";
import { mapSettings } from "~/content/settings";
import { site } from "~/content/site";
import type { IconName } from "~/content/types";
import { breadcrumbJsonLd, type Crumb, type Seo } from "~/lib/seo";

import { inSentence, mailHref, phoneText, telHref } from "~/lib/format";
import { brand } from "~/content/brand";

// The link formats live with the other text formats: the top bar on every page needs them.
export { mailHref, phoneText, telHref };

export type ContactLine = { label: string; href?: string };

export type ContactBlock = {
  id: "phone" | "email" | "location";
  title: string;
  icon: IconName;
  lines: readonly ContactLine[];
};

/** The second office of the location block. */
export const secondOffice = "Unit 4, 27 Canal Walk, Manchester M1 3LN, United Kingdom";

/** The contact page's three blocks. */
export const contactBlocks = [
  {
    id: "phone",
    title: "Contact Phone Number",
    icon: "Phone",
    lines: [
      { label: phoneText(site.phone), href: telHref(site.phone) },
      { label: phoneText(site.phoneAlt), href: telHref(site.phoneAlt) },
    ],
  },
  {
    id: "email",
    title: "Our Email Address",
    icon: "Mail",
    lines: [
      { label: site.email, href: mailHref(site.email) },
      { label: site.emailAlt, href: mailHref(site.emailAlt) },
    ],
  },
  {
    id: "location",
    title: "Our Location",
    icon: "MapPin",
    lines: [{ label: site.location }, { label: secondOffice }],
  },
] satisfies ContactBlock[];

/** Opening hours shown beside the contact blocks. */
export const openingHours = "Monday to Friday, 9:00 to 18:00";

/** One field of a form: the section renders it with InputField or TextAreaField. */
export type FormFieldDef = {
  name: string;
  label: string;
  type: "text" | "email" | "tel" | "textarea";
  required: boolean;
  autoComplete?: string;
  placeholder?: string;
};

/**
 * What a phone field takes (issue 42): digits, spaces, "+", "(", ")" and "-", at least six digits.
 * An HTML `pattern` (the whole value must match; escaped as the `v` flag that engines compile it
 * with asks).
 */
export const phonePattern = String.raw`[\s\+\(\)\-]*(?:[0-9][\s\+\(\)\-]*){6,}`;

/**
 * What the contact forms say beside a field that is not filled in right, when sent (issue 42):
 * `{label}` is the field's label.
 */
export const fieldErrors = {
  missing: "{label} is required.",
  email: "Enter an email address, like name@example.com.",
  phone: "Use digits, spaces, + ( ) and - only, at least six digits.",
} as const;

/** The contact page's form: five fields, all required; it really sends. */
export const contactFormFields = [
  { name: "contact-name", label: "Your name", type: "text", required: true, autoComplete: "name" },
  { name: "contact-phone", label: "Phone number", type: "tel", required: true, autoComplete: "tel" },
  { name: "contact-email", label: "Email address", type: "email", required: true, autoComplete: "email" },
  { name: "subject", label: "Subject", type: "text", required: true },
  { name: "contact-message", label: "Your message", type: "textarea", required: true },
] satisfies FormFieldDef[];

/** The corporate one-page home's form: no validation stated; nothing is sent. */
export const onePageFormFields = [
  { name: "name", label: "Your name", type: "text", required: false, autoComplete: "name" },
  { name: "phone", label: "Phone number", type: "tel", required: false, autoComplete: "tel" },
  { name: "email", label: "Email address", type: "email", required: false, autoComplete: "email" },
  { name: "subject", label: "Subject", type: "text", required: false },
  { name: "message", label: "Your message", type: "textarea", required: false },
] satisfies FormFieldDef[];

/** The freelancer home's form: four fields, all required; submission is suppressed. */
export const freelancerFormFields = [
  { name: "fullname", label: "Full name", type: "text", required: true, autoComplete: "name" },
  { name: "phone", label: "Phone number", type: "tel", required: true, autoComplete: "tel" },
  { name: "email", label: "Email address", type: "email", required: true, autoComplete: "email" },
  { name: "message", label: "Your message", type: "textarea", required: true },
] satisfies FormFieldDef[];

/** The footer newsletter (submit blocked): the e-mail field and its two placeholders. */
export const newsletterField = {
  name: "newsletter-email",
  label: "Email address",
  type: "email",
  required: false,
  autoComplete: "email",
  placeholder: "Email Address",
} satisfies FormFieldDef;
export const newsletterPlaceholders = ["Email Address", "Enter Your Email Here"] as const;

/** What the contact form says (success; the failure and not-configured texts too). */
export const contactFormMessages = {
  success: "Your Message has been successfully sent. I will contact you soon.",
  failure:
    "Your message could not be sent. Everything you typed is still here, so please try again in a moment or write to us by e-mail.",
  notConfigured:
    "Sending is not configured on this copy of the site, so this form cannot deliver messages yet. Please write to us by e-mail instead.",
  sending: "Sending…",
  submit: "Send Message",
  /** Sent before the page had finished loading: the form holds the message until it can send it. */
  waiting: "Your message will be sent as soon as the page has finished loading.",
} as const;

/** The embedded map (loaded only when asked for; see mapSettings). */
export const officeMap = {
  title: `Map showing our office at ${site.location}`,
  query: site.location,
  /** The address under the map, and where its marker sits (the Old Port of Portland, Maine). */
  address: site.location,
  latitude: 43.6567,
  longitude: -70.2513,
  zoom: 16,
  ...mapSettings,
} as const;

const contactTrail = [{ label: "Contact" }] satisfies Crumb[];

/**
 * The contact page: banner, the three blocks, the form and the map. The breadcrumb
 * reads Home > Contact (the original's "Portfolio Details" there was a slip).
 */
export const contactPage = {
  seo: {
    title: "Contact Us",
    description: `Call, e-mail or visit the ${brand.name} team, or send a message with the contact form: ${inSentence(offerLines.support)}.`,
    path: "/contact",
    jsonLd: [breadcrumbJsonLd([{ label: "Home", href: "/" }, ...contactTrail], "/contact")],
  },
  banner: {
    title: "Contact Us",
    subtitle: "Questions about the template, a licence or a custom project? Talk to the people who build it.",
    crumbs: contactTrail,
  },
  details: {
    heading: {
      eyebrow: "Contact details",
      title: "Talk to a real person",
      subtitle: `Call, write or drop by: we are in the office ${openingHours} and answer every message within ${offer.support.responseHours} hours.`,
    },
    blocks: contactBlocks,
  },
  form: {
    heading: {
      eyebrow: "Contact form",
      title: "Send us a message",
      subtitle:
        "Tell us about your project or your question, and we will get back to you by e-mail or phone.",
    },
    form: {
      hint: `All fields are required. ${offerLines.support}.`,
    },
    map: officeMap,
  },
} satisfies { seo: Seo; [section: string]: unknown };
