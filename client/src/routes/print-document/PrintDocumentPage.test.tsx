import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { buildLocatedUser } from '../../../tests/builders';
import { api, graphqlData, graphqlError, server } from '../../../tests/msw-server';
import { drawHeldPages, mockPdf } from '../../../tests/react-pdf-mock';
import { renderApp } from '../../../tests/render';
import { generatedDocument } from '../../../tests/works';
import { storeCurrentDocument } from '../../documents/current-document';

jest.mock('react-pdf', () => require('../../../tests/react-pdf-mock'));

const STORED_PATH = '/files/documents/doc-1.pdf?expires=1&sig=old';
const FRESH_PATH = '/files/documents/doc-1.pdf?expires=2&sig=new';
const FILE_NAME = 'जन्म-मिति-प्रमाणित-२०८३-०१-२१.pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function storeDocument() {
  storeCurrentDocument({
    id: 'doc-1',
    workNameNe: 'जन्म मिति प्रमाणित',
    workNameEn: 'Date of birth verification',
    place: 'बागमती, काठमाडौं - 32',
    // Signed for the server's public address; the screen fetches it from this origin.
    downloadUrl: `https://lekhapadi.example${STORED_PATH}`,
  });
}

function signIn() {
  server.use(api.query('Me', () => graphqlData({ me: buildLocatedUser() })));
}

/** The document as the server describes it by id (its link freshly signed). */
function serveDocument(overrides: Record<string, unknown> = {}) {
  server.use(
    api.query('PrintDocument', ({ variables }) =>
      variables.id === 'doc-1'
        ? graphqlData({
            document: generatedDocument({
              status: 'READY',
              downloadUrl: `https://lekhapadi.example${FRESH_PATH}`,
              ...overrides,
            }),
          })
        : graphqlError('Document not found.', 'NOT_FOUND'),
    ),
  );
}

const pdf = () => HttpResponse.text('%PDF-1.7 test', { headers: { 'content-type': 'application/pdf' } });

function catchDownloads() {
  const clicks: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this);
  });
  return { clicks, restore: () => click.mockRestore() };
}

