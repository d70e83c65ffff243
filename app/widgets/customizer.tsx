/**
 * The customizer's panel (issue 41, decision 033): the site's first React widget in the browser,
 * rendered with `createRoot` when the visitor first presses Customize (the look script, ~/lib/look),
 * never before. A modal side sheet (`<dialog>`, labelled, Escape closes it and the focus returns to
 * the button), so nothing of the page can take the focus under it, with a clear backdrop so the page
 * shows each change at once.
 *
 * It owns no look of its own: the look is the look script's (~/lib/look), which it asks to apply a
 * change (`LOOK_EVENT`), and the theme is the theme script's, whose switch attribute its theme
 * buttons carry. It reads both back from <html>.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { accents } from "~/components/site/chrome-handle";
import { customizer as words } from "~/content/customizer";
import { lookFonts } from "~/content/settings";
import { currentLook, LOOK_EVENT, LOOK_PARAMS, LOOK_RADII, lookQuery, type Look } from "~/lib/look";
import { derivePalette } from "~/lib/palette";
import { THEME_TOGGLE_ATTRIBUTE } from "~/lib/theme";
import { themeFile, type AccentTokens, type LookTokens } from "~/lib/theme-file";

const root = document.documentElement;

/** Re-renders on any change of <html>'s attributes (the look, the theme). */
function subscribe(change: () => void) {
  const observer = new MutationObserver(change);
  observer.observe(root, {
    attributes: true,
    attributeFilter: ["class", "dir", "style", "data-accent", "data-radius", "data-font"],
  });
  return () => observer.disconnect();
}
const snapshot = () => `${root.className}|${JSON.stringify(currentLook())}`;

/** The rules of the stylesheets whose selector list holds `selector`, in document order. */
function rulesFor(selector: string): CSSStyleRule[] {
  const found: CSSStyleRule[] = [];
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of rules)
      if (rule instanceof CSSStyleRule && rule.selectorText.split(",").some((s) => s.trim() === selector))
        found.push(rule);
  }
  return found;
}

const declarations = (rules: CSSStyleRule[]): [string, string][] => {
  const map = new Map<string, string>();
  for (const rule of rules)
    for (const name of rule.style)
      if (name.startsWith("--")) map.set(name, rule.style.getPropertyValue(name).trim());
  return [...map];
};

/** A demo accent's tokens for both themes, as the stylesheet declares them. */
function accentTokens(accent: string): AccentTokens {
  return {
    light: declarations(rulesFor(`:root[data-accent="${accent}"]`)),
    dark: declarations(rulesFor(`:root.dark[data-accent="${accent}"]`)),
  };
}

/** What the stylesheet sets for a look's accent, corners and font ("Copy theme"). */
function lookTokens(look: Look, hex: string | null): LookTokens {
  const font = look.font
    ? declarations(rulesFor(`:root[data-font="${look.font}"]`)).find(([name]) => name === "--font-sans")?.[1]
    : undefined;
  return {
    accent: look.accent && !hex && look.accent !== "brand" ? accentTokens(look.accent) : null,
    corners: look.radius ? declarations(rulesFor(`:root[data-radius="${look.radius}"]`)) : [],
    font: font ?? null,
  };
}

/** The colour a swatch shows: the accent's primary in the light theme (the brand's, derived, for "brand"). */
function swatch(accent: string): string {
  if (accent !== "brand")
    return accentTokens(accent).light.find(([name]) => name === "--primary")?.[1] ?? "currentColor";
  const brand = declarations(rulesFor(":root")).find(([name]) => name === "--brand")?.[1];
  return brand ? derivePalette(brand).tokens.light.primary : "currentColor";
}

/** Applies a look through the look script, and takes the look's parameters out of the address bar. */
function apply(look: Look) {
  window.dispatchEvent(new CustomEvent(LOOK_EVENT, { detail: look }));
  const url = new URL(location.href);
  for (const name of ["theme", ...Object.keys(LOOK_PARAMS)]) url.searchParams.delete(name);
  history.replaceState(history.state, "", url);
}

