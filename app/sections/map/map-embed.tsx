import { MapPin } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { useId } from "react";
import { NewTabIcon } from "~/components/site/new-tab-icon";
import { Button } from "~/components/ui/button";
import { mapSettings } from "~/content/settings";
import { cn } from "~/lib/cn";
import { type MapLocation, openStreetMapLinkUrl } from "~/lib/map";

/**
 * A stylised street map drawn here (no tiles, no request): a harbour, a park, a grid of
 * streets and the pin, in the theme's colours. It stays under the real map while that loads.
 */
function MapPlaceholder() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 600 550"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <rect width="600" height="550" className="fill-muted" />
      {/* Harbour and park */}
      <path
        d="M600 330 C 540 340 500 380 470 430 C 445 470 400 500 380 550 L 600 550 Z"
        className="fill-primary/15"
      />
      <path d="M610 395 C 560 400 525 430 500 470" className="fill-none stroke-primary/25" strokeWidth="3" />
      <rect x="60" y="70" width="130" height="95" rx="14" className="fill-accent/10" />
      <circle cx="100" cy="110" r="10" className="fill-accent/15" />
      <circle cx="150" cy="130" r="14" className="fill-accent/15" />
      {/* Blocks */}
      <g className="fill-card/60">
        <rect x="240" y="60" width="120" height="90" rx="10" />
        <rect x="400" y="60" width="150" height="90" rx="10" />
        <rect x="60" y="205" width="130" height="110" rx="10" />
        <rect x="400" y="205" width="150" height="90" rx="10" />
        <rect x="60" y="360" width="130" height="140" rx="10" />
        <rect x="240" y="360" width="110" height="140" rx="10" />
      </g>
      {/* Streets */}
      <g className="fill-none stroke-card dark:stroke-border/70" strokeLinecap="round">
        <path d="M-10 185 H 610" strokeWidth="18" />
        <path d="M215 -10 V 560" strokeWidth="18" />
        <path d="M-10 340 H 470" strokeWidth="12" />
        <path d="M380 -10 V 330" strokeWidth="12" />
        <path d="M-10 30 H 610" strokeWidth="8" />
        <path d="M30 -10 V 560" strokeWidth="8" />
        <path d="M375 340 C 380 420 360 480 330 560" strokeWidth="8" />
        <path d="M215 340 L 470 190" strokeWidth="6" />
      </g>
    </svg>
  );
}

export type MapEmbedProps = {
  location: MapLocation;
  className?: string;
};

/**
 * An embedded OpenStreetMap (600×550) that loads only when the visitor asks: until then a
 * locally drawn placeholder with a "Show map" button, and no request to another host. The click
 * is its module's (app/behaviours/map-embed.ts, `[data-map-embed]`): it makes the map's frame
 * from the `<template data-map-frame>` below (inert until then), gives it the map's address
 * (~/lib/map, from the place's `data-*`), puts it where the prompt was (same box, so nothing
 * moves) and focuses it. A plain link opens the full map at any time, also without JavaScript.
 */
export function MapEmbed({ location, className }: MapEmbedProps) {
  const noteId = useId();
  const { width, height } = mapSettings;

  return (
    <figure
      data-map-embed=""
      data-latitude={location.latitude}
      data-longitude={location.longitude}
      data-zoom={location.zoom}
      className={cn("flex w-full flex-col gap-3", className)}
      style={{ maxWidth: width }}
    >
      <div
        className="relative isolate overflow-hidden rounded-3xl border border-border bg-muted"
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <MapPlaceholder />
        <div
          data-map-prompt=""
          className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center"
        >
          <span
            aria-hidden="true"
            className="grid size-14 place-items-center rounded-full bg-linear-to-br from-gradient-from via-gradient-via to-gradient-to text-white shadow-lg ring-8 shadow-primary/30 ring-primary/15 dark:text-background"
          >
            <SpriteIcon icon={MapPin} className="size-7" />
          </span>
          <Button variant="raised" aria-describedby={noteId} data-map-show="" className="mt-2">
            Show map
          </Button>
          <p
            id={noteId}
            className="max-w-xs rounded-full bg-card/90 px-4 py-1.5 text-xs text-muted-foreground"
          >
            Loads the interactive map from openstreetmap.org
          </p>
        </div>
        <template data-map-frame="">
          <iframe
            title={location.title}
            width={width}
            height={height}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            className="absolute inset-0 size-full border-0"
          />
        </template>
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>{location.address}</span>
        <a
          href={openStreetMapLinkUrl(location)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          Open in OpenStreetMap
          <NewTabIcon />
        </a>
      </figcaption>
    </figure>
  );
}
