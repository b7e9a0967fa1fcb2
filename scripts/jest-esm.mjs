// Runs jest in native ESM mode (`node scripts/jest-esm.mjs --config … [jest arguments]`) and runs
// once more, on their own, the test files whose worker process V8 killed while loading modules.
//
// Why: Node 22's V8 sometimes aborts a process that evaluates ES modules through `vm`
// ("Check failed: (location_) != nullptr" in SourceTextModule::AsyncModuleExecutionFulfilled,
// nodejs/node#53238, open upstream). Under jest that ends one test file's worker with SIGTRAP
// before any of its tests ran. Only such files are run again; a test that fails is never retried,
// and a file that crashes twice fails the run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const jestBin = path.resolve('node_modules/jest/bin/jest.js');
const args = process.argv.slice(2);
const env = {
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
};
const workDir = mkdtempSync(path.join(tmpdir(), 'jest-esm-'));

/** Runs jest; returns its exit status and the files whose worker V8 aborted. */
function runJest(extraArgs, resultName) {
  const outputFile = path.join(workDir, `${resultName}.json`);
  const run = spawnSync(process.execPath, [jestBin, ...extraArgs, '--json', `--outputFile=${outputFile}`], {
    stdio: 'inherit',
    env: { ...env, JEST_JSON_RUN: resultName },
  });
  let crashed = [];
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    crashed = report.testResults
      .filter((file) =>
        /was terminated by another process: signal=SIG(TRAP|ABRT|SEGV)/.test(file.message ?? ''),
      )
      .map((file) => file.name);
  } catch {
    // No report: jest itself failed before running anything; its own message says why.
  }
  return { status: run.status ?? 1, crashed };
}

const first = runJest(args, 'run');
let status = first.status;
if (status !== 0 && first.crashed.length > 0) {
  console.log(
    `\nV8 aborted the worker of ${first.crashed.length} test file(s) (nodejs/node#53238); running them again:`,
  );
  for (const file of first.crashed) console.log(`  ${path.relative(process.cwd(), file)}`);
  const configIndex = args.indexOf('--config');
  const configArgs = configIndex >= 0 ? args.slice(configIndex, configIndex + 2) : [];
  const again = runJest([...configArgs, '--runTestsByPath', ...first.crashed], 'rerun');
  // The first run failed only by those crashes when the files it failed are exactly the crashed ones.
  const firstReport = JSON.parse(readFileSync(path.join(workDir, 'run.json'), 'utf8'));
  const otherFailures = firstReport.testResults.filter(
    (file) => file.status === 'failed' && !first.crashed.includes(file.name),
  );
  status = otherFailures.length === 0 && again.status === 0 ? 0 : 1;
}
rmSync(workDir, { recursive: true, force: true });
process.exit(status);
