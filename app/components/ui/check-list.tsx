import { Check } from "lucide-react";
import { cn } from "~/lib/cn";

/** A list of short points, each after a check mark in the primary colour. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          {item}
        </li>
      ))}
    </ul>
  );
}
