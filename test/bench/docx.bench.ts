// `npm run bench:docx`: what the Word copy adds to a render. One process renders warm documents of
// every work and sample applicant (varied works, a different one each time) as the render thread
// does, without and with the Word copy, interleaved (the order swaps every round) so a noisy
// moment on a shared machine hits both sides; the medians, their difference and the median of
// the Word step alone are printed.
import { performance } from 'node:perf_hooks';
import { listWorks } from '../../server/src/modules/works/catalog.js';
import { renderDocx } from '../../server/src/pdf/docx/render-docx.js';
import { runRenderTask } from '../../server/src/pdf/render-task.js';
import { templateFor } from '../../server/src/pdf/templates/registry.js';
import { withVerificationFooter } from '../../server/src/pdf/templates/verification-footer.js';
import { SAMPLE_CASES, sampleInput } from '../support/work-samples.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 48);
const verification = {
  code: 'ABCDEFGHJKMNPQRSTVWX',
  url: 'https://lekhapadi.example/verify/ABCDEFGHJKMNPQRSTVWX',
};
const tasks = listWorks().flatMap((work) =>
  SAMPLE_CASES.map((c) => ({
    kind: 'work' as const,
    workKey: work.key,
    input: { ...sampleInput(work, c), verification },
  })),
);

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const time = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

// Warm: every work once both ways (fonts parsed, templates and the docx library compiled).
for (const task of tasks) await runRenderTask({ ...task, docx: true });

const without: number[] = [];
const withDocx: number[] = [];
const docxOnly: number[] = [];
const sizes: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  // Spread over works and applicants: a prime step visits them in a scattered order.
  const task = tasks[(round * 7) % tasks.length]!;
  const pdfOnly = () => time(() => runRenderTask(task));
  const both = () =>
    time(async () => sizes.push((await runRenderTask({ ...task, docx: true })).docx!.length));
  if (round % 2) {
    without.push(await pdfOnly());
    withDocx.push(await both());
  } else {
    withDocx.push(await both());
    without.push(await pdfOnly());
  }
  const definition = withVerificationFooter(templateFor(task.workKey)!(task.input), verification);
  docxOnly.push(await time(() => renderDocx(definition)));
}

const a = median(without);
const b = median(withDocx);
console.log(`${ROUNDS} warm renders each, ${new Set(tasks.map((t) => t.workKey)).size} works`);
console.log(`PDF only        median ${a.toFixed(1)} ms`);
console.log(
  `PDF + Word copy median ${b.toFixed(1)} ms  (+${(b - a).toFixed(1)} ms, +${((100 * (b - a)) / a).toFixed(0)} %)`,
);
console.log(
  `Word copy alone median ${median(docxOnly).toFixed(1)} ms, ${(median(sizes) / 1024).toFixed(1)} KB`,
);
