import { type DocDefinition, renderPdf } from './render.js';

/** What a render worker is asked to do. Plain data: it crosses a thread boundary. */
export type RenderTask = { kind: 'definition'; definition: DocDefinition };

export async function runRenderTask(task: RenderTask): Promise<Buffer> {
  switch (task.kind) {
    case 'definition':
      return renderPdf(task.definition);
  }
}
