/**
 * Questions and answers: the demo landing page's FAQ about the template (5) and the
 * home variants' FAQ about the sample consultancy (4, also the accordion page's items).
 * The first item starts open; opening one closes the others.
 */
import { offer } from "~/content/pricing";
import { formatPrice } from "~/lib/format";
import { brand } from "~/content/brand";

export type FaqItem = { id: string; question: string; answer: string };

/** The demo landing page's FAQ (five questions; also published as FAQPage JSON-LD). */
export const landingFaq = [
  {
    id: "whats-included",
    question: `What do I get when I buy ${brand.name}?`,
    answer: `Every demo home page (${offer.demoCount}), all element and inner pages, the blog and portfolio layouts, light and dark themes and the documentation. You pay once, ${formatPrice(offer.salePrice)} during the current ${offer.discountPercent}% sale, and receive free lifetime updates.`,
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
    answer: `Yes. Start a ${offer.trialDays}-day free trial and take your site live without a credit card. If ${brand.name} is not right for you, simply let the trial end.`,
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

/** The accordion page's further styles: four questions each on services, billing and support. */
export const servicesFaq = [
  {
    id: "services-scope",
    question: "Which services can I book on their own?",
    answer:
      "Every discipline stands alone: a strategy workshop, a brand refresh, a website, a marketing campaign or a monthly report. Most clients start with one and add others once they have seen the results.",
  },
  {
    id: "services-industries",
    question: "Do you work with companies in my industry?",
    answer:
      "We have worked with finance, health, travel, software, retail and non-profit teams. What matters more than the industry is a clear goal; we learn the specifics of your market in the first week.",
  },
  {
    id: "services-team",
    question: "Who will actually work on my project?",
    answer:
      "A small team of senior people you meet in the first call: a strategist, a designer and an engineer, with one of them as your single point of contact from start to finish.",
  },
  {
    id: "services-ownership",
    question: "Do I own the work you deliver?",
    answer:
      "Yes. Designs, code, content and data are yours once the final invoice is paid, and we hand everything over in formats your own team or another agency can pick up.",
  },
] satisfies FaqItem[];

export const billingFaq = [
  {
    id: "billing-deposit",
    question: "Do you ask for a deposit?",
    answer:
      "Fixed-price projects start with a 30 % deposit; the rest is invoiced at agreed milestones, never before you have approved the work of that stage.",
  },
  {
    id: "billing-currency",
    question: "Which currencies and payment methods do you accept?",
    answer:
      "We invoice in US dollars, euros or pounds and accept bank transfer and the major credit cards. Prices may vary by location because of taxes and currency conversion.",
  },
  {
    id: "billing-changes",
    question: "What if the scope changes halfway?",
    answer:
      "Small changes are part of every project. Larger ones get a short written estimate first, so you decide with the cost in front of you and the budget never drifts without your say.",
  },
  {
    id: "billing-cancel",
    question: "Can I pause or cancel a monthly plan?",
    answer:
      "Yes, with thirty days' notice and no cancellation fee. Paused plans keep their price for up to six months.",
  },
] satisfies FaqItem[];

export const supportFaq = [
  {
    id: "support-hours",
    question: "When can I reach your support team?",
    answer: `${offer.support.days}, by e-mail or through your project channel. Every message gets a reply within ${offer.support.responseHours} hours, most within a few.`,
  },
  {
    id: "support-urgent",
    question: "What happens if my site goes down?",
    answer:
      "Sites on a support plan are monitored around the clock. If something breaks we are alerted before most visitors notice, and we tell you what happened and what we changed.",
  },
  {
    id: "support-updates",
    question: "Do you keep my site up to date?",
    answer:
      "Yes. Security updates are applied every month and tested before release, and twice a year we review speed, accessibility and search results with you.",
  },
  {
    id: "support-training",
    question: "Will my team be able to edit the site?",
    answer:
      "Every handover includes a recorded training session and a short written guide, so your team can change text, pictures and prices without calling us.",
  },
] satisfies FaqItem[];
