// The viewer's texts (spec §2), shared by the screen and the lazily loaded viewer.
export const LOADING_PDF_TEXT = 'Loading PDF…';
export const PDF_FAILED_TEXT = 'Failed to load PDF file.';
