import { ArrowUpRight } from "lucide-react";

/** The arrow of links that open in a new tab, with the words screen readers need. */
export function NewTabIcon({ className = "size-4" }: { className?: string }) {
  return (
    <>
      <ArrowUpRight aria-hidden="true" className={className} />
      <span className="sr-only">(opens in a new tab)</span>
    </>
  );
}
