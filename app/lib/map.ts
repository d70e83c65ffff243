/**
 * The OpenStreetMap addresses of a place: the embedded map's frame (created by the map's module,
 * app/behaviours/map-embed.ts, when the visitor asks) and the full map's page. Nothing here loads
 * anything.
 */
import { mapSettings } from "~/content/settings";

/** A place to show on a map. */
export type MapLocation = {
  /** Names the map for assistive technology (the iframe's title). */
  title: string;
  /** The address shown under the map. */
  address: string;
  latitude: number;
  longitude: number;
  /** Web-map zoom level (16: a few streets around the place). */
  zoom: number;
};

const tileSize = 256;

/**
 * The OpenStreetMap embed of a location with a marker, framed so that a `width`×`height`
 * frame shows it at `zoom` (the bounding box is derived from the Web Mercator scale).
 */
export function openStreetMapEmbedUrl(
  { latitude, longitude, zoom }: Pick<MapLocation, "latitude" | "longitude" | "zoom">,
  width: number = mapSettings.width,
  height: number = mapSettings.height,
): string {
  const degreesPerPixel = 360 / (tileSize * 2 ** zoom);
  const halfLon = (width / 2) * degreesPerPixel;
  const halfLat = (height / 2) * degreesPerPixel * Math.cos((latitude * Math.PI) / 180);
  const fixed = (n: number) => n.toFixed(5);
  const bbox = [longitude - halfLon, latitude - halfLat, longitude + halfLon, latitude + halfLat]
    .map(fixed)
    .join(",");
  const params = new URLSearchParams({
    bbox,
    layer: "mapnik",
    marker: `${fixed(latitude)},${fixed(longitude)}`,
  });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

/** The same place on openstreetmap.org, for the "open the full map" link. */
export function openStreetMapLinkUrl({ latitude, longitude, zoom }: MapLocation): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}
