/**
 * The customizer's words (issue 41): the floating button that opens it on every demo home and
 * element page, and its panel (app/widgets/customizer.tsx).
 */
import { brand } from "./brand";

export const customizer = {
  button: "Customize",
  title: "Customize this demo",
  intro:
    "See this page in your own colours, font, corners and direction. Share the view or take the theme home.",
  theme: { legend: "Theme", light: "Light", dark: "Dark" },
  direction: { legend: "Direction", ltr: "Left to right", rtl: "Right to left" },
  accent: {
    legend: "Accent",
    names: { brand: brand.name, blue: "Blue", teal: "Teal", green: "Green", orange: "Orange", rose: "Rose" },
    custom: "Your colour",
    adjusted: "Adjusted for contrast: the site uses a {shade} shade of this colour in the {theme} theme.",
    darker: "darker",
    lighter: "lighter",
  },
  font: { legend: "Font", own: "The site's own" },
  corners: { legend: "Corners", sharp: "Sharp", soft: "Soft", round: "Round" },
  copyLink: "Copy link",
  copyTheme: "Copy theme",
  reset: "Reset",
  close: "Close",
  copiedLink: "Link copied: anyone who opens it sees this view.",
  copiedTheme: "Theme copied: paste it at the end of app/styles/app.css.",
  copyFailed: "Copying was refused by the browser. Select the text below and copy it.",
  // No brand name: pasted into app.css, it stays there after the buyer renames the site.
  themeHeader: "A look from the customizer: pasted at the end of app/styles/app.css, it is the default.",
} as const;
