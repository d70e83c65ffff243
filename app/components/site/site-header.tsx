import { Link } from "react-router";
import { site } from "~/content/site";

/** First cut of the header; the full chrome (menus, theme, sticky) replaces it. */
export function SiteHeader() {
  return (
    <header className="border-b border-border">
      <div className="container-page flex h-20 items-center justify-between">
        <Link to="/" className="text-2xl font-extrabold">
          {site.name}
        </Link>
      </div>
    </header>
  );
}
