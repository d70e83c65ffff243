/**
 * The contact form's e-mail delivery: EmailJS `sendForm`, configured by three
 * build-time environment variables (see the README). Nothing here is committed: without the
 * variables the form says that sending is not configured and sends nothing.
 *
 * The EmailJS library is imported on the first send, so it costs nothing on page load.
 */
import { emailjsPublicKeyEnv, emailjsServiceIdEnv, emailjsTemplateIdEnv } from "~/lib/env";

/** The three values EmailJS needs, all non-empty (the library rejects empty ones). */
export type EmailConfig = {
  publicKey: string;
  serviceId: string;
  templateId: string;
};

/** The environment variables, named as the README documents them. */
export const emailEnvNames = {
  publicKey: "VITE_EMAILJS_PUBLIC_KEY",
  serviceId: "VITE_EMAILJS_SERVICE_ID",
  templateId: "VITE_EMAILJS_TEMPLATE_ID",
} as const satisfies Record<keyof EmailConfig, string>;

type Env = Partial<Record<string, unknown>>;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The configuration from an environment, or null when any of the three values is missing or blank. */
export function readEmailConfig(env: Env): EmailConfig | null {
  const config: EmailConfig = {
    // The values come from ~/lib/env (read there by name); taken as an argument so this stays testable.
    publicKey: text(env[emailEnvNames.publicKey]),
    serviceId: text(env[emailEnvNames.serviceId]),
    templateId: text(env[emailEnvNames.templateId]),
  };
  return config.publicKey && config.serviceId && config.templateId ? config : null;
}

/** This build's configuration (null: sending is not configured). */
export const emailConfig: EmailConfig | null = readEmailConfig({
  [emailEnvNames.publicKey]: emailjsPublicKeyEnv,
  [emailEnvNames.serviceId]: emailjsServiceIdEnv,
  [emailEnvNames.templateId]: emailjsTemplateIdEnv,
});

/**
 * Why a send failed, as one line for the log: the service's status and text (4xx, 5xx, and the
 * library's own 451/403/429 answers), a thrown message (the library's validation), or the
 * network error.
 */
export function describeSendError(error: unknown): string {
  if (typeof error === "string") return error;
  if (error && typeof error === "object" && "status" in error && "text" in error) {
    const { status, text: message } = error as { status: unknown; text: unknown };
    return `${String(status)} ${String(message)}`.trim();
  }
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Sends a form's fields with EmailJS `sendForm` (a multipart POST to
 * /api/v1.0/email/send-form with lib_version, service_id, template_id and user_id). Resolves
 * on a 2xx answer; rejects with the library's error otherwise (see describeSendError).
 */
export async function sendEmailForm(form: HTMLFormElement, config: EmailConfig): Promise<void> {
  const { sendForm } = await import("@emailjs/browser");
  await sendForm(config.serviceId, config.templateId, form, { publicKey: config.publicKey });
}
