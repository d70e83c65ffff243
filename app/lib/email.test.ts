import { describe, expect, test } from "vitest";
import { describeSendError, emailEnvNames, readEmailConfig } from "./email";

describe("readEmailConfig", () => {
  const full = {
    [emailEnvNames.publicKey]: " pk ",
    [emailEnvNames.serviceId]: "service_1",
    [emailEnvNames.templateId]: "template_1",
  };

  test("all three values, trimmed", () => {
    expect(readEmailConfig(full)).toEqual({
      publicKey: "pk",
      serviceId: "service_1",
      templateId: "template_1",
    });
  });

  test.each(Object.values(emailEnvNames))("null when %s is missing or blank", (name) => {
    expect(readEmailConfig({ ...full, [name]: undefined })).toBeNull();
    expect(readEmailConfig({ ...full, [name]: "   " })).toBeNull();
    expect(readEmailConfig({ ...full, [name]: true })).toBeNull();
  });

  test("the variable names the README documents", () => {
    expect(emailEnvNames).toEqual({
      publicKey: "VITE_EMAILJS_PUBLIC_KEY",
      serviceId: "VITE_EMAILJS_SERVICE_ID",
      templateId: "VITE_EMAILJS_TEMPLATE_ID",
    });
  });
});

describe("describeSendError", () => {
  test("the service's status and text, thrown strings, errors", () => {
    expect(describeSendError({ status: 451, text: "Unavailable For Headless Browser" })).toBe(
      "451 Unavailable For Headless Browser",
    );
    expect(describeSendError({ status: 0, text: "Network Error" })).toBe("0 Network Error");
    expect(describeSendError("The service ID is required")).toBe("The service ID is required");
    expect(describeSendError(new TypeError("Failed to fetch"))).toBe("TypeError: Failed to fetch");
  });
});
