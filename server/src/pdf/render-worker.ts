import { parentPort } from 'node:worker_threads';
import { runRenderTask, type RenderTask } from './render-task.js';

// A copy into a fresh ArrayBuffer: a Buffer may sit in Node's shared pool, which can't be transferred.
const transferable = (bytes: Buffer) => new Uint8Array(bytes);

// One render thread: fonts are parsed on its first document and reused for every later one.
parentPort?.on('message', async (message: { id: number; task: RenderTask }) => {
  try {
    const files = await runRenderTask(message.task);
    const pdf = transferable(files.pdf);
    const docx = files.docx ? transferable(files.docx) : undefined;
    parentPort?.postMessage({ id: message.id, ok: true, pdf, docx, docxError: files.docxError }, [
      pdf.buffer as ArrayBuffer,
      ...(docx ? [docx.buffer as ArrayBuffer] : []),
    ]);
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
