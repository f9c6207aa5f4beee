/** What the site stores: readers' feedback and analytics events. */
export type Helpful = 'yes' | 'no';

export interface FeedbackInput {
  pathname: string;
  helpful: Helpful;
  comment?: string;
}

export interface StoredFeedback extends FeedbackInput {
  id: number;
  createdAt: string;
}

export interface EventInput {
  name: string;
  pathname: string;
  /** The event's other fields, validated by src/server/api/validation.ts. */
  payload: Record<string, unknown>;
}

export interface StoredEvent extends EventInput {
  id: number;
  createdAt: string;
}

/** What a write did: rows stored, or nothing because its idempotency key was seen before. */
export interface WriteResult {
  stored: number;
  duplicate: boolean;
}

/**
 * One interface over SQLite (embedded, the default) and PostgreSQL (when DATABASE_URL is set).
 * A write resolves only once it is durable: the caller acknowledges the request after it. A
 * write with an idempotency key already stored (a client's retry) stores nothing; keys are
 * kept seven days.
 */
export interface Store {
  kind: 'sqlite' | 'postgres';
  /** Creates or migrates the schema; safe to run on every start. */
  migrate(): Promise<void>;
  insertFeedback(feedback: FeedbackInput, key?: string): Promise<WriteResult>;
  /** All events of a batch in one transaction: all stored, or none. */
  insertEvents(events: EventInput[], key?: string): Promise<WriteResult>;
  /** Newest first. */
  listFeedback(): Promise<StoredFeedback[]>;
  listEvents(): Promise<StoredEvent[]>;
  /** The connection's settings, for the tests (SQLite's PRAGMAs; PostgreSQL's timeouts). */
  settings(): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}
