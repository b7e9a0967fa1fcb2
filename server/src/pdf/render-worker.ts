import { parentPort } from 'node:worker_threads';
import { runRenderTask, type RenderTask } from './render-task.js';

// One render thread: fonts are parsed on its first document and reused for every later one.
parentPort?.on('message', async (message: { id: number; task: RenderTask }) => {
  try {
    const pdf = await runRenderTask(message.task);
    // A copy into a fresh ArrayBuffer: the Buffer may sit in Node's shared pool, which can't be transferred.
    const bytes = new Uint8Array(pdf);
    parentPort?.postMessage({ id: message.id, ok: true, pdf: bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
