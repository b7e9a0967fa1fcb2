import { lazyScreen } from '../../lazy-screen';

/**
 * The print screen's viewer (react-pdf, pdf.js and the annotation editor: about 124 KB gzip), a
 * chunk of its own. The print screen renders it and the generation screen's prefetch preloads it,
 * through the same `preload`: once here, it renders in the screen's first render. Asked for only
 * when the PDF had arrived, it cost the phone one more round trip before the first page.
 */
export const AnnotatedViewer = lazyScreen(() => import('./annotations/AnnotatedViewer'), 'default');
