/**
 * Portraits (400×400): head and shoulders of a person at work, softly lit from one side, in
 * front of an office, a window or shelves thrown out of focus. Stylised (smooth shapes, no
 * outlines, no cartoon eyes) and drawn entirely by our own code; each person's skin, hair,
 * clothes and setting are chosen by hand below so a team looks varied and each picture fits
 * its name (app/content/team.ts, events.ts, testimonials.ts: every client is quoted on one page,
 * no face twice).
 */
import { circle, ellipse, group, path, rect } from "./svg.mjs";
import { darken, lighten, mix } from "./util.mjs";

const skin = {
  fair: "#f3d2bd",
  light: "#e9bf9f",
  olive: "#d7a57c",
  tan: "#c68a5e",
  brown: "#9c6644",
  deep: "#6e4530",
  eastAsian: "#efcfae",
};

/**
 * One person: skin, hair colour and style, clothes (top colour, shirt colour, style), extras
 * (beard, glasses), setting and light side.
 */
export const people = [
  {
    name: "Maya Ellison",
    skin: skin.light,
    hair: "#4a2e1f",
    style: "long",
    top: "#2b3a5c",
    shirt: "#f4efe8",
    wear: "blazer",
    bg: "office",
  },
  {
    name: "Daniel Okafor",
    skin: skin.deep,
    hair: "#1a1412",
    style: "buzz",
    top: "#555b66",
    shirt: "#ffffff",
    wear: "suit",
    beard: true,
    bg: "window",
  },
  {
    name: "Priya Raman",
    skin: skin.brown,
    hair: "#15100e",
    style: "long",
    top: "#1f6f6a",
    shirt: "#1f6f6a",
    wear: "blouse",
    bg: "shelves",
  },
  {
    name: "Lucas Moreau",
    skin: skin.fair,
    hair: "#5a3b24",
    style: "side",
    top: "#1e2a44",
    shirt: "#dfe8f3",
    wear: "blazer",
    bg: "studio",
  },
  {
    name: "Hannah Berg",
    skin: skin.fair,
    hair: "#d9b27a",
    style: "bob",
    top: "#e9e1d3",
    shirt: "#e9e1d3",
    wear: "sweater",
    bg: "window",
  },
  {
    name: "Tomás Lindqvist",
    skin: skin.light,
    hair: "#9a6a3c",
    style: "short",
    top: "#2f3a2f",
    shirt: "#2f3a2f",
    wear: "sweater",
    beard: true,
    bg: "office",
  },
  {
    name: "Aisha Rahman",
    skin: skin.brown,
    hair: "#1b1512",
    style: "scarf",
    scarf: "#6b3a5e",
    top: "#2a2a35",
    shirt: "#2a2a35",
    wear: "blazer",
    bg: "studio",
  },
  {
    name: "Noah Castillo",
    skin: skin.tan,
    hair: "#1c1410",
    style: "curly",
    top: "#4f5a3a",
    shirt: "#f2efe6",
    wear: "jacket",
    bg: "shelves",
  },
  {
    name: "Amelia Hart",
    skin: skin.fair,
    hair: "#8c3f22",
    style: "long",
    top: "#3b2c4a",
    shirt: "#f5efe9",
    wear: "blazer",
    bg: "window",
  },
  {
    name: "Jonah Whitfield",
    skin: skin.light,
    hair: "#9a968f",
    style: "side",
    top: "#22304a",
    shirt: "#ffffff",
    wear: "suit",
    tie: "#7a2e3a",
    glasses: true,
    bg: "office",
  },
  {
    name: "Sofia Márquez",
    skin: skin.olive,
    hair: "#2e1c12",
    style: "bun",
    top: "#9a3b2f",
    shirt: "#9a3b2f",
    wear: "blouse",
    bg: "studio",
  },
  {
    name: "Kenji Watanabe",
    skin: skin.eastAsian,
    hair: "#111014",
    style: "short",
    top: "#33363d",
    shirt: "#f3f4f6",
    wear: "blazer",
    glasses: true,
    bg: "shelves",
  },
  {
    name: "Grace Adeyemi",
    skin: skin.deep,
    hair: "#141010",
    style: "afro",
    top: "#c7912e",
    shirt: "#c7912e",
    wear: "blouse",
    bg: "window",
  },
  {
    name: "Lukas Brandt",
    skin: skin.fair,
    hair: "#c9a468",
    style: "short",
    top: "#9fb7d4",
    shirt: "#9fb7d4",
    wear: "shirt",
    bg: "office",
  },
  {
    name: "Olivia Chen",
    skin: skin.eastAsian,
    hair: "#120e10",
    style: "bob",
    top: "#1b1b22",
    shirt: "#ffffff",
    wear: "blazer",
    bg: "shelves",
  },
  {
    name: "Samuel Okoro",
    skin: skin.deep,
    hair: "#16110f",
    style: "buzz",
    top: "#6a6e78",
    shirt: "#ffffff",
    wear: "blazer",
    beard: true,
    bg: "studio",
  },
  // The testimonial page's other clients (each style its own people).
  {
    name: "Mateo Rossi",
    skin: skin.olive,
    hair: "#3a2418",
    style: "short",
    top: "#3d5a80",
    shirt: "#3d5a80",
    wear: "shirt",
    beard: true,
    bg: "plants",
  },
  {
    name: "Ingrid Solberg",
    skin: skin.fair,
    hair: "#e6d3a8",
    style: "ponytail",
    top: "#8fb8a8",
    shirt: "#8fb8a8",
    wear: "sweater",
    glasses: true,
    bg: "office",
  },
  {
    name: "Tunde Bakare",
    skin: skin.deep,
    hair: "#1a1412",
    style: "bald",
    top: "#3a3d44",
    shirt: "#f6f3ec",
    wear: "suit",
    tie: "#c9962e",
    glasses: true,
    bg: "shelves",
  },
  {
    name: "Mei Lin Zhou",
    skin: skin.eastAsian,
    hair: "#17120f",
    style: "long",
    top: "#b5475d",
    shirt: "#b5475d",
    wear: "blouse",
    bg: "plants",
  },
  {
    name: "Rafael Souza",
    skin: skin.tan,
    hair: "#2b1a12",
    style: "curly",
    top: "#7a5c3e",
    shirt: "#ffffff",
    wear: "jacket",
    beard: true,
    bg: "window",
  },
  {
    name: "Hana Kobayashi",
    skin: skin.eastAsian,
    hair: "#2a1d16",
    style: "side",
    top: "#e8e2d6",
    shirt: "#1c2330",
    wear: "blazer",
    glasses: true,
    bg: "studio",
  },
  {
    name: "Fatima El Idrissi",
    skin: skin.olive,
    hair: "#2a1a12",
    style: "scarf",
    scarf: "#2f5d62",
    top: "#e9e4dc",
    shirt: "#e9e4dc",
    wear: "blouse",
    bg: "office",
  },
  {
    name: "Oliver Grant",
    skin: skin.light,
    hair: "#8a8580",
    style: "bald",
    top: "#7b2d26",
    shirt: "#7b2d26",
    wear: "sweater",
    beard: true,
    bg: "studio",
  },
  {
    name: "Nadia Petrova",
    skin: skin.light,
    hair: "#a07a4a",
    style: "bob",
    top: "#2d4f3c",
    shirt: "#f2efe6",
    wear: "blazer",
    glasses: true,
    bg: "plants",
  },
  {
    name: "Kwame Asante",
    skin: skin.brown,
    hair: "#14100e",
    style: "short",
    top: "#d7b46a",
    shirt: "#d7b46a",
    wear: "sweater",
    bg: "office",
  },
  {
    name: "Elena Vargas",
    skin: skin.tan,
    hair: "#24160f",
    style: "ponytail",
    top: "#1f3f6e",
    shirt: "#1f3f6e",
    wear: "shirt",
    bg: "window",
  },
  // The demo homes' clients: each home quotes people of its own (issue 42).
  {
    name: "Ruth Ansel",
    skin: skin.fair,
    hair: "#8a5a3b",
    style: "bob",
    top: "#7a2e3a",
    shirt: "#7a2e3a",
    wear: "sweater",
    bg: "plants",
  },
  {
    name: "Dev Malhotra",
    skin: skin.brown,
    hair: "#16110f",
    style: "short",
    top: "#2f4858",
    shirt: "#2f4858",
    wear: "shirt",
    beard: true,
    bg: "studio",
  },
  {
    name: "Carmen Ortiz",
    skin: skin.olive,
    hair: "#2a1a12",
    style: "long",
    top: "#c0603a",
    shirt: "#c0603a",
    wear: "blouse",
    bg: "window",
  },
  {
    name: "Peter Lindgren",
    skin: skin.fair,
    hair: "#b08a5a",
    style: "side",
    top: "#3b4a5a",
    shirt: "#f2ede4",
    wear: "blazer",
    glasses: true,
    bg: "office",
  },
  {
    name: "Yuki Tanaka",
    skin: skin.eastAsian,
    hair: "#1b1514",
    style: "bun",
    top: "#e7dccb",
    shirt: "#e7dccb",
    wear: "sweater",
    bg: "studio",
  },
  {
    name: "Marcus Bell",
    skin: skin.deep,
    hair: "#141010",
    style: "buzz",
    top: "#4a5d3a",
    shirt: "#f2ede4",
    wear: "jacket",
    beard: true,
    bg: "shelves",
  },
  {
    name: "Leila Haddad",
    skin: skin.olive,
    hair: "#231712",
    style: "scarf",
    scarf: "#9b5a44",
    top: "#5b3f6e",
    shirt: "#5b3f6e",
    wear: "blouse",
    bg: "window",
  },
  {
    name: "Henrik Dahl",
    skin: skin.fair,
    hair: "#c9b08a",
    style: "short",
    top: "#252c3a",
    shirt: "#ffffff",
    wear: "suit",
    tie: "#7a2e3a",
    bg: "office",
  },
  {
    name: "Adaeze Nwosu",
    skin: skin.deep,
    hair: "#120e0d",
    style: "afro",
    top: "#b5473a",
    shirt: "#f2ede4",
    wear: "blazer",
    bg: "window",
  },
  {
    name: "Rosa Bianchi",
    skin: skin.light,
    hair: "#3a2418",
    style: "long",
    top: "#1f3b4d",
    shirt: "#f2ede4",
    wear: "blazer",
    bg: "shelves",
  },
  {
    name: "Arjun Mehta",
    skin: skin.brown,
    hair: "#1a1311",
    style: "side",
    top: "#e2d6c2",
    shirt: "#e2d6c2",
    wear: "shirt",
    glasses: true,
    bg: "office",
  },
  {
    name: "Claire Dubois",
    skin: skin.fair,
    hair: "#6b4a2e",
    style: "bob",
    top: "#8c3b4a",
    shirt: "#8c3b4a",
    wear: "blouse",
    bg: "plants",
  },
  {
    name: "Thomas Keller",
    skin: skin.light,
    hair: "#6d6a66",
    style: "bald",
    top: "#1c2230",
    shirt: "#ffffff",
    wear: "suit",
    glasses: true,
    tie: "#7a2e3a",
    bg: "office",
  },
  {
    name: "Naledi Mokoena",
    skin: skin.deep,
    hair: "#15100e",
    style: "long",
    top: "#2e5e4e",
    shirt: "#f2ede4",
    wear: "blazer",
    bg: "window",
  },
  {
    name: "Joe Kaminski",
    skin: skin.fair,
    hair: "#7a5236",
    style: "buzz",
    top: "#3d5a80",
    shirt: "#f2ede4",
    wear: "jacket",
    beard: true,
    bg: "studio",
  },
  {
    name: "Amara Diallo",
    skin: skin.deep,
    hair: "#110d0c",
    style: "curly",
    top: "#d08c3a",
    shirt: "#d08c3a",
    wear: "blouse",
    bg: "plants",
  },
  {
    name: "Ben Harlow",
    skin: skin.light,
    hair: "#9a6a3e",
    style: "short",
    top: "#3f6b3a",
    shirt: "#3f6b3a",
    wear: "sweater",
    bg: "window",
  },
  {
    name: "Sara Lindholm",
    skin: skin.fair,
    hair: "#d8b98a",
    style: "ponytail",
    top: "#35506b",
    shirt: "#35506b",
    wear: "sweater",
    bg: "studio",
  },
  {
    name: "Diego Ramírez",
    skin: skin.tan,
    hair: "#1d1410",
    style: "short",
    top: "#263238",
    shirt: "#263238",
    wear: "shirt",
    beard: true,
    bg: "office",
  },
  {
    name: "Anya Kowalska",
    skin: skin.fair,
    hair: "#4a2f20",
    style: "bob",
    top: "#6a8caf",
    shirt: "#6a8caf",
    wear: "blouse",
    glasses: true,
    bg: "window",
  },
  {
    name: "Gareth Evans",
    skin: skin.fair,
    hair: "#8e8a84",
    style: "bald",
    top: "#6b5b4b",
    shirt: "#6b5b4b",
    wear: "sweater",
    glasses: true,
    bg: "shelves",
  },
  {
    name: "Priscila Nunes",
    skin: skin.olive,
    hair: "#2b1b13",
    style: "long",
    top: "#2f6f73",
    shirt: "#f2ede4",
    wear: "blazer",
    bg: "office",
  },
  {
    name: "Walter Brenner",
    skin: skin.light,
    hair: "#a7a29a",
    style: "side",
    top: "#2a2f3a",
    shirt: "#ffffff",
    wear: "suit",
    tie: "#7a2e3a",
    bg: "shelves",
  },
  {
    name: "Mariam Yusuf",
    skin: skin.tan,
    hair: "#1a120e",
    style: "scarf",
    scarf: "#2f5d62",
    top: "#7a4e2d",
    shirt: "#7a4e2d",
    wear: "blouse",
    bg: "office",
  },
  {
    name: "Chloe Martin",
    skin: skin.light,
    hair: "#5e3b26",
    style: "curly",
    top: "#c2556b",
    shirt: "#c2556b",
    wear: "sweater",
    bg: "plants",
  },
  {
    name: "Ibrahim Sesay",
    skin: skin.deep,
    hair: "#130f0d",
    style: "short",
    top: "#1f4e79",
    shirt: "#1f4e79",
    wear: "shirt",
    bg: "studio",
  },
  {
    name: "Laura Jensen",
    skin: skin.fair,
    hair: "#c79d6a",
    style: "long",
    top: "#4d6f8a",
    shirt: "#4d6f8a",
    wear: "sweater",
    bg: "window",
  },
  {
    name: "Hamid Karimi",
    skin: skin.tan,
    hair: "#1c1411",
    style: "short",
    top: "#3c4b3a",
    shirt: "#f2ede4",
    wear: "jacket",
    beard: true,
    bg: "shelves",
  },
  {
    name: "Siobhan Walsh",
    skin: skin.fair,
    hair: "#8c3f22",
    style: "ponytail",
    top: "#2c5d63",
    shirt: "#f2ede4",
    wear: "jacket",
    bg: "plants",
  },
  {
    name: "Victor Almeida",
    skin: skin.tan,
    hair: "#2a1d16",
    style: "short",
    top: "#33415c",
    shirt: "#f2ede4",
    wear: "blazer",
    glasses: true,
    bg: "office",
  },
  {
    name: "Helen Park",
    skin: skin.eastAsian,
    hair: "#141012",
    style: "bob",
    top: "#8a6f5a",
    shirt: "#8a6f5a",
    wear: "blouse",
    bg: "window",
  },
  {
    name: "Emma Schultz",
    skin: skin.fair,
    hair: "#a36b3f",
    style: "long",
    top: "#6f8f5a",
    shirt: "#6f8f5a",
    wear: "sweater",
    bg: "plants",
  },
  {
    name: "Kofi Mensah",
    skin: skin.deep,
    hair: "#100c0b",
    style: "buzz",
    top: "#5a4a7a",
    shirt: "#5a4a7a",
    wear: "shirt",
    glasses: true,
    bg: "studio",
  },
  {
    name: "Isabel Navarro",
    skin: skin.tan,
    hair: "#231711",
    style: "bun",
    top: "#b23a48",
    shirt: "#f2ede4",
    wear: "blazer",
    bg: "studio",
  },
  {
    name: "Finn O'Connor",
    skin: skin.fair,
    hair: "#a0522d",
    style: "curly",
    top: "#2f5d50",
    shirt: "#f2ede4",
    wear: "jacket",
    beard: true,
    bg: "shelves",
  },
  {
    name: "Lars Eriksen",
    skin: skin.fair,
    hair: "#d2b48c",
    style: "side",
    top: "#34495e",
    shirt: "#34495e",
    wear: "sweater",
    beard: true,
    bg: "window",
  },
  {
    name: "Wei Zhang",
    skin: skin.eastAsian,
    hair: "#0f0c0c",
    style: "short",
    top: "#3a3f47",
    shirt: "#ffffff",
    wear: "suit",
    glasses: true,
    bg: "office",
  },
  {
    name: "Gabriela Silva",
    skin: skin.tan,
    hair: "#2e1d14",
    style: "long",
    top: "#a14d3a",
    shirt: "#a14d3a",
    wear: "blouse",
    bg: "plants",
  },
  {
    name: "Nathan Cole",
    skin: skin.light,
    hair: "#5b3c26",
    style: "short",
    top: "#1e2a3a",
    shirt: "#ffffff",
    wear: "suit",
    tie: "#7a2e3a",
    bg: "office",
  },
  {
    name: "Zara Ahmed",
    skin: skin.brown,
    hair: "#1b1210",
    style: "long",
    top: "#4a3b6b",
    shirt: "#f2ede4",
    wear: "blazer",
    bg: "window",
  },
  {
    name: "Oscar Lund",
    skin: skin.fair,
    hair: "#c8a27a",
    style: "short",
    top: "#556b2f",
    shirt: "#556b2f",
    wear: "shirt",
    bg: "studio",
  },
  {
    name: "Tamar Cohen",
    skin: skin.light,
    hair: "#3b2619",
    style: "curly",
    top: "#2b6c8f",
    shirt: "#2b6c8f",
    wear: "blouse",
    bg: "plants",
  },
  {
    name: "Paulo Mendes",
    skin: skin.olive,
    hair: "#2a1e18",
    style: "buzz",
    top: "#7b3f2a",
    shirt: "#7b3f2a",
    wear: "shirt",
    beard: true,
    bg: "shelves",
  },
  {
    name: "Ana Popescu",
    skin: skin.fair,
    hair: "#5c3a24",
    style: "ponytail",
    top: "#3e6d5c",
    shirt: "#f2ede4",
    wear: "blazer",
    bg: "window",
  },
  {
    name: "Yusuf Demir",
    skin: skin.olive,
    hair: "#1d1512",
    style: "short",
    top: "#6e5a3f",
    shirt: "#6e5a3f",
    wear: "sweater",
    beard: true,
    bg: "office",
  },
  // The business, collaborate and digital-agency walls' other clients: six on each (issue 42).
  {
    name: "Tevita Fifita",
    skin: skin.brown,
    hair: "#15100e",
    style: "curly",
    top: "#1f4e5f",
    shirt: "#1f4e5f",
    wear: "shirt",
    beard: true,
    bg: "window",
  },
  {
    name: "Mirela Horvat",
    skin: skin.light,
    hair: "#7d7873",
    style: "bun",
    top: "#7a3b52",
    shirt: "#7a3b52",
    wear: "blouse",
    glasses: true,
    bg: "shelves",
  },
  {
    name: "Farhan Chowdhury",
    skin: skin.brown,
    hair: "#120d0b",
    style: "side",
    top: "#3a4a6b",
    shirt: "#f2ede4",
    wear: "jacket",
    glasses: true,
    bg: "office",
  },
  {
    name: "Femke de Vries",
    skin: skin.fair,
    hair: "#e0c48f",
    style: "long",
    top: "#c8693a",
    shirt: "#c8693a",
    wear: "sweater",
    bg: "plants",
  },
  {
    name: "Omar Farouk",
    skin: skin.tan,
    hair: "#1a1310",
    style: "short",
    top: "#2a2f3a",
    shirt: "#ffffff",
    wear: "blazer",
    glasses: true,
    bg: "office",
  },
  {
    name: "Linh Nguyen",
    skin: skin.eastAsian,
    hair: "#141011",
    style: "ponytail",
    top: "#4d6b5a",
    shirt: "#4d6b5a",
    wear: "blouse",
    bg: "window",
  },
  {
    name: "Jana Horáková",
    skin: skin.fair,
    hair: "#5a3a26",
    style: "bob",
    top: "#2e3f5c",
    shirt: "#f2ede4",
    wear: "blazer",
    bg: "shelves",
  },
  {
    name: "Thandiwe Dube",
    skin: skin.deep,
    hair: "#100c0b",
    style: "afro",
    top: "#e0b23a",
    shirt: "#e0b23a",
    wear: "blouse",
    bg: "plants",
  },
  {
    name: "Aroha Ngata",
    skin: skin.tan,
    hair: "#2a1a14",
    style: "long",
    top: "#264653",
    shirt: "#264653",
    wear: "sweater",
    bg: "studio",
  },
];

