/**
 * Below Mantine's `sm` breakpoint the print screen is laid out for a phone: a compact header, the
 * viewer's controls in fewer rows and the annotation tools behind one button, so the page itself
 * starts within the first screen.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';
