/**
 * Site settings: every behaviour constant of the site, in one place. Components read
 * them from here, never as literals; app/content/settings.test.ts fails if a constant,
 * or one of its keys, is read by nothing.
 *
 * Index:
 * - scrollThresholds   back-to-top button, sticky header, scroll spy (px)
 * - revealObserver     when a block fades/slides in
 * - animationObserver  when counters, rings and skill bars start
 * - timings            headline rotation, collapse, cards, success message, video and menu dialogs (ms)
 * - typingRhythm       the typing headline's letters (ms)
 * - carouselDefaults   slide transition and autoplay (autoplayInterval derives from it)
 * - carouselLoad       how near the viewport a carousel loads its slider code
 * - carouselLayouts    slides shown and scrolled per viewport width, loop, arrows, dots (slidesAt)
 * - brandCarouselShow  the brand carousel's widest count
 * - lightboxOptions    PhotoSwipe options; lightboxBehaviour: when the gallery loops
 * - priceFormat        currency and locale of every price (formatPrice in ~/lib/format)
 * - videoSettings      the video every play button opens, autoplay and sound
 * - mapSettings        the embedded map's size
 * - commentSettings    the comment embed: room, count refresh, load margin, wait, language
 * - listSizes          how many items each kind of block shows
 * - metricMotion       counters, radial progress and skill bars
 * - lookFonts          the fonts the customizer offers beside the site's own
 */

/** Scroll positions, in CSS pixels from the top of the page. */
export const scrollThresholds = {
  /** The back-to-top button shows once the page has scrolled further than this. */
  backToTop: 150,
  /** The header takes its sticky look further than this and drops it above. */
  stickyHeader: 250,
  /** Scroll spy: a section counts as passed when its top is this close to the viewport top. */
  scrollSpyOffset: 40,
} as const satisfies Record<string, number>;

export type ObserverSettings = {
  /** IntersectionObserver threshold (share of the element visible). */
  threshold: number;
  rootMargin: string;
};

/** Reveal-on-scroll (fade/slide in): fires as soon as one pixel row shows (once: entrances never replay). */
export const revealObserver = {
  threshold: 0.01,
  rootMargin: "0px",
} as const satisfies ObserverSettings;

/** Other animations (counters, radial progress, skill bars): half visible (once). */
export const animationObserver = {
  threshold: 0.5,
  rootMargin: "0% 50%",
} as const satisfies ObserverSettings;

/** Durations and intervals, in milliseconds. */
export const timings = {
  /** Rotating and typing headlines move to the next word. */
  headlineRotation: 3000,
  /** Accordion and mobile-menu group collapse. */
  collapse: 600,
  /** The mobile menu panel slides in and out. */
  menuPanel: 300,
  /** How long the pointer may wander off a desktop menu before it closes. */
  menuHoverClose: 160,
  /** Card entrance animation. */
  card: 700,
  /** How long the contact form's success message stays. */
  successMessage: 5000,
  /** Video popup open/close animation. */
  videoModal: 300,
  /** Reveal delays step by this much from one card to the next. */
  revealStagger: 100,
} as const satisfies Record<string, number>;

/**
 * The typing headline's rhythm, ms per character. A word-to-word cycle always takes
 * `timings.headlineRotation`: the typed word holds for whatever time the erasing, the
 * pause and the typing leave (they speed up if a long word would leave too little).
 */
export const typingRhythm = {
  /** Per character typed. */
  type: 110,
  /** Per character erased. */
  erase: 55,
  /** Pause on the empty line before the next word. */
  gap: 350,
  /** The typed word stays at least this share of the cycle. */
  minHoldShare: 0.4,
} as const satisfies Record<string, number>;

/** Carousel defaults shared by every slider (Embla options). */
export const carouselDefaults = {
  /**
   * Slide transition: Embla's `duration`, which is not in milliseconds (it drives a
   * spring). 20 brings a slide within 1 % of its place in about 480 ms, the 500 ms the
   * specification asks for.
   */
  duration: 20,
  /** Time a slide stays before autoplay moves on, ms. */
  autoplaySpeed: 3000,
  /** Added to autoplaySpeed to get the autoplay interval. */
  autoplayExtra: 50,
} as const satisfies Record<string, number>;

