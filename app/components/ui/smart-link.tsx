import { Link } from "react-router";
import type { ComponentProps } from "react";
import { isExternal } from "~/lib/paths";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  newTab?: boolean;
};

/**
 * The one link of the site: internal paths go through the router (client-side
 * navigation, base path applied); external links and in-page anchors stay plain.
 *
 * `discover="none"`: React Router marks router links `data-discover="true"` for its lazy route
 * discovery, which only runs with a server (`ssr: true`). With `ssr: false` every route is in the
 * manifest from the start and nothing reads the mark: ~150 of them a page, 21 bytes each.
 */
export function SmartLink({ href, newTab, children, ...rest }: SmartLinkProps) {
  const target = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  if (isExternal(href) || href.startsWith("#")) {
    return (
      <a href={href} {...target} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} prefetch="intent" discover="none" {...target} {...rest}>
      {children}
    </Link>
  );
}
