import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config.js';

/**
 * Floors of the answers that must not tell whether an account exists: each answers no sooner than
 * this, whichever way it went, so the work done only for real accounts (a code written, a mail
 * sent) cannot be timed. The settings (REGISTER_ANSWER_FLOOR_MS, CODE_ANSWER_FLOOR_MS) default to
 * values well above what either way takes here, or the floor would not hide it; production refuses
 * lower ones (config.ts), tests that are not about timing set them to 0.
 */
export function answerFloorsMs(config: Pick<Config, 'REGISTER_ANSWER_FLOOR_MS' | 'CODE_ANSWER_FLOOR_MS'>) {
  return {
    register: config.REGISTER_ANSWER_FLOOR_MS,
    codeRequest: config.CODE_ANSWER_FLOOR_MS,
    codeCheck: config.CODE_ANSWER_FLOOR_MS,
  };
}

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
