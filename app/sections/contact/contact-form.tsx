import { CircleAlert, CircleCheck, Info, LoaderCircle, Send } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { ReactNode } from "react";
import { InputField, TextAreaField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import {
  contactFormFields,
  contactFormMessages,
  fieldErrors,
  phonePattern,
  type FormFieldDef,
} from "~/content/contact";
import { cn } from "~/lib/cn";
import { emailConfig } from "~/lib/email";

export type ContactFormMessages = {
  success: string;
  failure: string;
  notConfigured: string;
  sending: string;
  submit: string;
  /** Shown while a message sent before the page finished loading waits to be sent. */
  waiting: string;
};

export type ContactFormProps = {
  /** The form's fields, in order (default: the contact page's five). */
  fields?: readonly FormFieldDef[];
  /**
   * "email" sends the fields with EmailJS (the contact page); "none" checks the fields and
   * sends nothing (the one-page and freelancer homes).
   */
  delivery?: "email" | "none";
  /** Accessible name of the form: the id of its heading. */
  labelledBy?: string;
  messages?: ContactFormMessages;
  /** What the form says while idle, under the button (e.g. "All fields are required."). */
  hint?: ReactNode;
  className?: string;
};

type NoticeTone = "success" | "error" | "info";

const noticeIcon = { success: CircleCheck, error: CircleAlert, info: Info } as const;

const noticeTone: Record<NoticeTone, string> = {
  success: "border-primary/40 bg-primary/10",
  error: "border-accent/50 bg-accent/10",
  info: "border-border bg-muted",
};

/** One message box. Also used `invisible` (hidden from assistive technology too) to reserve height. */
function Notice({
  tone,
  children,
  className,
}: {
  tone: NoticeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p
      className={cn(
        "flex items-start gap-3 rounded-2xl border px-4 py-3 text-sm leading-relaxed text-foreground",
        noticeTone[tone],
        className,
      )}
    >
      <SpriteIcon
        icon={noticeIcon[tone]}
        className={cn("mt-0.5 size-5 shrink-0", tone === "error" ? "text-accent" : "text-primary")}
      />
      <span>{children}</span>
    </p>
  );
}

/**
 * The contact form: labelled fields with autocomplete, validation (an incomplete form sends
 * nothing; what is wrong shows beside each field, the first wrong one takes the focus: the controls
 * script, `data-field-errors`), and delivery by EmailJS. This renders the idle form; what it does is its module's,
 * app/behaviours/contact-form.ts (`form[data-send-when-ready]`), which follows every state on
 * attributes this markup styles:
 *
 * - Sending: the button says so (`aria-disabled`: each label's `aria-hidden`, the spinner) and
 *   ignores further clicks and Enter presses (one click sends once); it stays focusable, so
 *   keyboard focus is never dropped.
 * - Sent: the form is cleared and the success message (`<template data-notice="sent">`) shows in
 *   the live region for 5 s.
 * - Failed (an error answer, a network error or the library's own errors): every value stays,
 *   an alert (`<template data-notice="failed">`) says the message was not sent and invites a
 *   retry; the reason is logged.
 * - Not configured (no EmailJS keys in this build): a plain notice, and the button is disabled.
 *
 * A form that sends nothing on purpose (`delivery="none"`) is `data-suppress-submit`: the page's
 * controls script (~/lib/early-controls) stops its submission from the first paint. Until the
 * module starts, the same script holds a message sent (`data-send-when-ready`): it stops the native
 * submission, which would put the message into a URL, marks the form `data-queued` (which shows
 * `messages.waiting`), and the module sends it when it starts. Nothing typed is lost. Without
 * JavaScript the button stays disabled (as pre-rendered) and a note says why. The messages share
 * one grid cell with invisible copies of the longest one, so showing them moves nothing.
 */
export function ContactForm({
  fields = contactFormFields,
  delivery = "email",
  labelledBy,
  messages = contactFormMessages,
  hint,
  className,
}: ContactFormProps) {
  const notConfigured = delivery === "email" && !emailConfig;
  const sends = delivery === "email" && !notConfigured;
  const noticeId = `${labelledBy ?? "contact-form"}-notice`;

  return (
    <form
      aria-labelledby={labelledBy}
      data-send-when-ready={sends || undefined}
      data-suppress-submit={delivery === "none" || undefined}
      // Sent incomplete, it says what is wrong beside each field (~/lib/early-controls).
      data-field-errors=""
      className={cn("grid gap-5 sm:grid-cols-2", className)}
    >
      {fields.map((field) => {
        const common = {
          label: field.label,
          name: field.name,
          required: field.required,
          autoComplete: field.autoComplete,
          placeholder: field.placeholder,
          messages: {
            missing: field.required ? fieldErrors.missing.replace("{label}", field.label) : undefined,
            format:
              field.type === "email"
                ? fieldErrors.email
                : field.type === "tel"
                  ? fieldErrors.phone
                  : undefined,
          },
        };
        return field.type === "textarea" ? (
          <TextAreaField key={field.name} {...common} rows={6} className="sm:col-span-2" />
        ) : (
          <InputField
            key={field.name}
            {...common}
            type={field.type}
            inputMode={field.type === "tel" ? "tel" : undefined}
            pattern={field.type === "tel" ? phonePattern : undefined}
          />
        );
      })}

      <div className="flex flex-col gap-4 sm:col-span-2">
        {/* Pre-rendered disabled: enabled by the controls script where it can work (see above). */}
        <Button
          type="submit"
          size="lg"
          disabled
          aria-describedby={notConfigured ? noticeId : undefined}
          className="group self-start aria-disabled:cursor-progress aria-disabled:opacity-80"
        >
          {/* Both labels share the cell, so the button keeps its width while sending. */}
          <span className="grid *:col-start-1 *:row-start-1">
            <span
              data-label="submit"
              className="flex items-center justify-center gap-2 aria-hidden:invisible"
            >
              {messages.submit}
              <SpriteIcon icon={Send} className="size-5" />
            </span>
            <span
              data-label="sending"
              aria-hidden="true"
              className="flex items-center justify-center gap-2 aria-hidden:invisible"
            >
              {/* Spins only while sending: an SVG animation runs on the main thread even when invisible. */}
              <SpriteIcon
                icon={LoaderCircle}
                className="size-5 group-aria-disabled:motion-safe:animate-spin"
              />
              {messages.sending}
            </span>
          </span>
        </Button>

        {notConfigured ? (
          <Notice tone="info" className="max-w-2xl">
            <span id={noticeId}>{messages.notConfigured}</span>
          </Notice>
        ) : (
          <div className="grid max-w-2xl [&>*]:col-start-1 [&>*]:row-start-1">
            {/* Invisible copies reserve the height of the longest message at every width. */}
            <Notice tone="error" className="invisible">
              {messages.failure}
            </Notice>
            <Notice tone="success" className="invisible">
              {messages.success}
            </Notice>
            {/* Hidden by the module while the success or the failure shows. */}
            {hint ? (
              <p data-hint="" className="self-start text-sm text-muted-foreground">
                {hint}
              </p>
            ) : null}
            {/* The live regions are empty until the module puts a notice of the templates below in. */}
            <div role="status" data-region="sent" className="self-start" />
            {/* Shown by the form's `data-queued` (the controls script), until the module sends it. */}
            <div role="status" hidden data-queued-notice="" className="self-start">
              <Notice tone="info">{messages.waiting}</Notice>
            </div>
            <div role="alert" data-region="failed" className="self-start" />
            <template data-notice="sent">
              <Notice tone="success">{messages.success}</Notice>
            </template>
            <template data-notice="failed">
              <Notice tone="error">{messages.failure}</Notice>
            </template>
          </div>
        )}
        {sends ? (
          <noscript>
            <p className="text-sm text-muted-foreground">
              Sending this form needs JavaScript. You can also reach us by e-mail or phone.
            </p>
          </noscript>
        ) : null}
      </div>
    </form>
  );
}