/** Autoplay interval: autoplaySpeed plus 50 ms (3050 ms). */
export const autoplayInterval = carouselDefaults.autoplaySpeed + carouselDefaults.autoplayExtra;

/**
 * The slider code (Embla) is not part of a page's hydration (decision 020): a carousel loads it
 * when it comes this near the viewport, or at once when the visitor points at it, touches it or
 * moves the focus into it. Until then its row scrolls natively.
 */
export const carouselLoad = {
  rootMargin: "50% 0px",
} as const satisfies Omit<ObserverSettings, "threshold">;

/** How many slides a carousel shows and moves per step. */
export type SlideCount = { show: number; scroll: number };

/**
 * A carousel's layout: `base` applies to wide screens; each entry of `below` applies at
 * viewport widths up to and including `maxWidth` (desktop-first, like the spec states it).
 * Entries are ordered from the widest to the narrowest.
 */
export type CarouselLayout = SlideCount & {
  loop: boolean;
  arrows: boolean;
  dots: boolean;
  below: readonly (SlideCount & { maxWidth: number })[];
};

/** The breakpoints, one per carousel of the site. */
export const carouselLayouts = {
  /** Landing page inner-pages slider. */
  innerPages: {
    show: 3,
    scroll: 3,
    loop: true,
    arrows: true,
    dots: true,
    below: [
      { maxWidth: 769, show: 3, scroll: 2 },
      { maxWidth: 581, show: 2, scroll: 2 },
      { maxWidth: 480, show: 1, scroll: 1 },
    ],
  },
  /** Brand carousel: 5 by default (pages may ask for 6 or 5 with `brandCarouselShow`). */
  brands: {
    show: 5,
    scroll: 1,
    loop: true,
    arrows: true,
    dots: false,
    below: [
      { maxWidth: 769, show: 4, scroll: 2 },
      { maxWidth: 581, show: 3, scroll: 1 },
      { maxWidth: 480, show: 2, scroll: 1 },
    ],
  },
  /** Magazine popular posts: 3 wide, 2 below 769 px, 1 below 581 px. */
  popularPosts: {
    show: 3,
    scroll: 1,
    loop: true,
    arrows: true,
    dots: false,
    below: [
      { maxWidth: 769, show: 2, scroll: 1 },
      { maxWidth: 581, show: 1, scroll: 1 },
    ],
  },
  /** Testimonial slider: one slide, loops, arrows and dots. */
  testimonials: { show: 1, scroll: 1, loop: true, arrows: true, dots: true, below: [] },
  /** Hero slider of three slides with arrows and dots. */
  hero: { show: 1, scroll: 1, loop: true, arrows: true, dots: true, below: [] },
  /** Slide-in card slider: one card, no loop. */
  slideInCards: { show: 1, scroll: 1, loop: false, arrows: true, dots: true, below: [] },
  /** Landing-home templates slider: scrolls one at a time. */
  templates: {
    show: 3,
    scroll: 1,
    loop: true,
    arrows: true,
    dots: false,
    below: [
      { maxWidth: 769, show: 2, scroll: 1 },
      { maxWidth: 581, show: 1, scroll: 1 },
    ],
  },
} as const satisfies Record<string, CarouselLayout>;

/** The brand carousel's widest count on the pages that change it (6 or 5). */
export const brandCarouselShow = { default: 5, wide: 6 } as const;

/** Slides shown and scrolled by a carousel at a given viewport width (pure; tested). */
export function slidesAt(layout: CarouselLayout, viewportWidth: number): SlideCount {
  let current: SlideCount = { show: layout.show, scroll: layout.scroll };
  for (const step of layout.below) {
    if (viewportWidth <= step.maxWidth) current = { show: step.show, scroll: step.scroll };
  }
  return current;
}

