import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Every route of the site, explicit. Demo homes and element pages are derived from
 * their content lists so a path is never typed twice.
 */
export default [
  layout("routes/site-layout.tsx", [
    index("routes/homes/landing-home.tsx"),
    route("login", "routes/login.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("error", "routes/not-found.tsx", { id: "error" }),
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
] satisfies RouteConfig;
