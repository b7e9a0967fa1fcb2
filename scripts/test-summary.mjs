// Adds up the jest result files written under a folder (one per run) and prints one line per run
// plus the total as "N passed, N failed".
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const files = [];
for (const run of readdirSync(folder).sort()) {
  const runFolder = path.join(folder, run);
  if (!statSync(runFolder).isDirectory()) continue;
  for (const file of readdirSync(runFolder).filter((name) => name.endsWith('.json'))) {
    const result = JSON.parse(readFileSync(path.join(runFolder, file), 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    skipped += result.numPendingTests + (result.numTodoTests ?? 0);
    console.log(`${run}/${file}: ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
    for (const entry of result.files ?? []) files.push({ ...entry, run });
  }
}
const slowest = files.sort((a, b) => b.seconds - a.seconds).slice(0, 12);
if (slowest.length) {
  console.log('slowest test files:');
  for (const { run, file, seconds } of slowest)
    console.log(`  ${String(seconds).padStart(6)} s  ${run}  ${file}`);
}
const failedFiles = files.filter((entry) => entry.failed > 0);
for (const { run, file, failed: count } of failedFiles) console.log(`failed: ${run}  ${file} (${count})`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
