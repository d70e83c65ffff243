/**
 * The blog sidebar's search (`BlogListing` with its sidebar, app/sections/blog/blog-listing.tsx):
 * what the visitor types in the sidebar's search box narrows the listing's posts to those whose
 * title contains it (`data-search-title`, any case), as they type and when they submit (the
 * submission itself is stopped by the page's controls script: the form is `data-suppress-submit`).
 *
 * The live region says how many posts match (`data-message-one`, `data-message-many`); when none
 * does, the posts give way to the "no posts match" state and the sentence (`data-message-none`)
 * is its title, and for assistive technology the region's (`data-empty`). "Clear search" empties
 * the box, shows every post again and returns the focus to the box.
 */

/** Whether a post's title matches what was typed: it contains it, in any case (blank: every post). */
export function titleMatches(title: string, query: string): boolean {
  return title.toLowerCase().includes(query.trim().toLowerCase());
}

/** A message with its `{count}` and `{query}` filled in (the query as typed, never as a pattern). */
function fill(message: string | undefined, count: number, query: string): string {
  return (message ?? "").replace("{count}", String(count)).replace("{query}", () => query);
}

export function start(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>("form[role=search]");
  const input = form?.querySelector<HTMLInputElement>("input[type=search]");
  const status = root.querySelector<HTMLElement>("[data-search-summary] [role=status]");
  if (!form || !input || !status) return;
  const summary = status.closest<HTMLElement>("[data-search-summary]");
  const list = root.querySelector<HTMLElement>("[data-search-list]");
  const items = [...root.querySelectorAll<HTMLElement>("[data-search-list] > [data-search-title]")];
  const empty = root.querySelector<HTMLElement>("[data-search-empty]");
  const none = root.querySelector<HTMLElement>("[data-search-none]");
  const noneTitle = none?.querySelector<HTMLElement>("[data-search-none-title]");
  const summaryClear = summary?.querySelector<HTMLElement>("[data-search-clear]");
  const messages = status.dataset;

  const search = (value: string) => {
    const query = value.trim();
    let count = 0;
    for (const item of items) {
      const match = titleMatches(item.dataset.searchTitle ?? "", query);
      item.hidden = !match;
      if (match) count += 1;
    }
    const searching = query !== "";
    const found = searching && count > 0;
    const nothing = searching && count === 0;
    status.textContent = found
      ? fill(count === 1 ? messages.messageOne : messages.messageMany, count, query)
      : nothing
        ? fill(messages.messageNone, count, query)
        : "";
    status.toggleAttribute("data-empty", nothing);
    summary?.toggleAttribute("data-matches", found);
    if (summaryClear) summaryClear.hidden = !found;
    if (list) list.hidden = nothing;
    if (empty) empty.hidden = searching;
    if (none) none.hidden = !nothing;
    if (noneTitle) noneTitle.textContent = nothing ? fill(messages.messageNone, count, query) : "";
  };

  input.addEventListener("input", () => search(input.value), { passive: true });
  form.addEventListener("submit", () => search(input.value), { passive: true });
  for (const clear of root.querySelectorAll<HTMLElement>("[data-search-clear]")) {
    clear.addEventListener(
      "click",
      () => {
        input.value = "";
        search("");
        // The button pressed has gone with the results: the focus returns to the search box.
        input.focus();
      },
      { passive: true },
    );
  }
  // Typed before this module started.
  if (input.value.trim()) search(input.value);
}
