// Getting a generated PDF into the browser and out of it again (download, print).

const DOWNLOAD_FILE_NAME = 'document.pdf';

/** The app's own signed routes: stored files, and Word copies (made on first use). */
const OWN_SIGNED_ROUTES = ['/files/', '/word-copies/'];

/**
 * Where to fetch a signed link from. Links to this app's own signed routes are fetched from this
 * page's origin: the server builds them from its PUBLIC_URL, which may name another host than the
 * one this page came from (a proxy, the dev server). A presigned S3 link (SigV4 in its query) is
 * used exactly as the server gave it: its signature covers the host and the path.
 */
export function fetchableUrl(url: string): string {
  const parsed = new URL(url, window.location.origin);
  const ownFileRoute =
    OWN_SIGNED_ROUTES.some((route) => parsed.pathname.startsWith(route)) &&
    !parsed.searchParams.has('X-Amz-Signature');
  return ownFileRoute ? `${window.location.origin}${parsed.pathname}${parsed.search}` : parsed.toString();
}

const early = new Map<string, Promise<Blob>>();

/**
 * Starts downloading a PDF the print screen is about to show (the moment it is READY, before the
 * screen has loaded); fetchPdf then takes that download instead of starting another.
 */
export function prefetchPdf(signedUrl: string) {
  if (early.has(signedUrl)) return;
  const download = downloadPdf(signedUrl);
  download.catch(() => early.delete(signedUrl));
  early.set(signedUrl, download);
}

/** How far a download is: bytes so far and, when the server said, of how many. */
export type DownloadProgress = (loaded: number, total: number | null) => void;

/**
 * The PDF behind a signed link; rejects when the link has expired or the file is not a PDF.
 * `onProgress` hears each chunk (a download started early reports nothing).
 */
export function fetchPdf(signedUrl: string, onProgress?: DownloadProgress): Promise<Blob> {
  const started = early.get(signedUrl);
  early.delete(signedUrl);
  return started ?? downloadPdf(signedUrl, onProgress);
}

async function downloadPdf(signedUrl: string, onProgress?: DownloadProgress): Promise<Blob> {
  // The link carries its own authority: no cookies go with it, to the app or to a bucket.
  const response = await fetch(fetchableUrl(signedUrl), { credentials: 'omit' });
  if (!response.ok) throw new Error(`The PDF could not be fetched (${response.status}).`);
  // A link that missed its file gets the app's page back: never save that as document.pdf.
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/html')) throw new Error('The link led to a page, not to the PDF.');
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(loaded, total);
  }
  return new Blob(chunks, { type: type || 'application/pdf' });
}

/** Saves a blob under a file name, through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName = DOWNLOAD_FILE_NAME) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL only has to outlive the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Prints a PDF through an invisible frame, so the page itself stays as it is. A frame hidden with
 * display:none never loads its PDF viewer in Chromium, so it is made zero-sized instead. Where the
 * browser refuses to print a frame (some mobile browsers), the PDF opens in a new tab to print there.
 */
export function printPdf(objectUrl: string) {
  const frame = document.createElement('iframe');
  frame.title = 'Document to print';
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  frame.src = objectUrl;
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(objectUrl, '_blank', 'noopener');
    }
    // Leave the frame while the print dialog may still read it.
    setTimeout(() => frame.remove(), 60_000);
  };
  document.body.append(frame);
}
