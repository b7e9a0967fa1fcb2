// Runs jest in native ESM mode (`node scripts/jest-esm.mjs --config … [jest arguments]`) and runs
// again, on their own, the test files whose worker process V8 killed while loading modules.
//
// Why: Node 22's V8 sometimes aborts a process that evaluates ES modules through `vm`
// ("Check failed: (location_) != nullptr" in SourceTextModule::AsyncModuleExecutionFulfilled,
// nodejs/node#53238, open upstream). Under jest that ends one test file's worker with SIGTRAP
// before any of its tests ran. Only such files are run again, alone, up to three times; a test that
// fails is never retried, and a file that crashes every time fails the run.
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

const V8_ABORT = /signal=SIG(TRAP|ABRT|SEGV)/;

/**
 * Runs jest on `files` (or as `extraArgs` say); returns its exit status, its report (null when jest
 * itself ended without one) and the files whose worker V8 aborted. A single file runs inside jest's
 * own process: when V8 aborts that one, jest dies by the signal and every file given counts as
 * aborted.
 */
function runJest(extraArgs, resultName, files = []) {
  const outputFile = path.join(workDir, `${resultName}.json`);
  const run = spawnSync(process.execPath, [jestBin, ...extraArgs, '--json', `--outputFile=${outputFile}`], {
    stdio: 'inherit',
    env: { ...env, JEST_JSON_RUN: resultName },
  });
  let report = null;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8'));
  } catch {
    // No report: jest itself ended before writing one; its own message says why.
  }
  const crashed = report
    ? report.testResults
        .filter(
          (file) =>
            /was terminated by another process/.test(file.message ?? '') && V8_ABORT.test(file.message),
        )
        .map((file) => file.name)
    : V8_ABORT.test(`signal=${run.signal}`)
      ? files
      : [];
  return { status: run.status ?? 1, report, crashed };
}

// Each abort is a coin toss of the process, not of the file: on a busy machine the same file has
// been aborted twice in a row and then passed. Aborted files run again, alone, up to this often.
const RERUNS = 3;

const first = runJest(args, 'run');
let status = first.status;
if (status !== 0 && first.crashed.length > 0) {
  // The first run failed only by those aborts when the files it failed are exactly the aborted ones.
  const otherFailures = (first.report?.testResults ?? []).filter(
    (file) => file.status === 'failed' && !first.crashed.includes(file.name),
  );
  const configIndex = args.indexOf('--config');
  const configArgs = configIndex >= 0 ? args.slice(configIndex, configIndex + 2) : [];
  // The loop ends with none left aborted only after a rerun that passed; it stops early, with
  // files still aborted, at a decided failure.
  let aborted = first.crashed;
  for (let rerun = 1; rerun <= RERUNS && aborted.length > 0; rerun++) {
    console.log(
      `\nV8 aborted the worker of ${aborted.length} test file(s) (nodejs/node#53238); running them again (${rerun} of ${RERUNS}):`,
    );
    for (const file of aborted) console.log(`  ${path.relative(process.cwd(), file)}`);
    const again = runJest([...configArgs, '--runTestsByPath', ...aborted], `rerun-${rerun}`, aborted);
    // A file that ran to its end is decided: a failure there is never run again.
    const decidedFailures = (again.report?.testResults ?? []).filter(
      (file) => file.status === 'failed' && !again.crashed.includes(file.name),
    );
    if (decidedFailures.length > 0 || (again.status !== 0 && again.crashed.length === 0)) break;
    aborted = again.crashed;
  }
  status = otherFailures.length === 0 && aborted.length === 0 ? 0 : 1;
}
rmSync(workDir, { recursive: true, force: true });
process.exit(status);
