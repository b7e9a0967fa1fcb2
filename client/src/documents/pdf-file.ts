// Getting a generated PDF into the browser and out of it again (download, print).

export const DOWNLOAD_FILE_NAME = 'document.pdf';

/**
 * A signed link from the server, made relative: the server builds it from its PUBLIC_URL, which
 * may name another host than the one this page came from (a proxy, a preview).
 */
export function sameOriginUrl(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
}

/** The PDF behind a signed link; rejects when the link has expired or the file is not a PDF. */
export async function fetchPdf(signedUrl: string): Promise<Blob> {
  const response = await fetch(`${window.location.origin}${sameOriginUrl(signedUrl)}`, {
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`The PDF could not be fetched (${response.status}).`);
  return response.blob();
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
