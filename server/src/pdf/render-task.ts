import { findWork } from '../modules/works/catalog.js';
import { type DocDefinition, renderPdf } from './render.js';
import type { TemplateInput } from './templates/types.js';

/** What a render worker is asked to do. Plain data: it crosses a thread boundary. */
export type RenderTask =
  | { kind: 'definition'; definition: DocDefinition }
  /** The template runs in the worker too: no layout work on the request thread. */
  | { kind: 'work'; workKey: string; input: TemplateInput };

export async function runRenderTask(task: RenderTask): Promise<Buffer> {
  switch (task.kind) {
    case 'definition':
      return renderPdf(task.definition);
    case 'work': {
      const work = findWork(task.workKey);
      if (!work) throw new Error(`No work called "${task.workKey}"`);
      return renderPdf(work.template(task.input));
    }
  }
}
