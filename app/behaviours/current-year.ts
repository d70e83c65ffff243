/**
 * The footer's year (`CurrentYear`): `[data-current-year]` holds the build's year in the HTML and
 * gets the visitor's, so a site built last December still says this year.
 */
export function start(element: HTMLElement): void {
  const year = String(new Date().getFullYear());
  if (element.textContent !== year) element.textContent = year;
}
