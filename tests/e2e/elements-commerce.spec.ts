/**
 * The commerce element pages in a real browser: the pricing layouts and their prices,
 * the advance-pricing switch, Purchase links to the marketplace in a new tab, the eight calls to
 * action, the button page's video popup (player created only on demand), the service Read More
 * links and the social icon styles. The marketplace and the video host are intercepted.
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { isLocalUrl } from "../../scripts/lib/browser.mjs";
import { advancePricingPage } from "../../app/content/pages/advance-pricing";
import { buttonPage } from "../../app/content/pages/button";
import { callToActionPage } from "../../app/content/pages/call-to-action";
import { pricingPage } from "../../app/content/pages/pricing";
import { formatPrice, literal } from "./content-text";
import { expect, mockThirdParty, requestsSoFar, test, url, visit } from "./fixtures";
import { brand } from "../../app/content/brand";

test.use({ viewport: { width: 1280, height: 800 } });

const main = (page: Page) => page.getByRole("main");

type Plan = readonly [title: string, price: number, highlighted: boolean];
const plansOf = (section: { plans: readonly { title: string; price: number; highlighted: boolean }[] }) =>
  section.plans.map((plan): Plan => [plan.title, plan.price, plan.highlighted]);

/** The five layouts of /pricing, in order, with their plans: title, price per month, highlighted. */
const layoutSections = [
  pricingPage.elevated,
  pricingPage.gradient,
  pricingPage.split,
  pricingPage.allPlans,
  pricingPage.rows,
];
const pricingLayouts = layoutSections.map(plansOf);
/** The price note, said once, under the last layout (issue 42: it was under all five). */
const note = pricingPage.rows.note;
/** The advance-pricing page's first set. */
const planSet = plansOf(advancePricingPage.plans);

/** The site's marketplace address, as the header's Buy Now button links it. */
async function buyUrl(page: Page): Promise<string> {
  const href = await page
    .getByRole("banner")
    .getByRole("link", { name: /^Buy Now/i })
    .first()
    .getAttribute("href");
  expect(href, "the header links the marketplace").toBeTruthy();
  expect(isLocalUrl(href!), "the marketplace is another site").toBe(false);
  return href!;
}

/** The pricing sections of the page, in order: those with a Purchase Now link. */
const pricingSections = (page: Page) =>
  main(page)
    .locator("section")
    .filter({ has: page.getByRole("link", { name: /^Purchase Now/ }) });

/** The card of a plan: the list item holding its heading (the visible view only). */
const cardOf = (scope: Locator, title: string) =>
  scope
    .locator("li")
    .filter({ has: scope.page().getByRole("heading", { level: 3, name: title, exact: true }) })
    .filter({ visible: true });

/** Answers the marketplace with a small page, so a new tab can open it without leaving the machine. */
async function interceptMarketplace(context: BrowserContext, href: string) {
  return mockThirdParty(context, (u) => u.href === href, {
    body: "<!doctype html><title>Marketplace</title><p>Doob</p>",
    contentType: "text/html",
  });
}

