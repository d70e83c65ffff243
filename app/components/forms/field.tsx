import { useId, type ComponentProps } from "react";
import { cn } from "~/lib/cn";

const control =
  "border-border bg-background text-foreground placeholder:text-muted-foreground focus-visible:border-primary w-full rounded-xl border px-4 py-3 text-base transition-colors";

type FieldProps = {
  label: string;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  className?: string;
};

/** A labelled input; every form field of the site goes through this or TextAreaField. */
export function InputField({
  label,
  hideLabel,
  className,
  id,
  ...input
}: FieldProps & ComponentProps<"input">) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={inputId} className={cn("text-sm font-medium", hideLabel && "sr-only")}>
        {label}
      </label>
      <input id={inputId} className={control} {...input} />
    </div>
  );
}

export function TextAreaField({
  label,
  hideLabel,
  className,
  id,
  ...textarea
}: FieldProps & ComponentProps<"textarea">) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={inputId} className={cn("text-sm font-medium", hideLabel && "sr-only")}>
        {label}
      </label>
      <textarea id={inputId} className={cn(control, "min-h-36")} {...textarea} />
    </div>
  );
}
