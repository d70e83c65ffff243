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
    route("login", "routes/login.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("error", "routes/not-found.tsx", { id: "error" }),
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
] satisfies RouteConfig;
