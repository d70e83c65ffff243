/**
 * Closes the engine run with one line per engine (its tests and time) and the plain count line
 * that CI reads: "engines: N passed, N failed".
 */
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of modules) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") counts.passed++;
        else if (state === "failed") counts.failed++;
        else counts.skipped++;
      }
      const seconds = (module.diagnostic().duration / 1000).toFixed(1);
      const name = module.moduleId.replace(/^.*\//, "").replace(/\.test\.ts$/, "");
      console.log(`engines: ${name}: ${counts.passed} passed, ${counts.failed} failed in ${seconds} s`);
      passed += counts.passed;
      failed += counts.failed;
      skipped += counts.skipped;
    }
    console.log(`engines: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }
}
