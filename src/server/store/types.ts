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

/**
 * One interface over SQLite (embedded, the default) and PostgreSQL (when DATABASE_URL is set).
 * A write resolves only once it is durable: the caller acknowledges the request after it.
 */
export interface Store {
  kind: 'sqlite' | 'postgres';
  /** Creates or migrates the schema; safe to run on every start. */
  migrate(): Promise<void>;
  insertFeedback(feedback: FeedbackInput): Promise<void>;
  /** All events of a batch in one transaction: all stored, or none. */
  insertEvents(events: EventInput[]): Promise<void>;
  /** Newest first. */
  listFeedback(): Promise<StoredFeedback[]>;
  listEvents(): Promise<StoredEvent[]>;
  close(): Promise<void>;
}
