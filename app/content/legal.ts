/** The privacy policy page's sample text (static placeholder text). */
import { brand } from "~/content/brand";

export type LegalSection = { heading: string; paragraphs: string[] };

export const privacyPolicy = {
  updated: "1 January",
  intro: `This sample policy shows how a ${brand.name} site can explain what it collects and why. Replace it with the policy that fits your business before you publish.`,
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "When you write to us through a contact form we receive the name, phone number, e-mail address, subject and message you type, and nothing else.",
        "The site stores one preference in your browser: whether you chose the light or the dark theme. It never leaves your device.",
      ],
    },
    {
      heading: "Services that load on request",
      paragraphs: [
        "Maps, videos and comments come from other companies. They load only when you ask for them, for example by pressing a play button, and their own policies apply from then on.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Messages are kept as long as we need them to answer you and to follow up on your request, and deleted after twelve months at the latest.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You may ask what we hold about you, have it corrected or deleted, and object to its use. Write to the address on our contact page and we answer within 24 hours, Monday to Friday.",
      ],
    },
  ],
} satisfies { updated: string; intro: string; sections: LegalSection[] };
