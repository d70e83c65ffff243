import { themeColorsEnv } from "~/lib/env";

/** The localStorage key of the spec: "true" = dark, "false" = light. */
export const THEME_STORAGE_KEY = "isDarkmode";
/** The theme when nothing is stored. */
export const DEFAULT_DARK = true;

export type Theme = "light" | "dark";

/** The browser's `theme-color` (its toolbar on phones) for a theme: the page's background. */
export const themeColor = (theme: Theme): string => themeColorsEnv[theme];

/** What marks the light/dark switch (`ThemeToggle`): the theme script handles its clicks. */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";

/**
 * The inline <head> script, the theme's whole behaviour in the browser. Before first paint it applies
 * the stored choice, or the URL's `?theme=light|dark` (a customizer's link, issue 41), which it stores
 * as the choice (the `dark` class and `color-scheme` of <html>, and its `theme-color`, whose
 * <meta> comes first); then a click on the switch (`THEME_TOGGLE_ATTRIBUTE`) applies the other theme
 * and stores it, from the first paint on (nothing waits for hydration), and a choice made in another
 * tab is followed. A storage that is missing, blocked or broken only loses the memory of the choice.
 * It must stay tiny and self-contained; its hash goes into the Content-Security-Policy.
 */
export const themeScript = `(function(){var r=document.documentElement,k="${THEME_STORAGE_KEY}",d=${DEFAULT_DARK};function a(dark,store){r.classList.toggle("dark",dark);r.style.colorScheme=dark?"dark":"light";var m=document.querySelector('meta[name="theme-color"]');if(m)m.content=dark?"${themeColor("dark")}":"${themeColor("light")}";if(store)try{localStorage.setItem(k,String(dark))}catch(e){}}try{var v=localStorage.getItem(k);if(v==="true")d=true;else if(v==="false")d=false}catch(e){}try{v=new URLSearchParams(location.search).get("theme");if(v==="dark"||v==="light"){d=v==="dark";localStorage.setItem(k,String(d))}}catch(e){}a(d);document.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("[${THEME_TOGGLE_ATTRIBUTE}]"))a(!r.classList.contains("dark"),true)});addEventListener("storage",function(e){if(e.key===k&&(e.newValue==="true"||e.newValue==="false"))a(e.newValue==="true")})})()`;
