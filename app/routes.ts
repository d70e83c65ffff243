import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { demoFile, demos } from "./content/demos";
import { elementPages } from "./content/elements";

/**
 * Every route of the site, explicit. Demo homes and element pages are derived from
 * their content lists so a path is never typed twice.
 */
export default [
  layout("routes/site-layout.tsx", [
    ...demos.map(({ href }: { href: string }) =>
      href === "/"
        ? index(`routes/homes/${demoFile(href)}.tsx`)
        : route(href.slice(1), `routes/homes/${demoFile(href)}.tsx`),
    ),
    ...elementPages.map((page) => route(page.path.slice(1), `routes/elements/${page.file}.tsx`)),
    route("portfolio", "routes/portfolio/portfolio.tsx"),
    route("portfolio-three-column", "routes/portfolio/portfolio-three-column.tsx"),
    route("portfolio-full-width", "routes/portfolio/portfolio-full-width.tsx"),
    route("portfolio-grid-layout", "routes/portfolio/portfolio-grid-layout.tsx"),
    route("portfolio-box-layout", "routes/portfolio/portfolio-box-layout.tsx"),
    route("portfolio-details/:id", "routes/portfolio/portfolio-details.tsx"),
    route("blog-grid", "routes/blog/blog-grid.tsx"),
    route("blog-grid-sidebar", "routes/blog/blog-grid-sidebar.tsx"),
    route("blog-list-view", "routes/blog/blog-list-view.tsx"),
    route("blog-list-sidebar", "routes/blog/blog-list-sidebar.tsx"),
    route("blog-details/:id", "routes/blog/blog-details.tsx"),
    route("blog-grid/category/:category", "routes/blog/blog-category.tsx"),
    route("blog-grid/tag/:tag", "routes/blog/blog-tag.tsx"),
    route("login", "routes/login.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("error", "routes/not-found.tsx", { id: "error" }),
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
  // The blog's RSS feed: a resource route, pre-rendered to a static file.
  route("rss.xml", "routes/feed.ts"),
] satisfies RouteConfig;
