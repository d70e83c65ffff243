import { Check } from "lucide-react";
import { useId, type ComponentProps } from "react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { cn } from "~/lib/cn";

const control =
  "border-border bg-background text-foreground placeholder:text-muted-foreground focus-visible:border-primary aria-invalid:border-accent w-full rounded-xl border px-4 py-3 text-base transition-colors";

/**
 * What a field says beside it when a form that shows its errors in place (`form[data-field-errors]`,
 * ~/lib/early-controls) is sent with it empty (`missing`) or not in its format (`format`: not an
 * e-mail address, not a phone number).
 */
export type FieldMessages = { missing?: string; format?: string };

type FieldProps = {
  label: string;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  className?: string;
  /** Messages shown beside the field (none: the browser's own, as on the login page). */
  messages?: FieldMessages;
};

/**
 * The attributes of a control whose messages show beside it: its messages, and its description
 * (the message's element, empty until there is one).
 */
function messageProps(messages: FieldMessages | undefined, errorId: string) {
  if (!messages) return {};
  return {
    "aria-describedby": errorId,
    "data-error-missing": messages.missing,
    "data-error-format": messages.format,
  };
}

/** Where a field's message shows (`data-field-error`, filled by the controls script). */
function FieldError({ id }: { id: string }) {
  return <p id={id} data-field-error="" className="text-sm font-medium text-accent empty:hidden" />;
}

/** A labelled input; every form field of the site goes through this or TextAreaField. */
export function InputField({
  label,
  hideLabel,
  className,
  id,
  messages,
  ...input
}: FieldProps & ComponentProps<"input">) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={inputId} className={cn("text-sm font-medium", hideLabel && "sr-only")}>
        {label}
      </label>
      <input id={inputId} className={control} {...messageProps(messages, errorId)} {...input} />
      {messages ? <FieldError id={errorId} /> : null}
    </div>
  );
}

export function TextAreaField({
  label,
  hideLabel,
  className,
  id,
  messages,
  ...textarea
}: FieldProps & ComponentProps<"textarea">) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={inputId} className={cn("text-sm font-medium", hideLabel && "sr-only")}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={cn(control, "min-h-36")}
        {...messageProps(messages, errorId)}
        {...textarea}
      />
      {messages ? <FieldError id={errorId} /> : null}
    </div>
  );
}

/**
 * A labelled checkbox, drawn by the site in every engine (the engines' own boxes differ: WebKitGTK's
 * unchecked one is white on the white card, no border at all): a box with a border in the muted
 * text colour (at least 3:1 against the card in both themes), filled with the primary colour and a
 * tick when checked, the focus ring of the other controls. Label and box are one target, 24 px high.
 */
export function CheckboxField({
  label,
  className,
  ...input
}: { label: string } & Omit<ComponentProps<"input">, "type">) {
  return (
    <label className={cn("inline-flex min-h-6 cursor-pointer items-center gap-2", className)}>
      <span className="relative grid size-4 shrink-0 place-items-center">
        <input
          type="checkbox"
          className="peer size-4 cursor-pointer appearance-none rounded-[0.3rem] border border-muted-foreground bg-background transition-colors checked:border-primary checked:bg-primary"
          {...input}
        />
        <SpriteIcon
          icon={Check}
          className="pointer-events-none absolute size-3 stroke-3 text-primary-foreground opacity-0 peer-checked:opacity-100"
        />
      </span>
      {label}
    </label>
  );
}
