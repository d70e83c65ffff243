/**
 * `npm test`: every check, in stages, cheapest failure first. The checks of one stage run side by
 * side: tsc, ESLint and Prettier, and html-validate keep one core busy; Vite's build one and a half,
 * and it waits on the disk; the unit tests leave room. A browser suite keeps both cores busy and
 * runs alone (decision 026). `node scripts/test.mjs --list` prints the stages.
 *
 * A stage whose check fails still lets its other checks finish, so that one run reports every
 * failure of that stage; the next stage does not start. The lines of checks that run side by side
 * are prefixed with the check's name; a check that runs alone writes to the terminal as it would.
 * tests/buyer/hour.mjs runs its checks with `runStages` too.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/**
 * The stages of `npm test`, each a list of `npm run` scripts of package.json. Both checks of the
 * first start Vite, which writes what the content asks for (the posts' index, the photos, the cut
 * font), each file whole (scripts/lib/write-whole.mjs). The linters come after: Prettier's Tailwind
 * plugin reads app/styles/app.css, which imports the font's generated CSS.
 */
export const STAGES = [
  ["typecheck", "build:test"],
  ["test:unit", "lint"],
  ["validate", "budgets"],
  ["test:pages"],
  ["test:e2e"],
  ["test:engines"],
  ["test:subpath"],
  ["test:buyer"],
];

/** A check: an `npm run` script's name, or a name and the command to run. */
const commandOf = (check) => (typeof check === "string" ? [check, ["npm", "run", "--silent", check]] : check);

/** Runs one command; resolves to its exit code. With `prefix`, each line of output is labelled. */
function run(name, command, { prefix, cwd, env }) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd,
      env,
      stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on("line", (line) => out.write(`[${name}] ${line}\n`));
      }
    }
    child.on("error", () => resolve(1));
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs the stages in order, the checks of a stage side by side. Resolves to the names of the checks
 * that failed (empty when all passed). `label` starts each of its own lines.
 */
export async function runStages(stages, { label = "test", cwd, env } = {}) {
  for (const stage of stages) {
    const checks = stage.map(commandOf);
    const names = checks.map(([name]) => name);
    const started = performance.now();
    console.log(`\n${label}: ${names.join(", ")}${checks.length > 1 ? " (side by side)" : ""}`);
    const codes = await Promise.all(
      checks.map(([name, command]) => run(name, command, { prefix: checks.length > 1, cwd, env })),
    );
    const failed = names.filter((_, i) => codes[i] !== 0);
    if (failed.length > 0) return failed;
    console.log(`${label}: ${names.join(", ")}: passed (${seconds(started)})`);
  }
  return [];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--list")) {
    for (const stage of STAGES) console.log(stage.join(" | "));
  } else {
    const started = performance.now();
    const failed = await runStages(STAGES);
    if (failed.length > 0) {
      console.error(`\ntest: failed: ${failed.map((script) => `npm run ${script}`).join(", ")}`);
      process.exit(1);
    }
    console.log(`\ntest: every check passed (${seconds(started)})`);
  }
}
