// @vitest-environment node
import { describe, expect, it } from "vitest";
import { lowercaseNames } from "./copy-case.mjs";
import { inSentence } from "../../app/lib/format.ts";

describe("names in a page's copy", () => {
  it("reports a day of the week written in lower case, and nothing else", () => {
    expect(lowercaseNames("Replies within 24 hours, Monday to Friday.")).toEqual([]);
    expect(lowercaseNames("Mondays and fridays")).toEqual([]);
    const found = lowercaseNames("Replies within 24 hours, monday to friday, for as long as you need us.");
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(
      /^"monday" is a name: write it "Monday" \(…Replies within 24 hours, monday to friday/,
    );
  });

  it("a phrase set in a sentence keeps its names", () => {
    expect(inSentence("Support Monday to Friday")).toBe("support Monday to Friday");
    expect(`with ${inSentence("Support Monday to Friday")}`).toSatisfy(
      (text) => lowercaseNames(text).length === 0,
    );
  });
});