/** Lightbox (PhotoSwipe 5) options, named as PhotoSwipe names them. */
export const lightboxOptions = {
  showAnimationDuration: 333,
  hideAnimationDuration: 333,
  bgOpacity: 0.8,
  /** Slides preloaded before and after the current one. */
  preload: [1, 2] as [number, number],
  preloaderDelay: 2000,
  indexIndicatorSep: " / ",
  spacing: 0.1,
  maxWidthToAnimate: 4000,
  escKey: true,
  arrowKeys: true,
  imageClickAction: "zoom-or-close",
  tapAction: "toggle-controls",
  doubleTapAction: "zoom",
  errorMsg: "The image cannot be loaded",
  /** The arrow buttons' names (in reading order: right to left, "Previous" is the right-hand one). */
  arrowPrevTitle: "Previous",
  arrowNextTitle: "Next",
} as const;

/**
 * Lightbox behaviour that is not a PhotoSwipe option of its own. (PhotoSwipe's built-in
 * gestures already match the specification and have no option: double tap within 300 ms
 * and 25 px, a 10 px drag before it picks an axis, at least 5 slides kept decoded;
 * lightbox.test.ts checks them in the installed PhotoSwipe.)
 */
export const lightboxBehaviour = {
  /** The gallery loops when it has more slides than this. */
  loopAbove: 2,
} as const satisfies Record<string, number>;

/**
 * How prices are written (app/lib/format.ts `formatPrice`): every price of
 * ./pricing.ts is in this currency, formatted for this locale.
 */
export const priceFormat = { locale: "en-US", currency: "USD" } as const satisfies {
  locale: string;
  currency: string;
};

/** The video popup and embedded player. */
export const videoSettings = {
  /**
   * The fixed YouTube video every play button opens (a placeholder: the first video ever
   * published on YouTube, chosen because it is public and stable; replace it with your own).
   */
  videoId: "jNQXAC9IVRw",
  autoplay: false,
  muted: false,
} as const;

/** The embedded map (contact page, one-page home). */
export const mapSettings = { width: 600, height: 550 } as const;

/** The comment embed (blog details). */
export const commentSettings = {
  /** Room kept for the thread before it loads, px. */
  height: 320,
  /** Debounce of the comment-count refresh, ms. */
  countDebounce: 300,
  /** The comment scripts load once the comment area is this close to the viewport. */
  loadMargin: "600px 0px",
  /**
   * How long the thread may take to arrive once its scripts are asked for, ms. After it (or at
   * once, if the script fails) the area says the comments could not be loaded and offers a retry;
   * a thread that still arrives later replaces the message.
   */
  loadTimeout: 10_000,
  language: "en",
} as const;

/** List lengths: how many items each kind of block shows. */
export const listSizes = {
  clientStrip: 6,
  brandsCommon: 8,
  brandsAbout: 9,
  brandsShort: 7,
  blogTeaser: 3,
  latestPosts: 5,
  sidebarRecent: 4,
  pricingWide: 3,
  pricingNarrow: 2,
  teamSmall: 3,
  teamLarge: 4,
  gallery: 6,
  accordionItems: 4,
} as const satisfies Record<string, number>;

/** Counter and progress motion. */
export const metricMotion = {
  /** A counter reaches its target in this many steps: step = ceil(target / steps). */
  countSteps: 20,
  /** Time between two counter steps, ms. */
  countInterval: 50,
  /** Radial progress grows by this many percent per animation frame. */
  ringStepPerFrame: 2,
  /** Stroke width of the radial progress ring. */
  ringThickness: 10,
  /** Default diameter of the radial progress ring, px. */
  ringSize: 220,
  /** Skill bars start their animation at this percentage… */
  barStart: 30,
  /** …and reach their value over this many ms. */
  barDuration: 2000,
} as const satisfies Record<string, number>;

/**
 * The fonts the customizer offers beside the site's own (`--font-sans` in app/styles/app.css), by the
 * id `?font=` takes, each a Fontsource variable family as its CSS names it (installed as
 * `@fontsource-variable/<name>`): the build cuts each like the site's own and gives it a
 * metric-matched fallback (scripts/font-plugin.ts), and a page fetches it only when shown in it.
 * `label` is the panel's name for it (app/widgets/customizer.tsx).
 */
export const lookFonts = [
  { id: "serif", family: "Fraunces Variable", label: "Serif (Fraunces)" },
  { id: "geometric", family: "Outfit Variable", label: "Geometric (Outfit)" },
  { id: "rounded", family: "Nunito Variable", label: "Rounded (Nunito)" },
] as const;
