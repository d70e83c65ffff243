import { Picture } from "~/components/ui/picture";
import { RotatingText } from "~/components/ui/rotating-text";
import { TypingText } from "~/components/ui/typing-text";
import { VideoDialog } from "~/components/ui/video-dialog";
import { videoSettings } from "~/content/settings";
import type { Cta, ImageAsset } from "~/content/types";
import type { VideoLink } from "~/content/videos";
import { cn } from "~/lib/cn";
import { listText } from "~/lib/format";
import { GradientDecor } from "~/sections/gradient/gradient-decor";
import { Section, sectionHeadingId } from "~/sections/section";
import { PlayOverlay } from "~/sections/video/play-overlay";
import { backdropPhoneSizes, backdropSizes, HeroCopy } from "~/sections/hero/hero-copy";

/**
 * The named layouts of the hero banner:
 * - `split`: text on the start side, the picture beside it (stacked on small screens);
 * - `centered`: centred text, the picture (if any) wide below it;
 * - `image-background`: the picture fills the banner behind a scrim; the banner wears the
 *   dark theme's colours in both themes, and the scrim is strongest behind the text, so
 *   every word keeps AA contrast over any part of the picture.
 */
export type HeroBannerVariant = "split" | "centered" | "image-background";

/**
 * Words that change at the end of the title: rotated every 3 s (`RotatingText`) or typed
 * letter by letter (`TypingText`). The first word is the one in the pre-rendered HTML;
 * the headline objects of `~/content/headlines` fit this type.
 */
export type HeroWords = {
  effect: "rotate" | "type";
  words: readonly [string, ...string[]];
  /** Text after the changing word. */
  after?: string;
};

export type HeroBannerProps = {
  /** Anchor id of the banner (default "home"); its h1 is `${id}-title`. */
  id?: string;
  variant?: HeroBannerVariant;
  eyebrow?: string;
  /** The page's h1 (before the changing words, if any); `highlight` is the part in the gradient. */
  title: string;
  highlight?: string;
  words?: HeroWords;
  subtitle?: string;
  ctas?: readonly Cta[];
  /** The page's largest picture: loaded eagerly with high priority. */
  image?: ImageAsset;
  /**
   * The picture's twin for the dark theme (a light illustration would glare in it), same size, same
   * alternative text. The site opens in the dark theme, so the dark twin is the eager one; the light
   * one is lazy, so a hidden twin is never fetched in the dark theme (decision 003).
   */
  imageDark?: ImageAsset;
  /** A play button that opens this video in the popup: over the picture, else beside the buttons. */
  video?: VideoLink;
};

/**
 * The generic hero of the demo homes: eyebrow, the page's h1 (with highlighted words and
 * optional rotating or typing words), subtitle, calls to action, an optional picture and
 * an optional play button that opens the video popup, in one of three named layouts.
 * Every changing word is in the pre-rendered HTML; screen readers hear them all as one
 * list ("… Bank Account, Web Payment, and Android & iOS") instead of a moving word.
 *
 * @example
 * <HeroBanner
 *   variant="split"
 *   eyebrow="Banking made simple"
 *   title="The smart way to manage your"
 *   words={{ effect: "rotate", words: ["Bank Account", "Web Payment", "Android & iOS"] }}
 *   subtitle="One app for every account."
 *   ctas={[{ label: "Purchase Now", href: site.buyUrl, newTab: true }, { label: "Log In", href: "/login" }]}
 *   image={img("hero-1", "A phone showing an account balance")}
 *   video={{ title: "A two-minute tour of the app" }}
 * />
 */
export function HeroBanner({
  id = "home",
  variant = "split",
  eyebrow,
  title,
  highlight,
  words,
  subtitle,
  ctas = [],
  image,
  imageDark,
  video,
}: HeroBannerProps) {
  const headingId = sectionHeadingId(id);
  const centered = variant !== "split";
  const onImage = variant === "image-background" && image !== undefined;
  // The play button sits on a picture beside or below the text; otherwise with the buttons.
  const playOnPicture = video !== undefined && image !== undefined && !onImage;
  const playInline =
    video && !playOnPicture ? (
      <VideoDialog videoId={video.videoId ?? videoSettings.videoId} title={video.title} size="sm" />
    ) : null;

  const copy = (
    <HeroCopy
      id={headingId}
      align={centered ? "center" : "start"}
      eyebrow={eyebrow}
      title={title}
      highlight={highlight}
      titleAfter={
        words ? (
          <>
            {" "}
            <ChangingWords {...words} ownLine={centered} />
            {words.after ? ` ${words.after}` : null}
          </>
        ) : null
      }
      subtitle={subtitle}
      ctas={ctas}
      actionsAfter={playInline}
      className={centered ? undefined : "max-w-2xl"}
    />
  );

  const figureSizes =
    variant === "centered"
      ? "(min-width: 1100px) 1024px, 92vw"
      : "(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 92vw";
  const figureClass = "h-auto w-full rounded-4xl border border-border shadow-2xl shadow-primary/10";
  const figure =
    image && !onImage ? (
      <div className={cn("relative", variant === "centered" && "mx-auto mt-14 max-w-5xl md:mt-20")}>
        {imageDark ? (
          <Picture
            image={imageDark}
            priority
            sizes={figureSizes}
            className={cn(figureClass, "hidden dark:block")}
          />
        ) : null}
        <Picture
          image={image}
          priority={!imageDark}
          sizes={figureSizes}
          className={cn(figureClass, imageDark && "dark:hidden")}
        />
        {playOnPicture ? <PlayOverlay video={video} /> : null}
      </div>
    ) : null;

  return (
    <Section
      id={id}
      space="none"
      contained={false}
      aria-labelledby={headingId}
      data-layout={variant}
      overflow="hidden"
      className={cn(
        "isolate",
        // Over a picture the banner wears the dark theme's tokens in both themes (a dark scrim).
        onImage ? "dark py-18 text-foreground md:py-36" : "pt-14 pb-16 md:pt-24 md:pb-24",
        variant === "split" && "border-b border-border",
      )}
    >
      {onImage ? (
        <>
          <Picture
            image={image}
            priority
            sizes={backdropSizes(image)}
            phoneSizes={backdropPhoneSizes}
            pictureClassName="absolute inset-0 -z-20"
            className="size-full object-cover"
          />
          {/*
            The scrim: at least 85 % of the background colour wherever text can sit (even over
            a white pixel, muted text keeps 4.5:1), thinner towards the corners on wide screens.
          */}
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-background/88 md:bg-transparent md:bg-[radial-gradient(ellipse_at_center,color-mix(in_oklch,var(--background)_92%,transparent)_0%,color-mix(in_oklch,var(--background)_85%,transparent)_55%,color-mix(in_oklch,var(--background)_62%,transparent)_100%)]"
          />
        </>
      ) : (
        <GradientDecor variant="hero" />
      )}
      <div
        className={cn(
          "container-page",
          variant === "split" &&
            "grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-16",
        )}
      >
        {copy}
        {figure}
      </div>
    </Section>
  );
}

/**
 * The changing words: all of them in the HTML, one list for screen readers. In a centred title
 * the rotating word takes a line of its own: inline, the room kept for its longest word would
 * show as a gap beside a shorter one (the centred line holds both), and fitting the line to
 * each word would move the text around it.
 */
function ChangingWords({ effect, words, ownLine }: HeroWords & { ownLine: boolean }) {
  const label = listText(words);
  return effect === "type" ? (
    <TypingText words={words} label={label} className="text-gradient" />
  ) : (
    <RotatingText words={words} label={label} ownLine={ownLine} className="text-gradient" />
  );
}
