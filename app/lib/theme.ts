import { themeColorsEnv } from "~/lib/env";

/** The localStorage key of the spec: "true" = dark, "false" = light. */
export const THEME_STORAGE_KEY = "isDarkmode";
/** The theme when nothing is stored. */
export const DEFAULT_DARK = true;

export type Theme = "light" | "dark";

/** Reads the stored choice; never throws (storage may be missing, blocked or broken). */
export function readStoredTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (value === "true") return "dark";
    if (value === "false") return "light";
  } catch {
    /* storage unavailable: keep the default */
  }
  return null;
}

/** Stores the choice; a full or blocked storage only loses the memory of it. */
export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, String(theme === "dark"));
  } catch {
    /* storage unavailable: the theme still applies for this page view */
  }
}

/** The browser's `theme-color` (its toolbar on phones) for a theme: the page's background. */
export const themeColor = (theme: Theme): string => themeColorsEnv[theme];

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", themeColor(theme));
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/**
 * The inline <head> script: applies the stored theme (and its `theme-color`, whose <meta> comes
 * first) before first paint. It must
 * stay tiny and self-contained; its hash goes into the Content-Security-Policy.
 */
export const themeScript = `(function(){var d=${DEFAULT_DARK};try{var v=localStorage.getItem("${THEME_STORAGE_KEY}");if(v==="true")d=true;else if(v==="false")d=false}catch(e){}var r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light";var m=document.querySelector('meta[name="theme-color"]');if(m)m.content=d?"${themeColor("dark")}":"${themeColor("light")}"})()`;