const settings = {
  office: { wall: ["#d9cfc2", "#b8ab9b"], light: "#fff3dc", accent: "#6f8f5a" },
  window: { wall: ["#cfdbe6", "#9fb3c6"], light: "#ffffff", accent: "#7f9bb8" },
  shelves: { wall: ["#cbbba6", "#8f7b66"], light: "#ffe9c4", accent: "#a0523c" },
  studio: { wall: ["#c7c9cf", "#8c909a"], light: "#ffffff", accent: "#8c909a" },
  plants: { wall: ["#e3e4d4", "#a7b39a"], light: "#fffbe8", accent: "#4f7a4a" },
};

/** The out-of-focus room behind the person. */
function backdrop(doc, rng, kind) {
  const s = settings[kind];
  const soft = doc.blur(11);
  const parts = [];
  doc.add(
    rect({
      width: 400,
      height: 400,
      fill: doc.linear(
        [
          [0, s.wall[0]],
          [1, s.wall[1]],
        ],
        rng.range(70, 110),
      ),
    }),
  );
  if (kind === "window") {
    // Bright panes with mullions.
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 2; j++)
        parts.push(
          rect({ x: 20 + i * 130, y: 10 + j * 150, width: 118, height: 138, fill: "#ffffff", opacity: 0.75 }),
        );
    parts.push(rect({ y: 300, width: 400, height: 100, fill: "#7d8a95", opacity: 0.5 }));
  } else if (kind === "office") {
    // A window strip, a desk lamp's glow and a plant.
    parts.push(
      rect({ x: 250, y: 0, width: 150, height: 260, fill: s.light, opacity: 0.7 }),
      rect({ x: 0, y: 250, width: 400, height: 150, fill: "#8a7a68", opacity: 0.45 }),
      circle({ cx: 60, cy: 170, r: 55, fill: s.accent, opacity: 0.8 }),
      circle({ cx: 30, cy: 130, r: 40, fill: darken(s.accent, 0.2), opacity: 0.8 }),
    );
  } else if (kind === "shelves") {
    for (let j = 0; j < 3; j++) {
      parts.push(rect({ x: 0, y: 60 + j * 110, width: 400, height: 10, fill: "#5a4636", opacity: 0.7 }));
      let x = rng.range(0, 20);
      while (x < 400) {
        const w = rng.range(10, 22);
        const h = rng.range(50, 90);
        parts.push(
          rect({
            x,
            y: 60 + j * 110 - h,
            width: w,
            height: h,
            fill: rng.pick(["#6f3b2e", "#2f4a5a", "#c9a66b", "#4d5a3a", "#e4d8c4"]),
            opacity: 0.8,
          }),
        );
        x += w + rng.range(1, 14);
      }
    }
  } else if (kind === "plants") {
    // A bright window and large leaves on both sides.
    parts.push(rect({ x: 120, y: 0, width: 170, height: 230, fill: s.light, opacity: 0.65 }));
    for (const [cx, cy, flip] of [
      [40, 120, 1],
      [70, 220, 1],
      [360, 90, -1],
      [340, 210, -1],
      [20, 300, 1],
    ]) {
      const angle = rng.range(-40, 40) + (flip < 0 ? 180 : 0);
      parts.push(
        ellipse({
          cx,
          cy,
          rx: rng.range(50, 70),
          ry: rng.range(18, 26),
          fill: rng.pick([s.accent, darken(s.accent, 0.2), lighten(s.accent, 0.15)]),
          opacity: 0.85,
          transform: `rotate(${angle.toFixed(1)} ${cx} ${cy})`,
        }),
      );
    }
  } else {
    parts.push(circle({ cx: 140, cy: 120, r: 200, fill: "#ffffff", opacity: 0.28 }));
  }
  // A few highlights turned into bokeh.
  for (let i = 0; i < 5; i++)
    parts.push(
      circle({
        cx: rng.range(0, 400),
        cy: rng.range(0, 240),
        r: rng.range(8, 18),
        fill: s.light,
        opacity: rng.range(0.25, 0.5),
      }),
    );
  doc.add(group({ filter: soft }, parts));
}

