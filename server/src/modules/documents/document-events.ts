import type { DocumentStatus } from './generated-document.entity.js';

/**
 * What a subscription hears about a user's documents. Only ids and the status travel (with
 * PostgreSQL they cross instances through NOTIFY); the subscriber reads the row itself.
 */
export interface DocumentEvent {
  documentId: string;
  userId: string;
  status: DocumentStatus;
}

export const documentTopic = (userId: string) => `documents:${userId}`;
