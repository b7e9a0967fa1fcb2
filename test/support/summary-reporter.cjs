// A jest reporter that writes the run's totals to $JEST_JSON/<suite>.json for the CI summary.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(_globalConfig, options) {
    this.name = options.name;
  }

  onRunComplete(_contexts, results) {
    const folder = process.env.JEST_JSON;
    if (!folder) return;
    mkdirSync(folder, { recursive: true });
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numTotalTests } = results;
    writeFileSync(
      path.join(folder, `${this.name}.json`),
      JSON.stringify({ numPassedTests, numFailedTests, numPendingTests, numTodoTests, numTotalTests }),
    );
  }
}

module.exports = SummaryReporter;
