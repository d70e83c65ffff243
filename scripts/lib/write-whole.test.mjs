// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { writeWhole, writeWholeSync } from "./write-whole.mjs";

test("a file is replaced whole, and nothing else is left beside it", async () => {
  const dir = mkdtempSync(join(tmpdir(), "write-whole-"));
  const file = join(dir, "index.generated.ts");
  writeFileSync(file, "old");
  writeWholeSync(file, "new");
  expect(readFileSync(file, "utf8")).toBe("new");
  await writeWhole(file, Buffer.from("newer"));
  expect(readFileSync(file, "utf8")).toBe("newer");
  expect(readdirSync(dir)).toEqual(["index.generated.ts"]);
});