test.describe("pricing", () => {
  test("five layouts with the spec's plans, prices per month, the highlighted plan and the note", async ({
    page,
  }) => {
    await visit(page, "/pricing");
    const sections = pricingSections(page);
    await expect(sections).toHaveCount(pricingLayouts.length);

    for (const [index, plans] of pricingLayouts.entries()) {
      const section = sections.nth(index);
      await section.scrollIntoViewIfNeeded();
      const where = `layout ${index + 1}`;
      await expect(section.getByRole("heading", { level: 3 }), where).toHaveText(
        plans.map(([title]) => title),
      );

      for (const [title, price, highlighted] of plans) {
        const card = cardOf(section, title);
        await expect(card, `${where}: ${title}`).toHaveCount(1);
        await expect(card).toContainText(formatPrice(price));
        await expect(card).toContainText("per month");
        const badge = card.getByText("Most popular", { exact: true });
        if (highlighted) await expect(badge, `${where}: ${title} is highlighted`).toBeVisible();
        else await expect(badge, `${where}: ${title} is not highlighted`).toHaveCount(0);
      }
      // Highlighted visibly, not only by the badge: its frame differs from the others'.
      const [highlightedTitle] = plans.find(([, , highlighted]) => highlighted)!;
      const [plainTitle] = plans.find(([, , highlighted]) => !highlighted)!;
      const look = (title: string) =>
        cardOf(section, title).evaluate((el) => {
          const style = getComputedStyle(el);
          return `${style.boxShadow} ${style.backgroundImage} ${style.borderColor}`;
        });
      expect(await look(highlightedTitle), `${where}: the highlighted card looks different`).not.toBe(
        await look(plainTitle),
      );
      if (index === layoutSections.length - 1) await expect(section).toContainText(note);
      else await expect(section).not.toContainText(note);
    }
  });

  test("the prices, the badge and the note are in the pre-rendered HTML", async ({ request }) => {
    const html = await (await request.get(url("/pricing"))).text();
    for (const [title, price] of pricingLayouts.flat()) {
      expect(html).toContain(`>${title}</h3>`);
      expect(html).toContain(`>${formatPrice(price)}<`);
    }
    expect(html.match(/>Most popular</g)?.length).toBe(pricingLayouts.length);
    expect(html.match(literal(note, "g"))?.length).toBe(1);
  });

  test("every Purchase Now goes to the marketplace in a new tab", async ({ page, context }) => {
    await visit(page, "/pricing");
    const href = await buyUrl(page);
    const links = main(page).getByRole("link", { name: /^Purchase Now/ });
    const total = pricingLayouts.reduce((sum, plans) => sum + plans.length, 0);
    await expect(links).toHaveCount(total);
    for (let i = 0; i < total; i++) {
      const link = links.nth(i);
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAccessibleName(/^Purchase Now for the .+ (plan|Plan) \(opens in a new tab\)$/);
    }

    const calls = await interceptMarketplace(context, href);
    const [highlightedTitle] = pricingLayouts[0]!.find(([, , highlighted]) => highlighted)!;
    const business = cardOf(pricingSections(page).first(), highlightedTitle).getByRole("link");
    const [tab] = await Promise.all([context.waitForEvent("page"), business.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(href);
    expect(page.url()).toContain(url("/pricing"));
    expect(calls).toHaveLength(1);
  });

  test("the product card: its price, its rating in words and a Buy Now to the marketplace", async ({
    page,
  }) => {
    await visit(page, "/pricing");
    const { product, name, cta, heading } = pricingPage.product;
    const section = main(page)
      .locator("section")
      .filter({
        has: page.getByRole("heading", { level: 2, name: heading.title }),
      });
    await expect(section).toHaveCount(1);
    await expect(section).toHaveAttribute("aria-labelledby", `${pricingPage.product.id}-title`);
    const card = section.getByRole("article");
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
    await expect(card).toContainText(formatPrice(product.price));
    await expect(card).toContainText(
      `${product.rating} out of ${product.ratingMax} from ${product.reviews} reviews`,
    );
    // The stars are drawn for the eye only, filled to the rating.
    const stars = card.locator("p[aria-hidden=true]");
    const filled = await stars
      .locator("span[style]")
      .evaluateAll((fills) => fills.reduce((sum, el) => sum + parseFloat(el.style.width) / 100, 0));
    expect(filled).toBeCloseTo(product.rating, 5);
    const link = card.getByRole("link", { name: new RegExp(`^${cta.label}`) });
    await expect(link).toHaveAttribute("href", await buyUrl(page));
    await expect(link).toHaveAttribute("target", "_blank");
  });

  test("advance pricing: the Monthly / Yearly switch by keyboard, yearly is twelve months of the same price", async ({
    page,
  }) => {
    await visit(page, "/advance-pricing");
    const section = pricingSections(page).first();
    const monthly = section.getByRole("tab", { name: "Monthly" });
    const yearly = section.getByRole("tab", { name: "Yearly" });
    await expect(monthly).toHaveAttribute("aria-selected", "true");
    const [firstTitle, firstPrice] = planSet[1]!;
    await expect(cardOf(section, firstTitle)).toContainText(formatPrice(firstPrice));

    await monthly.focus();
    await page.keyboard.press("ArrowRight");
    await expect(yearly).toHaveAttribute("aria-selected", "true");
    await expect(yearly).toBeFocused();
    for (const [title, price, highlighted] of planSet) {
      const card = cardOf(section, title);
      await expect(card).toContainText(formatPrice(price * 12));
      await expect(card).toContainText("per year");
      await expect(card).toContainText(`12 months at ${formatPrice(price)}`);
      await expect(card.getByText("Most popular", { exact: true })).toHaveCount(highlighted ? 1 : 0);
    }
    await page.keyboard.press("ArrowLeft");
    await expect(monthly).toHaveAttribute("aria-selected", "true");
    const [lastTitle, lastPrice] = planSet.at(-1)!;
    await expect(cardOf(section, lastTitle)).toContainText(formatPrice(lastPrice));
    await expect(section).toContainText(advancePricingPage.plans.note);
  });
});

test("call to action: eight styles, each with a Purchase button to the marketplace in a new tab", async ({
  page,
}) => {
  await visit(page, "/call-to-action");
  const href = await buyUrl(page);
  // Every entry of the page's content but its SEO and banner is one call-to-action style.
  const count = Object.keys(callToActionPage).filter((key) => key !== "seo" && key !== "banner").length;
  const sections = main(page).locator("section");
  await expect(sections).toHaveCount(count);
  const looks = new Set<string>();
  for (let i = 0; i < count; i++) {
    const section = sections.nth(i);
    await expect(section.getByRole("heading", { level: 2 })).toHaveCount(1);
    const purchase = section.getByRole("link", { name: /^Purchase/ });
    await expect(purchase).toHaveCount(1);
    await expect(purchase).toHaveAttribute("href", href);
    await expect(purchase).toHaveAttribute("target", "_blank");
    await expect(purchase).toBeVisible();
    // Each style looks different: the boxes around the headline are not styled the same twice.
    looks.add(
      await section.evaluate((el) => {
        const chain: string[] = [];
        for (
          let node = el.querySelector("h2")!.parentElement;
          node && node !== el.parentElement;
          node = node.parentElement
        ) {
          const s = getComputedStyle(node);
          chain.push(
            [s.backgroundColor, s.backgroundImage, s.borderTopWidth, s.textAlign, s.flexDirection].join(),
          );
        }
        return chain.join("|");
      }),
    );
  }
  expect(looks.size, "a different look each").toBe(count);
});

test.describe("button page", () => {
  test("sizes, outlined and icon buttons are named links", async ({ page }) => {
    await visit(page, "/button");
    const scope = main(page);
    const groups = buttonPage.showcase.groups;
    for (const { title: name } of groups) {
      await expect(scope.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    const outlined = scope.getByRole("region", { name: groups[2]!.title }).getByRole("link");
    await expect(outlined).toHaveCount(3);
    const heights = await outlined.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    expect(new Set(heights).size, "three sizes").toBe(3);
    const iconGroup = groups[3]!;
    const icons = scope.getByRole("region", { name: iconGroup.title });
    const ctas = iconGroup.samples.flatMap((sample) => ("cta" in sample ? [sample.cta] : []));
    const phoneSample = { cta: ctas.find((cta) => cta.href.startsWith("tel:"))! };
    const newTabSample = { cta: ctas.find((cta) => "newTab" in cta && cta.newTab)! };
    await expect(icons.getByRole("link", { name: phoneSample.cta.label })).toHaveAttribute("href", /^tel:/);
    await expect(
      icons.getByRole("link", { name: `${newTabSample.cta.label} (opens in a new tab)` }),
    ).toHaveAttribute("target", "_blank");
  });

  test("the play button opens the video popup, creates the player only then, closes on Escape and returns focus", async ({
    page,
  }) => {
    const calls = await mockThirdParty(page, (u) => u.hostname === "www.youtube-nocookie.com", {
      body: "<!doctype html><title>Player</title>",
      contentType: "text/html",
    });
    await visit(page, "/button");
    const play = main(page)
      .getByRole("link", { name: /^Play video: / })
      .first();
    await play.scrollIntoViewIfNeeded();
    await expect(page.locator("iframe")).toHaveCount(0);

    expect(await requestsSoFar(page, calls), "nothing is requested before play").toEqual([]);
    await play.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const player = dialog.locator("iframe");
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?/);
    const src = new URL((await player.getAttribute("src"))!);
    expect(src.searchParams.get("autoplay"), "not autoplayed").toBe("0");
    expect(src.searchParams.get("mute"), "sound on").toBe("0");
    await expect.poll(() => calls.length, { message: "the player loads once opened" }).toBeGreaterThan(0);
    await expect(dialog.getByRole("button", { name: "Close video" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(play).toBeFocused();
  });
});

test("service: every Read More leads to /service and names its service", async ({ page }) => {
  await visit(page, "/service");
  const links = main(page).getByRole("link", { name: /^Read More/ });
  const count = await links.count();
  expect(count, "service cards").toBeGreaterThanOrEqual(20);
  // Six card layouts and the card slider (its own section holds the carousel's region).
  await expect(main(page).locator("section:not([aria-roledescription=carousel])")).toHaveCount(7);
  for (let i = 0; i < count; i++) {
    await expect(links.nth(i)).toHaveAttribute("href", url("/service"));
    await expect(links.nth(i)).toHaveAccessibleName(/^Read More about \S/);
  }
});

test("service: the slide-in card slider shows one card at a time and does not loop", async ({ page }) => {
  await visit(page, "/service");
  const carousel = main(page).locator("#service-slider [aria-roledescription=carousel]");
  await carousel.scrollIntoViewIfNeeded();
  const slides = carousel.getByRole("group");
  const total = await slides.count();
  expect(total, "cards").toBeGreaterThan(2);
  const next = carousel.getByRole("button", { name: "Next slide" });
  const previous = carousel.getByRole("button", { name: "Previous slide" });
  const dots = carousel.getByRole("button", { name: /^Go to slide \d+$/ });
  await expect(dots).toHaveCount(total);
  /** The cards inside the carousel's viewport that keyboard and pointer can reach. */
  const shown = () =>
    carousel.evaluate((root) => {
      const view = root
        .querySelector("[data-carousel-slide]")!
        .parentElement!.parentElement!.getBoundingClientRect();
      return [...root.querySelectorAll<HTMLElement>("[data-carousel-slide]")]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return !el.inert && box.left >= view.left - 1 && box.right <= view.right + 1;
        })
        .map((el) => el.getAttribute("aria-label"));
    });

  // One card; at the start Previous is disabled (no loop back to the last card).
  await expect.poll(shown).toEqual([`1 of ${total}`]);
  await expect(previous).toHaveAttribute("aria-disabled", "true");
  // Pressing it anyway does nothing (Playwright does not click what is aria-disabled).
  await previous.dispatchEvent("click");
  await expect.poll(shown).toEqual([`1 of ${total}`]);

  await next.click();
  await expect.poll(shown).toEqual([`2 of ${total}`]);
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(previous).not.toHaveAttribute("aria-disabled");

  // The last card stops Next instead of wrapping to the first.
  await dots.nth(total - 1).click();
  await expect.poll(shown).toEqual([`${total} of ${total}`]);
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await next.dispatchEvent("click");
  await expect.poll(shown).toEqual([`${total} of ${total}`]);
  await expect(
    carousel.getByRole("group", { name: `${total} of ${total}` }).getByRole("link"),
  ).toHaveAttribute("href", url("/service"));
});

test("social share: five styles linking to the four networks, every icon named", async ({ page }) => {
  await visit(page, "/social-share");
  const lists = main(page).getByRole("list", { name: new RegExp(`^${brand.name} on social media`) });
  await expect(lists).toHaveCount(5);
  const sizes = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const links = lists.nth(i).getByRole("link");
    await expect(links).toHaveCount(4);
    const names = ["Facebook", "Twitter", "Instagram", "LinkedIn"];
    const hosts = ["facebook.com", "twitter.com", "instagram.com", "linkedin.com"];
    for (let j = 0; j < 4; j++) {
      await expect(links.nth(j)).toHaveAccessibleName(`${names[j]} (opens in a new tab)`);
      await expect(links.nth(j)).toHaveAttribute(
        "href",
        new RegExp(`^https://(www\\.)?${hosts[j]!.replace(".", "\\.")}/`),
      );
      await expect(links.nth(j)).toHaveAttribute("target", "_blank");
    }
    sizes.add(
      await links.first().evaluate((a) => {
        const s = getComputedStyle(a);
        return [s.backgroundColor, s.backgroundImage, s.borderTopWidth, s.borderRadius, s.color].join();
      }),
    );
  }
  expect(sizes.size, "five different icon styles").toBe(5);
});
