/**
 * Colour families. `doob` follows the site tokens (indigo → violet → rose, see
 * app/styles/app.css); the others make a grid of pictures look varied. Each palette has
 * a dark background pair, a light background pair and four accents.
 */
export const palettes = {
  doob: {
    dark: ["#0e0a24", "#1d1245"],
    light: ["#f4f2ff", "#fdf0f6"],
    accents: ["#5b6cff", "#8b5cf6", "#e0458f", "#ff9ec4"],
  },
  ocean: {
    dark: ["#031429", "#0b2d55"],
    light: ["#eef7ff", "#e9fbfb"],
    accents: ["#22d3ee", "#3b82f6", "#6366f1", "#a5f3fc"],
  },
  sunset: {
    dark: ["#1c0822", "#3d0f33"],
    light: ["#fff4ee", "#fdeef4"],
    accents: ["#ff7a59", "#ff3d77", "#a855f7", "#ffc46b"],
  },
  emerald: {
    dark: ["#02191a", "#083a35"],
    light: ["#eefbf5", "#eaf6fd"],
    accents: ["#34d399", "#14b8a6", "#a3e635", "#38bdf8"],
  },
  aurora: {
    dark: ["#0a0f26", "#151b44"],
    light: ["#f1f5ff", "#f8f0ff"],
    accents: ["#2dd4bf", "#a78bfa", "#f472b6", "#60a5fa"],
  },
  ember: {
    dark: ["#190a05", "#3a150b"],
    light: ["#fff7ed", "#fff1f2"],
    accents: ["#fb923c", "#f43f5e", "#facc15", "#fda4af"],
  },
  lilac: {
    dark: ["#170d2c", "#2c1a4f"],
    light: ["#faf5ff", "#fff5fb"],
    accents: ["#c084fc", "#f0abfc", "#818cf8", "#fde68a"],
  },
  bauhaus: {
    dark: ["#14161f", "#232634"],
    light: ["#f4eee3", "#ebe3d4"],
    accents: ["#1d3557", "#e76f51", "#f4a261", "#2a9d8f"],
  },
  midnight: {
    dark: ["#060916", "#10183a"],
    light: ["#f3f6ff", "#eef2ff"],
    accents: ["#818cf8", "#38bdf8", "#e879f9", "#c7d2fe"],
  },
  citrus: {
    dark: ["#0c1a14", "#16302a"],
    light: ["#fbfbea", "#f0fbf4"],
    accents: ["#facc15", "#f97316", "#22c55e", "#0ea5e9"],
  },
};

export const paletteNames = Object.keys(palettes);
