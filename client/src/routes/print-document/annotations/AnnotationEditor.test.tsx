import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { buildLocatedUser } from '../../../../tests/builders';
import { api, graphqlData, server } from '../../../../tests/msw-server';
import { renderApp } from '../../../../tests/render';
import { generatedDocument } from '../../../../tests/works';

jest.mock('react-pdf', () => require('../../../../tests/react-pdf-mock'));

const FILE = 'http://localhost/files/documents/doc-1.pdf';
const VERSION_FILE = 'http://localhost/files/annotated/u/doc-1/v1.pdf';

function serve(saved: { variables?: Record<string, unknown> }) {
  let versions: object[] = [];
  server.use(
    api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
    api.query('PrintDocument', () =>
      graphqlData({ document: generatedDocument({ status: 'READY', downloadUrl: `${FILE}?sig=1` }) }),
    ),
    api.query('DocumentVersions', () =>
      graphqlData({ document: { __typename: 'GeneratedDocument', id: 'doc-1', versions } }),
    ),
    api.mutation('SaveDocumentAnnotations', ({ variables }) => {
      saved.variables = variables;
      const version = {
        __typename: 'DocumentVersionType',
        id: 'v-1',
        number: 1,
        createdAt: '2026-05-04T07:00:00.000Z',
        downloadUrl: `${VERSION_FILE}?sig=1`,
        annotations: variables.annotations,
      };
      versions = [version];
      return graphqlData({ saveDocumentAnnotations: version });
    }),
    http.get(FILE, () =>
      HttpResponse.text('%PDF-1.7 original', { headers: { 'content-type': 'application/pdf' } }),
    ),
    http.get(VERSION_FILE, () =>
      HttpResponse.text('%PDF-1.7 annotated', { headers: { 'content-type': 'application/pdf' } }),
    ),
  );
}

// jsdom has no PointerEvent: without one, the events fired below would lose their coordinates.
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    class PointerEventShim extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    Object.assign(window, { PointerEvent: PointerEventShim });
  }
});

const overlay = (page = 1) => document.querySelector(`[data-annotation-page="${page}"]`) as HTMLElement;

test('free text typed in Roman letters lands on the page in Devanagari; undo, redo and the keyboard', async () => {
  serve({});
  const { user } = renderApp('/dashboard/printdocument/doc-1');
  await screen.findAllByTestId('pdf-page');
  await waitFor(() => expect(overlay()).toBeInTheDocument());
  const toolbar = screen.getByRole('toolbar', { name: 'Annotation tools' });

  await user.click(within(toolbar).getByRole('button', { name: 'Text' }));
  // A finger's tap: pointerdown first, then (after the finger lifts) the click that places it.
  fireEvent.pointerDown(overlay(), { clientX: 100, clientY: 100, button: 0, pointerType: 'touch' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  fireEvent.click(overlay(), { clientX: 100, clientY: 100, button: 0 });
  const field = await screen.findByRole('textbox', { name: /Text \(type in Roman letters/ });
  await user.type(field, 'namaste ');
  expect(field).toHaveValue('नमस्ते ');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('नमस्ते')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Text annotation: नमस्ते' })).toBeInTheDocument();

  await user.click(within(toolbar).getByRole('button', { name: 'Undo' }));
  expect(screen.queryByText('नमस्ते')).not.toBeInTheDocument();
  await user.click(within(toolbar).getByRole('button', { name: 'Redo' }));
  expect(screen.getByText('नमस्ते')).toBeInTheDocument();
  await user.keyboard('{Control>}z{/Control}');
  expect(screen.queryByText('नमस्ते')).not.toBeInTheDocument();
  await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
  expect(screen.getByText('नमस्ते')).toBeInTheDocument();

  // Selected, it can be deleted (and the deletion undone).
  await user.click(screen.getByRole('button', { name: 'Text annotation: नमस्ते' }));
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(screen.queryByText('नमस्ते')).not.toBeInTheDocument();
  await user.keyboard('{Control>}z{/Control}');
  expect(screen.getByText('नमस्ते')).toBeInTheDocument();
});

test('a drawing and a save: the annotations go to the server in points, the version is listed and printed', async () => {
  const saved: { variables?: Record<string, unknown> } = {};
  serve(saved);
  const { user } = renderApp('/dashboard/printdocument/doc-1');
  await screen.findAllByTestId('pdf-page');
  await waitFor(() => expect(overlay()).toBeInTheDocument());
  const toolbar = screen.getByRole('toolbar', { name: 'Annotation tools' });
  expect(within(toolbar).getByRole('button', { name: 'Save annotations' })).toBeDisabled();

  await user.click(within(toolbar).getByRole('button', { name: 'Draw' }));
  fireEvent.pointerDown(overlay(), { clientX: 10, clientY: 10, button: 0 });
  fireEvent.pointerMove(overlay(), { clientX: 60, clientY: 60 });
  fireEvent.pointerUp(overlay(), { clientX: 60, clientY: 60 });
  expect(screen.getByRole('button', { name: 'Drawing annotation' })).toBeInTheDocument();
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

  await user.click(within(toolbar).getByRole('button', { name: 'Save annotations' }));
  await waitFor(() => expect(saved.variables).toBeDefined());
  const [ink] = (saved.variables?.annotations ?? []) as {
    kind: string;
    inkPaths: number[][];
    key?: string;
  }[];
  expect(ink?.kind).toBe('INK');
  expect(ink?.key).toBeUndefined();
  // Screen pixels became points of an A4 page (origin lower left): y is near the page's top.
  const [, y] = ink?.inkPaths[0] ?? [];
  expect(y).toBeGreaterThan(800);

  const versions = await screen.findByTestId('versions');
  expect(await within(versions).findByText('Version 1')).toBeInTheDocument();
  expect(within(versions).getByText('Original')).toBeInTheDocument();
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

  // Download now gives the annotated version, named as such.
  const names: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  await waitFor(async () => {
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(names.at(-1)).toBe('जन्म-मिति-प्रमाणित-२०८३-०१-२१-v1.pdf');
  });
  click.mockRestore();
});
