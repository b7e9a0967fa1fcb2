import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Floors of the answers that must not tell whether an account exists: each answers no sooner than
 * this, whichever way it went, so the work done only for real accounts (a code written, a mail
 * sent) cannot be timed. Well above what either way takes here, or the floor would not hide it.
 */
export const steadyAnswerMs = {
  register: 600,
  codeRequest: 400,
  codeCheck: 400,
} as const;

/** Runs `work` and settles (with its value or its error) no sooner than `floorMs` after starting. */
export async function withSteadyTiming<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
