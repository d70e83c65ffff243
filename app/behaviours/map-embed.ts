/**
 * The map on demand (`MapEmbed`, app/sections/map/map-embed.tsx): a click on its "Show map" button
 * (`[data-map-show]`) makes the map's frame from the markup's `<template data-map-frame>`, gives it
 * the OpenStreetMap address of the place the figure names (`data-latitude`, `data-longitude`,
 * `data-zoom`) at the frame's size, and puts it where the prompt was. The button is gone with the
 * prompt, so the focus moves to the map it asked for. Until the click nothing is asked of the map's
 * host.
 */
import { openStreetMapEmbedUrl } from "~/lib/map";

export function start(figure: HTMLElement): void {
  const button = figure.querySelector<HTMLElement>("[data-map-show]");
  const prompt = figure.querySelector<HTMLElement>("[data-map-prompt]");
  const template = figure.querySelector<HTMLTemplateElement>("template[data-map-frame]");
  if (!button || !prompt || !template) return;
  button.addEventListener(
    "click",
    () => {
      const frame = template.content.querySelector("iframe")?.cloneNode(true);
      if (!(frame instanceof HTMLIFrameElement)) return;
      const { latitude, longitude, zoom } = figure.dataset;
      frame.src = openStreetMapEmbedUrl(
        { latitude: Number(latitude), longitude: Number(longitude), zoom: Number(zoom) },
        Number(frame.width) || undefined,
        Number(frame.height) || undefined,
      );
      prompt.replaceWith(frame);
      frame.focus({ preventScroll: true });
    },
    { once: true, passive: true },
  );
}
