/**
 * Questions and answers: the demo landing page's FAQ about the template (5) and the
 * home variants' FAQ about the sample consultancy (4, also the accordion page's items).
 * The first item starts open; opening one closes the others (§4).
 */
import { formatUsd, offer } from "~/content/pricing";

export type FaqItem = { id: string; question: string; answer: string };

/** The demo landing page's FAQ (five questions; also published as FAQPage JSON-LD). */
export const landingFaq = [
  {
    id: "whats-included",
    question: "What do I get when I buy Doob?",
    answer: `Every demo home page (${offer.demoCount}), all element and inner pages, the blog and portfolio layouts, light and dark themes and the documentation. You pay once, ${formatUsd(offer.salePrice)} during the current ${offer.discountPercent}% sale, and receive free lifetime updates.`,
  },
  {
    id: "coding-skills",
    question: "Do I need to know how to code?",
    answer:
      "No. Text, prices, team members, posts and projects live in plain data files, so changing them is like filling in a form. If you do write code, every section is a typed React component you can extend.",
  },
  {
    id: "support",
    question: "How does support work?",
    answer: `Our team answers ${offer.support.days}, within ${offer.support.responseHours} hours. Questions about installing, customising and deploying the template are all covered, for as long as you use it.`,
  },
  {
    id: "trial",
    question: "Can I try it before I pay?",
    answer: `Yes. Start a ${offer.trialDays}-day free trial and take your site live without a credit card. If Doob is not right for you, simply let the trial end.`,
  },
  {
    id: "hosting",
    question: "Where can I host my site?",
    answer:
      "Anywhere that serves static files: Netlify, Vercel, Cloudflare Pages, GitHub Pages or your own server. The build is a folder of pre-rendered pages, fast everywhere and with no database to maintain.",
  },
] satisfies FaqItem[];

/** The home variants' FAQ (four items) and the accordion page's items. */
export const homeFaq = [
  {
    id: "first-step",
    question: "How does a project with you start?",
    answer:
      "With a free thirty-minute call. We listen, ask about your goals and tell you honestly whether we are the right fit. If we are, you receive a short proposal with scope, timeline and price within two working days.",
  },
  {
    id: "pricing",
    question: "How do you price your work?",
    answer:
      "Most projects have a fixed price agreed up front, split into milestones. Ongoing support and marketing run on a simple monthly plan that you can pause or cancel with thirty days' notice.",
  },
  {
    id: "timeline",
    question: "How long does a typical project take?",
    answer:
      "A brand or website project usually takes six to ten weeks; a strategy engagement four to six. You see working progress every week, so there are no surprises at the end.",
  },
  {
    id: "after-launch",
    question: "What happens after launch?",
    answer:
      "We review the results with you thirty days after launch and recommend the next steps. Many clients keep us on for support, reporting and continuous improvement.",
  },
] satisfies FaqItem[];