const HEAD = "M140 158C140 96 260 96 260 158C260 207 234 244 200 247C166 244 140 207 140 158Z";

function clothes(doc, p) {
  const out = [];
  const body = "M44 400C48 326 104 292 166 282L234 282C296 292 352 326 356 400Z";
  const topFill = doc.linear(
    [
      [0, lighten(p.top, 0.12)],
      [1, darken(p.top, 0.25)],
    ],
    0,
  );
  out.push(path({ d: body, fill: topFill }));
  if (p.wear === "blazer" || p.wear === "suit" || p.wear === "jacket") {
    // Shirt in the opening, collar points, lapels.
    out.push(
      path({ d: "M168 280L200 372L232 280Z", fill: p.shirt }),
      path({ d: "M170 278L186 316L200 292Z", fill: darken(p.shirt, 0.06) }),
      path({ d: "M230 278L214 316L200 292Z", fill: darken(p.shirt, 0.1) }),
    );
    if (p.tie) out.push(path({ d: "M194 296L206 296L211 370L200 384L189 370Z", fill: p.tie }));
    out.push(
      path({ d: "M166 282L200 380L178 330L150 296Z", fill: darken(p.top, 0.12) }),
      path({ d: "M234 282L200 380L222 330L250 296Z", fill: darken(p.top, 0.3) }),
    );
  } else if (p.wear === "sweater") {
    out.push(
      path({
        d: "M170 282C178 300 222 300 230 282",
        fill: "none",
        stroke: darken(p.top, 0.2),
        "stroke-width": 9,
      }),
    );
  } else if (p.wear === "shirt") {
    out.push(
      path({ d: "M168 280L186 318L200 296Z", fill: lighten(p.top, 0.15) }),
      path({ d: "M232 280L214 318L200 296Z", fill: lighten(p.top, 0.05) }),
      path({ d: "M200 300V400", stroke: darken(p.top, 0.2), "stroke-width": 2 }),
      ...[320, 350, 380].map((y) => circle({ cx: 204, cy: y, r: 2.5, fill: darken(p.top, 0.3) })),
    );
  } else {
    // Blouse: a soft scoop neck.
    out.push(
      path({
        d: "M172 282C180 318 220 318 228 282Z",
        fill: doc.linear(
          [
            [0, darken(p.skin, 0.08)],
            [1, darken(p.skin, 0.2)],
          ],
          90,
        ),
      }),
    );
  }
  return out;
}

