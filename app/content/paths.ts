import { blogDetailPaths, categoryPaths, tagPaths } from "./blog";
import { portfolioDetailPaths } from "./portfolio";

/**
 * Paths computed from content that the router cannot list itself (ids, categories,
 * tags). Static routes come from app/routes.ts; together they are every page that
 * is pre-rendered, put in the sitemap and checked by the audit.
 * react-router.config.ts loads this module without the `~/` alias: the modules it
 * imports (and theirs) use relative imports, or type-only ones.
 */
export function dynamicPaths(): string[] {
  return [...portfolioDetailPaths(), ...blogDetailPaths(), ...categoryPaths(), ...tagPaths()];
}
