/**
 * The first screen first (decision 023). A fresh load of a long page used to style and lay out the
 * whole document, down to the footer, before its first paint. The inline <head> script below marks
 * <html> with `FIRST_SCREEN_CLASS`, and app.css then gives `<main>`'s sections after the first and
 * the footer `content-visibility: auto`: the engine draws what is on screen and leaves the rest for
 * when the visitor scrolls to it, remembering each section's size once drawn.
 *
 * A section never drawn is counted at a guessed height. Scrolling down draws each one before it comes
 * into view, so nothing moves; a jump past undrawn sections would land on guessed positions. So the
 * class is set only where that cannot happen unseen, and is taken off (the whole page is drawn at
 * once, as without it) before any jump:
 *
 * - set only on a fresh navigation (not a reload or a back/forward load, which restore a scroll
 *   position) to a URL without a fragment, in an engine with `content-visibility` and scroll
 *   anchoring (Chromium, Firefox; not WebKit, which has no scroll anchoring);
 * - taken off on a link's click (an in-page anchor, the skip link, a client-side navigation), on
 *   `popstate` and `hashchange`, on the keys that jump (Home, End, Page Up/Down, Space), on a scroll
 *   of more than one window at once (a scrollbar drag, find-in-page, a script's `scrollTo`), and
 *   before printing.
 *
 * The build puts the script into each page's <head> with the critical CSS it needs
 * (scripts/lib/critical-css.mjs): it never ships in the JavaScript bundle, and its hash goes into
 * the page's Content-Security-Policy like every inline script's.
 */
export const FIRST_SCREEN_CLASS = "first-screen";

export const FIRST_SCREEN_SCRIPT = `(function(){var r=document.documentElement,n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0],c=window.CSS;if(location.hash||!n||n.type!=="navigate"||!c||!c.supports("content-visibility:auto")||!c.supports("overflow-anchor:auto"))return;r.classList.add("${FIRST_SCREEN_CLASS}");var y=scrollY,t=["click","keydown","scroll","popstate","hashchange","beforeprint"];function h(e){if(e.type==="scroll"){var d=Math.abs(scrollY-y);y=scrollY;if(d<=innerHeight)return}else if(e.type==="click"){if(!(e.target.closest&&e.target.closest("a[href]")))return}else if(e.type==="keydown"&&!/^(Home|End|PageUp|PageDown| )$/.test(e.key))return;r.classList.remove("${FIRST_SCREEN_CLASS}");for(var i=0;i<t.length;i++)removeEventListener(t[i],h,true)}for(var i=0;i<t.length;i++)addEventListener(t[i],h,true)})()`;