function hairBack(p) {
  const h = p.hair;
  switch (p.style) {
    case "long":
      return [
        path({
          d: "M132 150C118 64 282 64 268 150L286 300C266 314 244 306 238 286L162 286C156 306 134 314 114 300Z",
          fill: h,
        }),
      ];
    case "bob":
      return [
        path({
          d: "M128 150C118 68 282 68 272 150L278 236C262 244 250 240 246 226L154 226C150 240 138 244 122 236Z",
          fill: h,
        }),
      ];
    case "afro":
      return [circle({ cx: 200, cy: 140, r: 104, fill: h })];
    case "bun":
      return [circle({ cx: 200, cy: 78, r: 32, fill: h })];
    case "scarf":
      return [path({ d: "M116 170C108 60 292 60 284 170L300 300C280 318 120 318 100 300Z", fill: p.scarf })];
    case "ponytail":
      // Drawn back, the tail falling behind one shoulder.
      return [path({ d: "M232 112C292 120 304 200 282 276C270 250 262 206 240 172Z", fill: p.hair })];
    default:
      return [];
  }
}

function hairFront(doc, p) {
  const h = p.hair;
  const sheen = doc.linear(
    [
      [0, lighten(h, 0.25)],
      [0.5, h],
      [1, darken(h, 0.2)],
    ],
    30,
  );
  switch (p.style) {
    case "long":
    case "bob":
      return [
        path({
          d: "M136 170C124 74 276 74 264 170C258 132 238 120 214 118C196 130 168 136 142 142C139 152 137 161 136 170Z",
          fill: sheen,
        }),
      ];
    case "side":
      return [
        path({
          d: "M137 156C128 70 272 70 263 156C258 130 248 120 232 118C206 126 170 126 150 128C143 136 139 146 137 156Z",
          fill: sheen,
        }),
      ];
    case "short":
      return [
        path({
          d: "M137 156C130 74 270 74 263 156C258 130 240 122 200 124C160 122 142 130 137 156Z",
          fill: sheen,
        }),
      ];
    case "buzz":
      return [
        path({
          d: "M139 150C136 84 264 84 261 150C256 128 236 118 200 119C164 118 144 128 139 150Z",
          fill: h,
          opacity: 0.92,
        }),
      ];
    case "curly":
      return [
        ...[
          [150, 128],
          [166, 108],
          [188, 98],
          [212, 98],
          [234, 108],
          [250, 128],
          [140, 148],
          [260, 148],
          [176, 116],
          [224, 116],
          [200, 108],
        ].map(([x, y]) => circle({ cx: x, cy: y, r: 20, fill: h })),
        ...[
          [170, 104],
          [206, 94],
          [240, 116],
        ].map(([x, y]) => circle({ cx: x, cy: y, r: 9, fill: lighten(h, 0.15) })),
      ];
    case "afro":
      return [
        path({
          d: "M138 160C126 70 274 70 262 160C252 124 232 108 200 106C168 108 148 124 138 160Z",
          fill: sheen,
        }),
      ];
    case "bun":
    case "ponytail":
      return [
        path({
          d: "M138 160C128 76 272 76 262 160C256 132 234 122 200 122C166 122 144 132 138 160Z",
          fill: sheen,
        }),
      ];
    case "bald":
      // Close-cropped at the sides only, a little light on the crown.
      return [
        path({ d: "M137 170C133 146 137 132 146 124C143 140 143 156 145 172Z", fill: h, opacity: 0.85 }),
        path({ d: "M263 170C267 146 263 132 254 124C257 140 257 156 255 172Z", fill: h, opacity: 0.85 }),
        ellipse({ cx: 186, cy: 112, rx: 26, ry: 10, fill: "#ffffff", opacity: 0.14 }),
      ];
    case "scarf":
      return [
        path({
          d: "M134 172C126 84 274 84 266 172C258 124 232 106 200 106C168 106 142 124 134 172Z",
          fill: lighten(p.scarf, 0.08),
        }),
        path({
          d: "M146 226C160 262 240 262 254 226L262 300C230 318 170 318 138 300Z",
          fill: darken(p.scarf, 0.1),
        }),
      ];
    default:
      return [];
  }
}

