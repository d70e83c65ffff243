import { CircleAlert, CircleCheck, Info, LoaderCircle, Send } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { InputField, suppressSubmit, TextAreaField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { contactFormFields, contactFormMessages, type FormFieldDef } from "~/content/contact";
import { timings } from "~/content/settings";
import { cn } from "~/lib/cn";
import { describeSendError, emailConfig, sendEmailForm } from "~/lib/email";
import { useHydrated } from "~/lib/use-hydrated";

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

type Status = "idle" | "sending" | "sent" | "failed";

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
 * The contact form: labelled fields with autocomplete, native validation (an
 * incomplete form sends nothing), and delivery by EmailJS.
 *
 * - Sending: the button says so and ignores further clicks and Enter presses (one click sends
 *   once); it stays focusable (aria-disabled), so keyboard focus is never dropped.
 * - Sent: the form is cleared and the success message shows in a live region for 5 s.
 * - Failed (an error answer, a network error or the library's own errors): every value stays,
 *   an alert says the message was not sent and invites a retry; the reason is logged.
 * - Not configured (no EmailJS keys in this build): a plain notice, and the button is disabled.
 *
 * Before hydration the page's controls script (~/lib/early-controls) holds a message sent
 * (`data-send-when-ready`): it stops the native submission, which would put the message into a
 * URL, marks the form `data-queued` and shows `messages.waiting`; once hydrated, the form sends it.
 * Nothing typed is lost. Without JavaScript the button stays disabled (as pre-rendered) and a note
 * says why. The messages share one grid cell with invisible copies of the longest one, so showing
 * them moves nothing.
 */
export function ContactForm({
  fields = contactFormFields,
  delivery = "email",
  labelledBy,
  messages = contactFormMessages,
  hint,
  className,
}: ContactFormProps) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>("idle");
  const sendingRef = useRef(false);
  const hideTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const config = delivery === "email" ? emailConfig : null;
  const notConfigured = delivery === "email" && !config;
  const sending = status === "sending";
  const sends = delivery === "email" && !notConfigured;
  const formRef = useRef<HTMLFormElement>(null);

  // A message sent before hydration was held by the controls script: send it now.
  useEffect(() => {
    const form = formRef.current;
    if (!hydrated || !form?.hasAttribute("data-queued")) return;
    form.removeAttribute("data-queued");
    form.requestSubmit();
  }, [hydrated]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!config || sendingRef.current) return;
    const form = event.currentTarget;
    sendingRef.current = true;
    window.clearTimeout(hideTimer.current);
    setStatus("sending");
    try {
      await sendEmailForm(form, config);
      form.reset();
      setStatus("sent");
      hideTimer.current = window.setTimeout(() => setStatus("idle"), timings.successMessage);
    } catch (error) {
      console.error(`Contact form: the message was not sent (${describeSendError(error)}).`);
      setStatus("failed");
    } finally {
      sendingRef.current = false;
    }
  }

  const noticeId = `${labelledBy ?? "contact-form"}-notice`;

  return (
    <form
      ref={formRef}
      aria-labelledby={labelledBy}
      // The controls script holds a message sent before hydration (see above); React sends from then on.
      data-send-when-ready={sends || undefined}
      data-ready={(sends && hydrated) || undefined}
      onSubmit={delivery === "email" ? send : suppressSubmit}
      className={cn("grid gap-5 sm:grid-cols-2", className)}
    >
      {fields.map((field) => {
        const common = {
          label: field.label,
          name: field.name,
          required: field.required,
          autoComplete: field.autoComplete,
          placeholder: field.placeholder,
        };
        return field.type === "textarea" ? (
          <TextAreaField key={field.name} {...common} rows={6} className="sm:col-span-2" />
        ) : (
          <InputField
            key={field.name}
            {...common}
            type={field.type}
            inputMode={field.type === "tel" ? "tel" : undefined}
          />
        );
      })}

      <div className="flex flex-col gap-4 sm:col-span-2">
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated || notConfigured}
          aria-disabled={sending || undefined}
          aria-describedby={notConfigured ? noticeId : undefined}
          className="self-start aria-disabled:cursor-progress aria-disabled:opacity-80"
        >
          {/* Both labels share the cell, so the button keeps its width while sending. */}
          <span className="grid *:col-start-1 *:row-start-1">
            <span
              aria-hidden={sending || undefined}
              className={cn("flex items-center justify-center gap-2", sending && "invisible")}
            >
              {messages.submit}
              <SpriteIcon icon={Send} className="size-5" />
            </span>
            <span
              aria-hidden={!sending || undefined}
              className={cn("flex items-center justify-center gap-2", !sending && "invisible")}
            >
              {/* Spins only while sending: an SVG animation runs on the main thread even when invisible. */}
              <SpriteIcon
                icon={LoaderCircle}
                className={cn("size-5", sending && "motion-safe:animate-spin")}
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
            {hint && status !== "sent" && status !== "failed" ? (
              <p className="self-start text-sm text-muted-foreground">{hint}</p>
            ) : null}
            <div role="status" className="self-start">
              {status === "sent" ? <Notice tone="success">{messages.success}</Notice> : null}
            </div>
            {/* Shown by the form's `data-queued` (the controls script), until hydration sends it. */}
            <div role="status" hidden data-queued-notice="" className="self-start">
              <Notice tone="info">{messages.waiting}</Notice>
            </div>
            <div role="alert" className="self-start">
              {status === "failed" ? <Notice tone="error">{messages.failure}</Notice> : null}
            </div>
          </div>
        )}
        {delivery === "email" && !notConfigured ? (
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
