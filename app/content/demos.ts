import type { Demo } from "./types";

/**
 * The demo home pages, in the order the Home mega menu and the landing grid show
 * them. Only pages that exist are listed: a demo's page adds its line here.
 */
export const demos = [{ href: "/", title: "Landing Home", badge: "Hot" }] as const satisfies readonly Demo[];
