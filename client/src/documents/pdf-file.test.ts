import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fetchPdf, fetchableUrl } from './pdf-file';

const presigned =
  'http://127.0.0.1:9000/lekhapadi-files/documents/u1/d1.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc';

describe('where a signed link is fetched from', () => {
  test("the app's own file route is fetched from this page's origin", () => {
    expect(fetchableUrl('https://lekhapadi.example/files/documents/d1.pdf?expires=1&signature=s')).toBe(
      'http://localhost/files/documents/d1.pdf?expires=1&signature=s',
    );
  });

  test("a Word copy's link (made by the app on first use) is fetched from this page's origin too", () => {
    expect(fetchableUrl('https://lekhapadi.example/word-copies/d1?expires=1&signature=s')).toBe(
      'http://localhost/word-copies/d1?expires=1&signature=s',
    );
  });

  test('a presigned S3 link is used exactly as given', () => {
    expect(fetchableUrl(presigned)).toBe(presigned);
  });

  test('an S3 bucket named "files" is still the bucket', () => {
    const url = 'https://s3.example/files/documents/d1.pdf?X-Amz-Signature=abc';
    expect(fetchableUrl(url)).toBe(url);
  });
});

describe('fetchPdf', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  test('reads the PDF from the bucket the link names', async () => {
    server.use(
      http.get('http://127.0.0.1:9000/lekhapadi-files/documents/u1/d1.pdf', () =>
        HttpResponse.text('%PDF-1.7 bucket', { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    expect(await (await fetchPdf(presigned)).text()).toBe('%PDF-1.7 bucket');
  });

  test('a link that comes back as a page is refused rather than saved as a PDF', async () => {
    server.use(
      http.get('http://localhost/files/documents/d1.pdf', () =>
        HttpResponse.html('<!doctype html><title>Lekhapadi</title>'),
      ),
    );
    await expect(fetchPdf('/files/documents/d1.pdf?expires=1&signature=s')).rejects.toThrow(/page/);
  });
});
