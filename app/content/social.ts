import type { SocialLink } from "./types";

/** The four social networks of the top bar, the footer and the share blocks. */
export const socialLinks = [
  { network: "facebook", href: "https://www.facebook.com/", label: "Facebook" },
  { network: "twitter", href: "https://twitter.com/", label: "Twitter" },
  { network: "instagram", href: "https://www.instagram.com/", label: "Instagram" },
  { network: "linkedin", href: "https://www.linkedin.com/", label: "LinkedIn" },
] as const satisfies readonly SocialLink[];
