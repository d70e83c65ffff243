import { baseUrlEnv } from "~/lib/env";

/** Prefixes a public asset or internal path with the build's base path (BASE_PATH). */
export function withBase(path: string): string {
  return baseUrlEnv.replace(/\/$/, "") + "/" + path.replace(/^\//, "");
}

/** True for links that leave the site (http, mailto, tel). */
export function isExternal(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || /^(mailto|tel):/.test(href);
}
