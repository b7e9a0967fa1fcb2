import type { DocumentStatus } from './generated-document.entity.js';

/**
 * What a subscription hears about a user's documents. Only ids and the status travel (with
 * PostgreSQL they cross instances through NOTIFY); the subscriber reads the row itself.
 */
export interface DocumentEvent {
  documentId: string;
  userId: string;
  /** The office whose document it is; null (or absent) for a personal one. */
  officeId?: string | null;
  status: DocumentStatus;
}

/** The documents an account generates (an office's among them, for the member who made them). */
export const documentTopic = (userId: string) => `documents:${userId}`;
/** An office's documents, whoever of it generated them: what the office's tokens hear. */
export const officeDocumentTopic = (officeId: string) => `office-documents:${officeId}`;

/** Publishes an event to the generating account's topic and, for an office's document, the office's. */
export async function publishDocumentEvent(
  events: { publish(topic: string, payload: DocumentEvent): Promise<void> | void },
  event: DocumentEvent,
): Promise<void> {
  await Promise.all([
    events.publish(documentTopic(event.userId), event),
    event.officeId ? events.publish(officeDocumentTopic(event.officeId), event) : undefined,
  ]);
}
