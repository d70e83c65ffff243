import { site } from "~/content/site";

/** First cut of the footer; the full chrome replaces it. */
export function SiteFooter() {
  return (
    <footer className="border-t border-border py-10">
      <p className="container-page text-sm text-muted-foreground">
        © {new Date().getFullYear()} {site.name}
      </p>
    </footer>
  );
}
