/**
 * The shape of every event body, named by the date it was settled: `apiVersion` in each body says
 * which shape a partner is reading. It changes only with a change a receiver must notice (a field
 * removed or changing meaning), never for an added field or event type, and the partner guide's
 * table of versions says what each changed.
 */
export const WEBHOOK_API_VERSION = '2026-12-03';