function face(doc, p, side) {
  const s = p.skin;
  const out = [];
  const headFill = doc.radial(
    [
      [0, lighten(s, 0.12)],
      [0.7, s],
      [1, darken(s, 0.18)],
    ],
    { fx: side < 0 ? 0.38 : 0.62, fy: 0.35, r: 0.62 },
  );
  // Neck with the jaw's shadow.
  if (p.style !== "scarf")
    out.push(
      path({ d: "M170 210L168 292C186 304 214 304 232 292L230 210Z", fill: darken(s, 0.12) }),
      path({ d: "M172 236C186 256 214 256 228 236L228 214L172 214Z", fill: darken(s, 0.3), opacity: 0.5 }),
    );
  if (p.style !== "scarf")
    out.push(
      ellipse({ cx: 139, cy: 172, rx: 9, ry: 17, fill: darken(s, 0.06) }),
      ellipse({ cx: 261, cy: 172, rx: 9, ry: 17, fill: darken(s, 0.06) }),
    );
  out.push(path({ d: HEAD, fill: headFill }));
  // The far side of the face in shade.
  out.push(
    path({
      d: HEAD,
      fill: doc.linear(
        [
          [0, "#000000", side < 0 ? 0 : 0.22],
          [0.5, "#000000", 0],
          [1, "#000000", side < 0 ? 0.22 : 0],
        ],
        0,
      ),
    }),
  );
  const iris = darken(mix(p.hair, "#4a3020", 0.5), 0.2);
  const lid = darken(s, 0.45);
  for (const ex of [176, 224]) {
    out.push(
      path({ d: `M${ex - 12} 170Q${ex} 162 ${ex + 12} 170Q${ex} 176 ${ex - 12} 170Z`, fill: "#f4efe9" }),
      circle({ cx: ex + side * 1.2, cy: 169.5, r: 5, fill: iris }),
      circle({ cx: ex + side * 1.2, cy: 169.5, r: 2.2, fill: "#0d0a09" }),
      circle({ cx: ex + side * 1.2 - 1.6, cy: 167.8, r: 1.2, fill: "#ffffff", opacity: 0.85 }),
      path({
        d: `M${ex - 13} 170Q${ex} 160 ${ex + 13} 169`,
        fill: "none",
        stroke: lid,
        "stroke-width": 2.2,
        "stroke-linecap": "round",
      }),
      path({
        d: `M${ex - 10} 160Q${ex} 157 ${ex + 10} 159`,
        fill: "none",
        stroke: darken(s, 0.12),
        "stroke-width": 3,
        opacity: 0.5,
      }),
    );
  }
  // Brows.
  const brow = p.style === "scarf" ? p.hair : darken(p.hair, 0.05);
  out.push(
    path({
      d: "M160 152Q174 144 190 149",
      fill: "none",
      stroke: brow,
      "stroke-width": 4.5,
      "stroke-linecap": "round",
      opacity: 0.9,
    }),
    path({
      d: "M210 149Q226 144 240 152",
      fill: "none",
      stroke: brow,
      "stroke-width": 4.5,
      "stroke-linecap": "round",
      opacity: 0.9,
    }),
  );
  // Nose: a shadow down one side and the soft base.
  out.push(
    path({
      d: `M${200 + side * 4} 172Q${200 + side * 9} 192 ${200 + side * 8} 200`,
      fill: "none",
      stroke: darken(s, 0.25),
      "stroke-width": 3,
      "stroke-linecap": "round",
      opacity: 0.55,
    }),
    path({
      d: "M190 202Q200 209 210 202",
      fill: "none",
      stroke: darken(s, 0.3),
      "stroke-width": 2.5,
      "stroke-linecap": "round",
      opacity: 0.6,
    }),
  );
  // Mouth: a calm, closed smile.
  const lip = mix(darken(s, 0.25), "#b0404a", 0.35);
  out.push(
    path({ d: "M182 222Q191 217 200 219Q209 217 218 222Q200 226 182 222Z", fill: darken(lip, 0.1) }),
    path({ d: "M183 222Q200 235 217 222Q200 227 183 222Z", fill: lip }),
    path({
      d: "M181 221Q200 229 219 221",
      fill: "none",
      stroke: darken(lip, 0.35),
      "stroke-width": 1.6,
      "stroke-linecap": "round",
    }),
    ellipse({ cx: 168, cy: 198, rx: 14, ry: 8, fill: "#d9707a", opacity: 0.12 }),
    ellipse({ cx: 232, cy: 198, rx: 14, ry: 8, fill: "#d9707a", opacity: 0.12 }),
  );
  if (p.beard)
    out.push(
      path({
        d: "M142 184C146 236 172 254 200 256C228 254 254 236 258 184C252 206 240 214 226 214C214 210 186 210 174 214C160 214 148 206 142 184Z",
        fill: p.hair,
        opacity: 0.88,
      }),
      path({ d: "M184 212Q200 206 216 212Q200 216 184 212Z", fill: p.hair, opacity: 0.9 }),
      path({ d: "M184 222Q200 230 216 222Q200 226 184 222Z", fill: lip }),
    );
  if (p.glasses)
    out.push(
      group({ fill: "none", stroke: "#2a2522", "stroke-width": 3 }, [
        rect({ x: 158, y: 156, width: 36, height: 27, rx: 9 }),
        rect({ x: 206, y: 156, width: 36, height: 27, rx: 9 }),
        path({ d: "M194 166Q200 162 206 166" }),
        path({ d: "M158 164L142 160M242 164L258 160" }),
      ]),
    );
  return out;
}

/** One portrait. */
export function portrait(doc, rng, index) {
  const p = people[index % people.length];
  const side = rng.chance(0.5) ? -1 : 1;
  backdrop(doc, rng, p.bg);
  // A soft shadow of the figure on the wall.
  doc.add(
    path({
      d: "M20 400C24 320 90 270 180 262L260 262C330 280 380 330 384 400Z",
      fill: "#000000",
      opacity: 0.12,
      filter: doc.blur(16),
    }),
  );
  doc.add(
    group({ transform: "translate(200 400) scale(1.12) translate(-200 -392)" }, [
      ...hairBack(p),
      ...clothes(doc, p),
      ...face(doc, p, side),
      ...hairFront(doc, p),
    ]),
  );
  // Key light from one side, a little fall-off on the other.
  doc.add(
    rect({
      width: 400,
      height: 400,
      fill: doc.linear(
        [
          [0, side < 0 ? "#ffffff" : "#000000", side < 0 ? 0.1 : 0.18],
          [0.5, "#ffffff", 0],
          [1, side < 0 ? "#000000" : "#ffffff", side < 0 ? 0.18 : 0.1],
        ],
        0,
      ),
    }),
  );
}