describe('the print screen', () => {
  beforeEach(() => {
    mockPdf.fail = false;
    mockPdf.pages = 2;
    mockPdf.texts = [];
  });
  afterEach(() => sessionStorage.clear());

  it('without a generated document, says so and leads back to the generation screen', async () => {
    signIn();
    renderApp('/dashboard/printdocument');
    expect(await screen.findByRole('heading', { name: 'Print Document' })).toBeInTheDocument();
    expect(screen.getByText('There is no generated document to show yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate a document' })).toHaveAttribute(
      'href',
      '/dashboard/lekhapadi',
    );
  });

  it("leads from the bare address to the document's own, and shows a skeleton until every page is drawn", async () => {
    signIn();
    storeDocument();
    serveDocument();
    server.use(
      http.get('http://localhost/files/documents/doc-1.pdf', async () => {
        await delay(100);
        return pdf();
      }),
    );
    renderApp('/dashboard/printdocument');
    expect(await screen.findByRole('heading', { name: 'जन्म मिति प्रमाणित' })).toBeInTheDocument();
    expect(screen.getByText('Date of birth verification')).toBeInTheDocument();
    expect(screen.getByTestId('print-place')).toHaveTextContent('बागमती, काठमाडौं - 32');
    expect(screen.getByTestId('pdf-skeleton')).toHaveTextContent('Loading PDF…');
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(await screen.findAllByTestId('pdf-page')).toHaveLength(2);
    expect(screen.queryByTestId('pdf-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('draws a just-generated PDF before the document’s details arrive (a slow phone), then shows its time', async () => {
    signIn();
    storeDocument();
    let answer!: () => void;
    const detailsHeld = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      api.query('PrintDocument', async () => {
        await detailsHeld;
        return graphqlData({
          document: generatedDocument({
            status: 'READY',
            downloadUrl: `https://lekhapadi.example${FRESH_PATH}`,
            createdAt: '2026-05-04T07:00:00.000Z',
          }),
        });
      }),
      http.get('http://localhost/files/documents/doc-1.pdf', pdf),
    );
    renderApp('/dashboard/printdocument/doc-1');
    // The stored link's file is drawn while the details are still on their way.
    expect(await screen.findAllByTestId('pdf-page')).toHaveLength(2);
    expect(within(screen.getByTestId('versions')).getByText('Original')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('21 Baisakh 2083, 12:45')).toBeInTheDocument();
  });

  it('opens any of the user’s documents by its address, with its BS date and time, and saves it under its name', async () => {
    signIn();
    serveDocument();
    server.use(http.get('http://localhost/files/documents/doc-1.pdf', pdf));
    const downloads = catchDownloads();
    const { user } = renderApp('/dashboard/printdocument/doc-1');
    expect(await screen.findByRole('heading', { name: 'जन्म मिति प्रमाणित' })).toBeInTheDocument();
    // 2026-05-04 06:30 UTC is 12:15 in Nepal, 21 Baisakh 2083.
    expect(screen.getByTestId('print-date')).toHaveTextContent('Generated 21 Baisakh 2083, 12:15');
    await screen.findAllByTestId('pdf-page');

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloads.clicks).toHaveLength(1);
    expect(downloads.clicks[0]?.download).toBe(FILE_NAME);
    expect(downloads.clicks[0]?.href).toMatch(/^blob:/);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    const frame = document.querySelector('iframe[title="Document to print"]') as HTMLIFrameElement;
    expect(frame.src).toMatch(/^blob:/);
    expect(frame.style.width).toBe('0px');
    // A document made before Word copies has none to offer.
    expect(screen.queryByRole('button', { name: /Word file/ })).not.toBeInTheDocument();
    downloads.restore();
  });

  it('saves the Word copy through a fresh link, under the PDF’s name with .docx', async () => {
    signIn();
    const word = (sig: string) => `https://lekhapadi.example/files/documents/doc-1.docx?sig=${sig}`;
    serveDocument({ docxDownloadUrl: word('shown') });
    const asked: string[] = [];
    server.use(
      http.get('http://localhost/files/documents/doc-1.pdf', pdf),
      api.query('DocumentById', () =>
        graphqlData({ document: generatedDocument({ status: 'READY', docxDownloadUrl: word('fresh') }) }),
      ),
      http.get('http://localhost/files/documents/doc-1.docx', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('sig') ?? '');
        return new HttpResponse('PK\u0003\u0004', { headers: { 'content-type': DOCX_TYPE } });
      }),
    );
    const downloads = catchDownloads();
    const { user } = renderApp('/dashboard/printdocument/doc-1');
    const button = await screen.findByRole('button', {
      name: 'Word (DOCX): download to edit before printing',
    });
    expect(button).toHaveTextContent('Word (DOCX)');
    await user.click(button);
    await waitFor(() => expect(downloads.clicks).toHaveLength(1));
    expect(asked).toEqual(['fresh']);
    expect(downloads.clicks[0]?.download).toBe('जन्म-मिति-प्रमाणित-२०८३-०१-२१.docx');
    expect(downloads.clicks[0]?.href).toMatch(/^blob:/);
    downloads.restore();
  });

  it('says so when the Word copy cannot be fetched, in Nepali on the Nepali screen', async () => {
    signIn();
    const link = 'https://lekhapadi.example/files/documents/doc-1.docx?sig=old';
    serveDocument({ docxDownloadUrl: link });
    server.use(
      http.get('http://localhost/files/documents/doc-1.pdf', pdf),
      api.query('DocumentById', () =>
        graphqlData({ document: generatedDocument({ status: 'READY', docxDownloadUrl: link }) }),
      ),
      http.get('http://localhost/files/documents/doc-1.docx', () => new HttpResponse(null, { status: 403 })),
    );
    const { user } = renderApp('/dashboard/printdocument/doc-1', { language: 'ne' });
    const button = await screen.findByRole('button', {
      name: 'वर्ड (DOCX): छाप्नुअघि सच्याउन डाउनलोड गर्नुहोस्',
    });
    expect(button).toHaveTextContent('वर्ड (DOCX)');
    await user.click(button);
    expect(await screen.findByText('वर्ड फाइल डाउनलोड गर्न सकिएन। फेरि प्रयास गर्नुहोस्।')).toBeInTheDocument();
  });

  it("says a document that is not the user's was not found, as for one that does not exist", async () => {
    signIn();
    serveDocument();
    renderApp('/dashboard/printdocument/someone-elses');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This document was not found. It may belong to another account.',
    );
    expect(screen.getByRole('link', { name: 'Your documents' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('asks for a fresh link once the stored one has expired', async () => {
    signIn();
    storeDocument();
    serveDocument();
    server.use(
      http.get('http://localhost/files/documents/doc-1.pdf', ({ request }) =>
        new URL(request.url).searchParams.get('sig') === 'new'
          ? pdf()
          : new HttpResponse(null, { status: 403 }),
      ),
      api.query('DocumentById', () =>
        graphqlData({
          document: generatedDocument({
            status: 'READY',
            downloadUrl: `https://lekhapadi.example${FRESH_PATH}`,
          }),
        }),
      ),
    );
    renderApp('/dashboard/printdocument/doc-1');
    expect(await screen.findAllByTestId('pdf-page')).toHaveLength(2);
  });

  it("says 'Failed to load PDF file.' when the file cannot be fetched", async () => {
    signIn();
    serveDocument();
    server.use(
      http.get('http://localhost/files/documents/doc-1.pdf', () => new HttpResponse(null, { status: 404 })),
      api.query('DocumentById', () => graphqlData({ document: generatedDocument({ status: 'FAILED' }) })),
    );
    renderApp('/dashboard/printdocument/doc-1');
    expect(await screen.findByText('Failed to load PDF file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it("says 'Failed to load PDF file.' when the viewer cannot read it", async () => {
    signIn();
    serveDocument();
    mockPdf.fail = true;
    server.use(http.get('http://localhost/files/documents/doc-1.pdf', pdf));
    renderApp('/dashboard/printdocument/doc-1');
    expect(await screen.findByText('Failed to load PDF file.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('pdf-page')).not.toBeInTheDocument());
  });
});

describe('the viewer', () => {
  beforeEach(() => {
    mockPdf.fail = false;
    mockPdf.holdDrawing = false;
    mockPdf.pages = 3;
    mockPdf.texts = ['मिति: २०८३ र Sita', 'नाम: Sita Sharma', 'मिति फेरि'];
    signIn();
    serveDocument();
    server.use(http.get('http://localhost/files/documents/doc-1.pdf', pdf));
  });

  const pageWidths = () => screen.getAllByTestId('pdf-page').map((page) => Number(page.dataset.width));

  it('zooms in and out, fits the width again, and zooms by keyboard', async () => {
    const { user } = renderApp('/dashboard/printdocument/doc-1');
    await screen.findAllByTestId('pdf-page');
    const fitted = screen.getByTestId('zoom-level').textContent;
    const [start] = pageWidths();

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(pageWidths()[0]).toBeCloseTo((start ?? 0) * 1.25, -1);
    expect(screen.getByRole('button', { name: 'Fit width' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(pageWidths()[0]).toBeLessThan(start ?? 0);

    await user.click(screen.getByRole('button', { name: 'Fit width' }));
    expect(screen.getByTestId('zoom-level')).toHaveTextContent(fitted ?? '');
    expect(screen.getByRole('button', { name: 'Fit width' })).toHaveAttribute('aria-pressed', 'true');

    const viewer = screen.getByRole('region', { name: /Document viewer/ });
    viewer.focus();
    await user.keyboard('+');
    expect(pageWidths()[0]).toBeGreaterThan(start ?? 0);
    await user.keyboard('0');
    expect(screen.getByTestId('zoom-level')).toHaveTextContent(fitted ?? '');
  });

  it('lays out a page’s text only once its picture is drawn, so the two do not share the phone’s time', async () => {
    mockPdf.holdDrawing = true;
    renderApp('/dashboard/printdocument/doc-1');
    expect(await screen.findAllByTestId('pdf-page')).toHaveLength(3);
    expect(screen.queryAllByTestId('text-layer')).toHaveLength(0);
    expect(screen.getByRole('region', { name: /Document viewer/ })).toHaveAttribute(
      'data-rendered-pages',
      '0',
    );

    act(() => drawHeldPages());
    expect(screen.getByRole('region', { name: /Document viewer/ })).toHaveAttribute(
      'data-rendered-pages',
      '3',
    );
    expect(screen.getAllByTestId('text-layer').map((layer) => layer.textContent)).toEqual(mockPdf.texts);
  });

  it('counts the pages and moves between them with the buttons and the page field', async () => {
    const { user } = renderApp('/dashboard/printdocument/doc-1');
    await screen.findAllByTestId('pdf-page');
    const field = screen.getByRole('textbox', { name: 'Page number' });
    expect(field).toHaveValue('1');
    expect(screen.getByTestId('page-count')).toHaveTextContent('of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(field).toHaveValue('2');
    await user.clear(field);
    await user.type(field, '3{Enter}');
    expect(field).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('finds a word on every page, marks it, and steps through the matches', async () => {
    const { user } = renderApp('/dashboard/printdocument/doc-1');
    await screen.findAllByTestId('pdf-page');
    const search = screen.getByRole('searchbox', { name: 'Search in the document' });
    await user.type(search, 'मिति{Enter}');
    expect(await screen.findByTestId('search-result')).toHaveTextContent('1 of 2');
    const marks = screen.getAllByTestId('text-layer').flatMap((layer) => [...layer.querySelectorAll('mark')]);
    expect(marks.map((mark) => mark.textContent)).toEqual(['मिति', 'मिति']);
    await user.type(search, '{Enter}');
    expect(screen.getByTestId('search-result')).toHaveTextContent('2 of 2');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Page number' })).toHaveValue('3'));

    await user.clear(search);
    await user.type(search, 'sita{Enter}');
    expect(await screen.findByTestId('search-result')).toHaveTextContent('1 of 2');
    await user.clear(search);
    await user.type(search, 'nowhere{Enter}');
    expect(await screen.findByTestId('search-result')).toHaveTextContent('No matches');

    // Typed in Roman letters, as the forms' Nepali fields take it: found in Devanagari.
    await user.clear(search);
    await user.type(search, 'miti{Enter}');
    expect(await screen.findByTestId('search-result')).toHaveTextContent('1 of 2');
    const readings = screen
      .getAllByTestId('text-layer')
      .flatMap((layer) => [...layer.querySelectorAll('mark')]);
    expect(readings.map((mark) => mark.textContent)).toEqual(['मिति', 'मिति']);
  });

  it('speaks Nepali, with Devanagari digits', async () => {
    renderApp('/dashboard/printdocument/doc-1', { language: 'ne' });
    await screen.findAllByTestId('pdf-page');
    const tools = screen.getByRole('toolbar', { name: 'हेर्ने औजारहरू' });
    expect(within(tools).getByRole('button', { name: 'ठूलो पार्नुहोस्' })).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'चौडाइ मिलाउनुहोस्' })).toBeInTheDocument();
    expect(within(tools).getByTestId('page-count')).toHaveTextContent('/ ३');
    // The page box in the same script as the count beside it.
    expect(within(tools).getByRole('textbox', { name: 'पाना नम्बर' })).toHaveValue('१');
    expect(within(tools).getByTestId('zoom-level').textContent).toMatch(/^[०-९]+%$/);
    expect(screen.getByTestId('print-date')).toHaveTextContent('२०८३ वैशाख २१, १२:१५ मा बनेको');
    expect(screen.getByTestId('print-place')).toHaveTextContent('बागमती, काठमाडौं - ३२');
  });

  it('shows page thumbnails on a wide screen; a thumbnail turns to its page', async () => {
    const narrow = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: query.includes('min-width') });
    try {
      const { user } = renderApp('/dashboard/printdocument/doc-1');
      const thumbnails = await screen.findByRole('navigation', { name: 'Pages' });
      const buttons = within(thumbnails).getAllByRole('button');
      expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
        'Page 1',
        'Page 2',
        'Page 3',
      ]);
      expect(buttons[0]).toHaveAttribute('aria-current', 'page');
      await user.click(buttons[2] as HTMLElement);
      expect(screen.getByRole('textbox', { name: 'Page number' })).toHaveValue('3');
      expect(within(thumbnails).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    } finally {
      window.matchMedia = narrow;
    }
  });
});
