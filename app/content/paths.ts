/**
 * Paths computed from content that the router cannot list itself (ids, categories,
 * tags). Static routes come from app/routes.ts; together they are every page that
 * is pre-rendered, put in the sitemap and checked by the audit.
 */
export function dynamicPaths(): string[] {
  return [];
}
