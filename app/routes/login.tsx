import type { Route } from "./+types/login";
import { CheckboxField, InputField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { pageMeta } from "~/lib/seo";
import { PageBanner } from "~/sections/page-banner/page-banner";
import { Section } from "~/sections/section";
import { cardVariants } from "~/components/ui/card";
import { brand } from "~/content/brand";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Log In or Register",
    description: `Sign in to your ${brand.name} account or register a new one: the login and registration page of the ${brand.name} business and portfolio template.`,
    path: "/login",
  });

/** Login and register: two side-by-side forms; submission is suppressed (`data-suppress-submit`, ~/lib/early-controls). */
export default function Login() {
  return (
    <>
      <PageBanner title="Profile" crumbs={[{ label: "Profile" }]} />
      <Section>
        <div className="grid gap-8 lg:grid-cols-2">
          <form
            aria-labelledby="login-title"
            data-suppress-submit=""
            className={cardVariants({ className: "flex flex-col gap-5 p-6 md:p-10" })}
          >
            <h2 id="login-title" className="text-2xl font-bold">
              Login
            </h2>
            <InputField
              label="Username or email"
              name="username"
              type="email"
              autoComplete="username"
              required
            />
            <InputField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <CheckboxField label="Remember me" name="remember" />
              {/* The login sends nothing, so a lost password is a matter for support. */}
              <SmartLink href="/contact" className="text-primary underline-offset-4 hover:underline">
                Lost your password?
              </SmartLink>
            </div>
            <Button type="submit" className="self-start">
              Log In
            </Button>
          </form>
          <form
            aria-labelledby="register-title"
            data-suppress-submit=""
            className={cardVariants({ className: "flex flex-col gap-5 p-6 md:p-10" })}
          >
            <h2 id="register-title" className="text-2xl font-bold">
              Register
            </h2>
            <InputField label="Email address" name="email" type="email" autoComplete="email" required />
            <InputField label="Username" name="new-username" type="text" autoComplete="username" required />
            <InputField
              label="Password"
              name="new-password"
              type="password"
              autoComplete="new-password"
              required
            />
            <InputField
              label="Confirm password"
              name="confirm-password"
              type="password"
              autoComplete="new-password"
              required
            />
            <Button type="submit" className="self-start">
              Register
            </Button>
          </form>
        </div>
      </Section>
    </>
  );
}