function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex cursor-pointer items-center rounded-control border border-border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Panel({ opener, onReady }: { opener: HTMLElement; onReady: (dialog: HTMLDialogElement) => void }) {
  useSyncExternalStore(subscribe, snapshot);
  const dialog = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState("");
  const [shown, setShown] = useState("");
  const id = useId();
  const look = currentLook();
  const dark = root.classList.contains("dark");
  const hex = look.accent && /^[0-9a-f]{6}$/.test(look.accent) ? look.accent : null;
  const adjusted = hex ? derivePalette(`#${hex}`).adjusted : null;

  useEffect(() => {
    const element = dialog.current!;
    onReady(element);
    const closed = () => opener.focus();
    element.addEventListener("close", closed);
    return () => element.removeEventListener("close", closed);
  }, [opener, onReady]);

  const change = (part: Look) => {
    setStatus("");
    apply({ ...look, ...part });
  };
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setShown("");
      setStatus(done);
    } catch {
      setShown(text);
      setStatus(words.copyFailed);
    }
  };
  const link = () =>
    `${location.origin}${location.pathname}${lookQuery(look, dark ? "dark" : "light")}${location.hash}`;
  const theme = () => themeFile(look, lookTokens(look, hex), words.themeHeader);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      className="fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-full max-w-sm overflow-y-auto border-s border-border bg-card p-6 text-card-foreground shadow-2xl backdrop:bg-transparent"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {words.title}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded-control border border-border px-3 py-1.5 text-sm"
        >
          {words.close}
        </button>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{words.intro}</p>
      <div className="mt-6 space-y-6">
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">{words.theme.legend}</legend>
          <div className="flex gap-2">
            {(["light", "dark"] as const).map((option) => {
              const current = (option === "dark") === dark;
              return (
                <button
                  key={option}
                  type="button"
                  aria-pressed={current}
                  {...(current ? {} : { [THEME_TOGGLE_ATTRIBUTE]: "" })}
                  className="rounded-control border border-border px-3 py-2 text-sm aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
                >
                  {words.theme[option]}
                </button>
              );
            })}
          </div>
        </fieldset>
        <Choice
          legend={words.direction.legend}
          name={`${id}-dir`}
          options={(["ltr", "rtl"] as const).map((value) => ({ value, label: words.direction[value] }))}
          value={look.dir ?? "ltr"}
          onChange={(dir) => change({ dir: dir === "ltr" ? undefined : dir })}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">{words.accent.legend}</legend>
          <div className="flex flex-wrap gap-2">
            {accents.map((accent) => (
              <label
                key={accent}
                className="inline-flex cursor-pointer items-center gap-2 rounded-control border border-border px-3 py-2 text-sm has-checked:border-primary has-checked:ring-2 has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  name={`${id}-accent`}
                  // None is checked while the page wears its own accent (the demo's look).
                  checked={look.accent === accent}
                  onChange={() => change({ accent })}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className="size-4 rounded-full"
                  style={{ background: swatch(accent) }}
                />
                {words.accent.names[accent]}
              </label>
            ))}
          </div>
          <label className="flex items-center gap-3 text-sm">
            <input
              type="color"
              value={`#${hex ?? "5f3ed8"}`}
              onChange={(event) => change({ accent: event.target.value.slice(1).toLowerCase() })}
              className="h-10 w-14 cursor-pointer rounded-md border border-border bg-transparent"
            />
            <span>
              {words.accent.custom}
              {hex ? <span className="ms-2 font-mono">#{hex}</span> : null}
            </span>
          </label>
          {adjusted && (adjusted.light || adjusted.dark) ? (
            <p className="text-sm text-muted-foreground">
              {(adjusted.light ? [["light", words.accent.darker]] : [])
                .concat(adjusted.dark ? [["dark", words.accent.lighter]] : [])
                .map(([theme, shade]) =>
                  words.accent.adjusted.replace("{shade}", shade!).replace("{theme}", theme!),
                )
                .join(" ")}
            </p>
          ) : null}
        </fieldset>
        <Choice
          legend={words.font.legend}
          name={`${id}-font`}
          options={[
            { value: "own", label: words.font.own },
            ...lookFonts.map((font) => ({ value: font.id, label: font.label })),
          ]}
          value={look.font ?? "own"}
          onChange={(font) => change({ font: font === "own" ? undefined : font })}
        />
        <Choice
          legend={words.corners.legend}
          name={`${id}-radius`}
          options={LOOK_RADII.map((value) => ({ value, label: words.corners[value] }))}
          value={look.radius ?? "round"}
          onChange={(radius) => change({ radius: radius === "round" ? undefined : radius })}
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => copy(link(), words.copiedLink)}
            className="rounded-control bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground"
          >
            {words.copyLink}
          </button>
          <button
            type="button"
            onClick={() => copy(theme(), words.copiedTheme)}
            className="rounded-control border border-primary px-4 py-2 text-sm font-semibold text-primary"
          >
            {words.copyTheme}
          </button>
          <button
            type="button"
            onClick={() => {
              setStatus("");
              apply({});
            }}
            className="rounded-control border border-border px-4 py-2 text-sm"
          >
            {words.reset}
          </button>
        </div>
        <p role="status" className="min-h-5 text-sm">
          {status}
        </p>
        {shown ? (
          <textarea
            readOnly
            value={shown}
            rows={8}
            className="w-full rounded-md border border-border bg-background p-2 font-mono text-xs"
          />
        ) : null}
      </div>
    </dialog>
  );
}

/** Renders the panel once, beside the page, and returns what opens it. */
export function mount(opener: HTMLElement): Promise<{ open(): void }> {
  const container = document.createElement("div");
  container.dataset.customizerPanel = "";
  document.body.append(container);
  return new Promise((resolve) => {
    createRoot(container).render(
      <Panel
        opener={opener}
        onReady={(dialog) => resolve({ open: () => dialog.open || dialog.showModal() })}
      />,
    );
  });
}
