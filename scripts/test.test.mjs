// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, vi } from "vitest";
import { STAGES, runStages } from "./test.mjs";

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

test("npm test is the staged runner, and every stage names a script of package.json", () => {
  expect(packageJson.scripts.test).toBe("node scripts/test.mjs");
  for (const script of STAGES.flat()) expect(packageJson.scripts, script).toHaveProperty(script);
});

test("every test:, lint and check script of package.json is in a stage", () => {
  const checks = Object.keys(packageJson.scripts).filter(
    (name) =>
      /^test:/.test(name) || ["typecheck", "lint", "validate", "budgets", "build:test"].includes(name),
  );
  expect(STAGES.flat().sort()).toEqual(checks.sort());
});

test("a stage's checks run side by side; a failure lets its stage finish and stops the next", async () => {
  const dir = mkdtempSync(join(tmpdir(), "stages-"));
  const log = join(dir, "log");
  writeFileSync(log, "");
  // Each check writes "start name", waits until the log has the line `after` (if any), writes
  // "end name" and exits with `code`. Run one after the other, "a" and "b" would wait for ever.
  const check = (name, code, after = "") => [
    name,
    [
      process.execPath,
      "-e",
      `const fs = require("fs");
       const log = ${JSON.stringify(log)};
       fs.appendFileSync(log, "start ${name}\\n");
       const done = () => { fs.appendFileSync(log, "end ${name}\\n"); process.exit(${code}); };
       const wait = () => (fs.readFileSync(log, "utf8").split("\\n").includes(${JSON.stringify(after)}) ? done() : setTimeout(wait, 20));
       ${JSON.stringify(after)} ? wait() : done();`,
    ],
  ];
  const quiet = [vi.spyOn(console, "log"), vi.spyOn(process.stdout, "write")];
  for (const spy of quiet) spy.mockImplementation(() => true);
  const failed = await runStages([[check("a", 0, "end b"), check("b", 1, "start a")], [check("c", 0)]], {
    label: "t",
  });
  for (const spy of quiet) spy.mockRestore();
  expect(failed).toEqual(["b"]);
  // "b" failed while "a" was running, "a" went on to its end, and the next stage ("c") never ran.
  expect(readFileSync(log, "utf8").trim().split("\n").slice(-2)).toEqual(["end b", "end a"]);
  expect(readFileSync(log, "utf8")).not.toContain("start c");
});
