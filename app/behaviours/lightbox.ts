/**
 * The lightbox (PhotoSwipe 5) over a group of thumbnails, marker `[data-lightbox]` (the group:
 * `lightboxProps`, app/components/ui/lightbox.tsx; its value names the viewer). Each thumbnail is
 * a link `a[data-lightbox-item]` to the full picture (`lightboxLinkProps`), which is what a visitor
 * without JavaScript, or one who asks for a new tab, window or download, gets. A plain click opens
 * the viewer at that picture: `lightbox-viewer.ts`, fetched with PhotoSwipe and its CSS the first
 * time (what it does, right to left included, is said there).
 */

export function start(group: HTMLElement): void {
  let opening = false;

  group.addEventListener("click", (event) => {
    // New tab, new window, download: leave those to the browser.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[data-lightbox-item]") : null;
    if (!(link instanceof HTMLAnchorElement) || !group.contains(link)) return;
    event.preventDefault();
    if (opening) return;
    opening = true;
    void import("./lightbox-viewer")
      .then(({ openViewer }) => openViewer(group, link))
      .catch((error: unknown) => {
        // Could not load the viewer: follow the plain link.
        console.error(error);
        window.location.assign(link.href);
      })
      .finally(() => {
        opening = false;
      });
  });
}
