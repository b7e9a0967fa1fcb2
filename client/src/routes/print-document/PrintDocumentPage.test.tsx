import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { buildLocatedUser } from '../../../tests/builders';
import { api, graphqlData, server } from '../../../tests/msw-server';
import { mockPdf } from '../../../tests/react-pdf-mock';
import { renderApp } from '../../../tests/render';
import { generatedDocument } from '../../../tests/works';
import { storeCurrentDocument } from '../../documents/current-document';

jest.mock('react-pdf', () => require('../../../tests/react-pdf-mock'));

const STORED_PATH = '/files/documents/doc-1.pdf?expires=1&sig=old';
const FRESH_PATH = '/files/documents/doc-1.pdf?expires=2&sig=new';

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

const pdf = () => HttpResponse.text('%PDF-1.7 test', { headers: { 'content-type': 'application/pdf' } });

describe('the print screen', () => {
  beforeEach(() => {
    mockPdf.fail = false;
    mockPdf.pages = 2;
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

  it("shows 'Loading PDF…' and then every page, under the work's name and place", async () => {
    signIn();
    storeDocument();
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
    expect(screen.getByText('Loading PDF…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(await screen.findAllByTestId('pdf-page')).toHaveLength(2);
    expect(screen.queryByText('Loading PDF…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('saves the PDF as document.pdf and prints it through a hidden frame', async () => {
    signIn();
    storeDocument();
    server.use(http.get('http://localhost/files/documents/doc-1.pdf', pdf));
    const clicks: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const { user } = renderApp('/dashboard/printdocument');
    await screen.findAllByTestId('pdf-page');

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('document.pdf');
    expect(clicks[0]?.href).toMatch(/^blob:/);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    const frame = document.querySelector('iframe[title="Document to print"]') as HTMLIFrameElement;
    expect(frame.src).toMatch(/^blob:/);
    expect(frame.style.width).toBe('0px');
    click.mockRestore();
  });

  it('asks for a fresh link once the stored one has expired', async () => {
    signIn();
    storeDocument();
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
    renderApp('/dashboard/printdocument');
    expect(await screen.findAllByTestId('pdf-page')).toHaveLength(2);
  });

  it("says 'Failed to load PDF file.' when the file cannot be fetched", async () => {
    signIn();
    storeDocument();
    server.use(
      http.get('http://localhost/files/documents/doc-1.pdf', () => new HttpResponse(null, { status: 404 })),
      api.query('DocumentById', () => graphqlData({ document: generatedDocument({ status: 'FAILED' }) })),
    );
    renderApp('/dashboard/printdocument');
    expect(await screen.findByText('Failed to load PDF file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it("says 'Failed to load PDF file.' when the viewer cannot read it", async () => {
    signIn();
    storeDocument();
    mockPdf.fail = true;
    server.use(http.get('http://localhost/files/documents/doc-1.pdf', pdf));
    renderApp('/dashboard/printdocument');
    expect(await screen.findByText('Failed to load PDF file.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('pdf-page')).not.toBeInTheDocument());
  });
});
