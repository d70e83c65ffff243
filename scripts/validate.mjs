/**
 * `npm run validate`: every HTML file of the build (BUILD_DIR, default "build"; pages, 404.html and
 * the client-side fallback) through html-validate with the project's `.htmlvalidate.json`
 * (html-validate:recommended), and every element's classes for two utilities that set one property
 * (rule `class-conflict`, scripts/lib/class-conflicts.mjs, decision 022), and every script each
 * document inlines or can load for code of React, React DOM or React Router (rule `no-framework`,
 * scripts/lib/framework-free.mjs, decision 030: no page runs the framework), and every `<title>` for
 * its length as a reader counts it (rule `long-title`, our own in place of html-validate's, which
 * counts `&amp;` as five characters: app/lib/title.ts), and every element's classes, and app.css's
 * `@apply` lists, for a physical left/right utility where a logical one exists (rule
 * `physical-direction`, scripts/lib/direction-classes.mjs: right-to-left pages mirror), and the pages'
 * text for a character a font of the site lacks (rule `font-glyph`, a warning:
 * scripts/lib/font-glyphs.mjs) and for a day's name in lower case (rule `name-case`,
 * scripts/lib/copy-case.mjs). Prints one line per
 * problem, grouped by file, then a count per rule; exits 1 when any file has an error.
 *
 *   npm run build:test && npm run validate
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { classAttributes, describeConflict, htmlClassConflicts } from "./lib/class-conflicts.mjs";
import { cssPhysicalClasses, describePhysical, physicalClasses } from "./lib/direction-classes.mjs";
import { lowercaseNames } from "./lib/copy-case.mjs";
import { fontReport, missingGlyphMessages, pageText, readFontReport } from "./lib/font-glyphs.mjs";
import { describeFinding, pageFramework } from "./lib/framework-free.mjs";
import { assetReader } from "./lib/page-weight.mjs";
import { basePath, clientDir, htmlFiles, routeOf, titleOf } from "./lib/pages.mjs";
import { TITLE_LIMIT, titleLength } from "../app/lib/title.ts";

const root = clientDir();
if (!existsSync(root)) {
  console.error(`validate: ${root} does not exist; run npm run build first.`);
  process.exit(1);
}

const files = htmlFiles(root);
if (files.length === 0) {
  console.error(`validate: no HTML files in ${root}.`);
  process.exit(1);
}

// The loader finds .htmlvalidate.json from each file's folder up to the project root.
const validator = new HtmlValidate(new FileSystemConfigLoader());
const severity = { 1: "warning", 2: "error" };
const perRule = new Map();
let errors = 0;
let warnings = 0;
let failedFiles = 0;

/** The class conflicts of one file, as messages in html-validate's shape (errors). */
function classConflictMessages(path) {
  return htmlClassConflicts(readFileSync(path, "utf8")).flatMap(({ line, column, classList, conflicts }) =>
    conflicts.map((conflict) => ({
      line,
      column,
      severity: 2,
      ruleId: "class-conflict",
      message: describeConflict(conflict, classList),
    })),
  );
}

const readAsset = assetReader(root, basePath());

/** The line and column of the character at `index` of `html`, as html-validate reports them. */
function positionOf(html, index) {
  const before = html.slice(0, index).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** The framework code a document carries, as errors (`no-framework`), at the script tag or line 1. */
function frameworkMessages(html) {
  return pageFramework(html, readAsset).findings.map((finding) => {
    return {
      ...positionOf(html, finding.index ?? 0),
      severity: 2,
      ruleId: "no-framework",
      message: describeFinding(finding),
    };
  });
}

/**
 * A title longer than TITLE_LIMIT, counted as a reader counts it (app/lib/title.ts), as an error
 * (`long-title`) at the `<title>` tag. A title grows with the brand's name: every page but the home is
 * titled "Its own title | Brand" (app/lib/seo.ts), so the message says which part to shorten.
 */
function titleMessages(html) {
  const at = html.indexOf("<title>");
  if (at < 0) return [];
  const title = titleOf(html);
  const length = titleLength(title);
  if (length <= TITLE_LIMIT) return [];
  const [own, suffix] = title.split(/ \| (?=[^|]*$)/);
  return [
    {
      ...positionOf(html, at),
      severity: 2,
      ruleId: "long-title",
      message:
        `title is longer than ${TITLE_LIMIT} characters` +
        ` (the title is ${length} characters: "${title}"` +
        (suffix === undefined
          ? "; shorten `seo.title` in the page's content file)"
          : `, its own ${titleLength(own)} and " | ${suffix}" (the brand's name, app/content/brand.ts); shorten \`seo.title\` in the page's content file)`),
    },
  ];
}

/** The physical left/right classes of a document, as errors (`physical-direction`). */
function directionMessages(html) {
  return [...classAttributes(html)].flatMap(({ index, classList }) =>
    physicalClasses(classList).map((finding) => ({
      ...positionOf(html, index),
      severity: 2,
      ruleId: "physical-direction",
      message: describePhysical(finding),
    })),
  );
}

/** Prints one file's messages and counts them. */
function report(file, messages, errorCount, warningCount) {
  if (messages.length === 0) return;
  if (errorCount > 0) failedFiles += 1;
  errors += errorCount;
  warnings += warningCount;
  console.log(`\n${file}`);
  for (const m of messages) {
    const count = perRule.get(m.ruleId) ?? { errors: 0, warnings: 0 };
    count[m.severity === 2 ? "errors" : "warnings"] += 1;
    perRule.set(m.ruleId, count);
    const excerpt = m.selector ? `  [${m.selector}]` : "";
    console.log(`  ${m.line}:${m.column}  ${severity[m.severity]}  ${m.ruleId}  ${m.message}${excerpt}`);
  }
}

const stylesheet = "app/styles/app.css";
const applied = cssPhysicalClasses(readFileSync(join(import.meta.dirname, "..", stylesheet), "utf8")).map(
  (finding) => ({
    line: finding.line,
    column: 1,
    severity: 2,
    ruleId: "physical-direction",
    message: describePhysical(finding),
  }),
);
report(stylesheet, applied, applied.length, 0);

const texts = [];
for (const file of files) {
  const validated = await validator.validateFile(join(root, file));
  const html = readFileSync(join(root, file), "utf8");
  const text = pageText(html);
  texts.push({ route: routeOf(file), text });
  const own = [
    ...classConflictMessages(join(root, file)),
    ...frameworkMessages(html),
    ...titleMessages(html),
    ...directionMessages(html),
    ...lowercaseNames(text).map((message) => ({
      line: 1,
      column: 1,
      severity: 2,
      ruleId: "name-case",
      message,
    })),
  ];
  const messages = [...validated.results.flatMap((result) => result.messages), ...own];
  report(file, messages, validated.errorCount + own.length, validated.warningCount);
}

const glyphs = missingGlyphMessages(readFontReport(), texts).map((message) => ({
  line: 1,
  column: 1,
  severity: 1,
  ruleId: "font-glyph",
  message,
}));
report(relative(join(import.meta.dirname, ".."), fontReport), glyphs, 0, glyphs.length);

const where = relative(process.cwd(), root) || root;
if (perRule.size > 0) {
  console.log("\nBy rule:");
  for (const [rule, count] of [...perRule].sort((a, b) => b[1].errors - a[1].errors)) {
    console.log(`  ${rule}: ${count.errors} errors, ${count.warnings} warnings`);
  }
}
console.log(
  `\nvalidate (${where}): ${files.length} HTML files, ${errors} errors in ${failedFiles} files, ${warnings} warnings`,
);
process.exit(errors > 0 ? 1 : 0);
