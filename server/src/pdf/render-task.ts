import { type DocDefinition, renderPdf } from './render.js';
import { templateFor } from './templates/registry.js';
import type { TemplateInput } from './templates/types.js';
import { withVerificationFooter } from './templates/verification-footer.js';

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
      const template = templateFor(task.workKey);
      if (!template) throw new Error(`No template for the work "${task.workKey}"`);
      const definition = template(task.input);
      const { verification } = task.input;
      return renderPdf(verification ? withVerificationFooter(definition, verification) : definition);
    }
  }
}
