// A jest reporter that writes the run's totals to $JEST_JSON/<suite>.json for the CI summary
// (<suite>-rerun-N.json for the files scripts/jest-esm.mjs runs again after a V8 abort), with each
// file's wall time, so the summary can name the slowest files.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig, options) {
    this.name = options.name;
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const folder = process.env.JEST_JSON;
    if (!folder) return;
    mkdirSync(folder, { recursive: true });
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numTotalTests } = results;
    const files = results.testResults.map((file) => ({
      file: path.relative(this.rootDir, file.testFilePath),
      seconds: Math.round((file.perfStats.end - file.perfStats.start) / 100) / 10,
      failed: file.numFailingTests,
    }));
    const rerun = process.env.JEST_JSON_RUN?.startsWith('rerun') ? `-${process.env.JEST_JSON_RUN}` : '';
    writeFileSync(
      path.join(folder, `${this.name}${rerun}.json`),
      JSON.stringify({ numPassedTests, numFailedTests, numPendingTests, numTodoTests, numTotalTests, files }),
    );
  }
}

module.exports = SummaryReporter;
