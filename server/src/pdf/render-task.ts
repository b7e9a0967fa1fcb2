import { type DocDefinition, renderPdf } from './render.js';
import { templateFor } from './templates/registry.js';
import type { TemplateInput } from './templates/types.js';
import { withSpecimenMark } from './templates/specimen-mark.js';
import { withVerificationFooter } from './templates/verification-footer.js';

/** What a render worker is asked to do. Plain data: it crosses a thread boundary. */
export type RenderTask =
  | { kind: 'definition'; definition: DocDefinition; docx?: boolean }
  /** The template runs in the worker too: no layout work on the request thread. */
  | { kind: 'work'; workKey: string; input: TemplateInput; docx?: boolean };

/**
 * The files of one document: the PDF, and its Word copy when the task asked for one; `docxError`
 * says why a copy that was asked for is missing.
 */
export interface RenderedFiles {
  pdf: Buffer;
  docx?: Buffer;
  docxError?: string;
}

function definitionOf(task: RenderTask): DocDefinition {
  if (task.kind === 'definition') return task.definition;
  const template = templateFor(task.workKey);
  if (!template) throw new Error(`No template for the work "${task.workKey}"`);
  const definition = template(task.input);
  const { verification, specimen } = task.input;
  const verified = verification ? withVerificationFooter(definition, verification) : definition;
  return specimen ? withSpecimenMark(verified) : verified;
}

/**
 * Both files come from the one definition the template built, so the Word file says what the PDF
 * says; the template runs once.
 */
export async function runRenderTask(task: RenderTask): Promise<RenderedFiles> {
  const definition = definitionOf(task);
  if (!task.docx) return { pdf: await renderPdf(definition) };
  // pdfmake tells the footer how many pages there are: the Word copy of a one-page PDF gets the
  // footer of one page (no "पृष्ठ १/१"), a longer one Word's own page fields.
  let pages: number | undefined;
  const { footer } = definition;
  const counted: DocDefinition =
    typeof footer === 'function'
      ? {
          ...definition,
          footer: (page, count, size) => {
            pages = count;
            return footer(page, count, size);
          },
        }
      : definition;
  const pdf = await renderPdf(counted);
  // The PDF is the paper; the Word copy is a convenience: a copy that cannot be made costs the user
  // only the copy.
  try {
    // The docx library is loaded with a thread's first Word copy: most threads never make one.
    const { renderDocx } = await import('./docx/render-docx.js');
    return { pdf, docx: await renderDocx(definition, { pages }) };
  } catch (error) {
    return { pdf, docxError: error instanceof Error ? error.message : String(error) };
  }
}
