import type { ServerMessage } from '@app/contract';
import type { OperatorSignIn, SignIn } from './protocol.ts';

/** What the server asks of a realtime worker. */
export type ToWorker =
  /** Sent with the socket of an upgrade request, before the handshake: the worker answers it and holds the socket. */
  | { t: 'socket'; url: string; headers: Record<string, string | string[] | undefined> }
  | { t: 'user'; userId: string; message: ServerMessage }
  | { t: 'topic'; topic: string; message: ServerMessage }
  | { t: 'session'; userId: string; sessionId: string }
  | { t: 'closeAll'; code: number; reason?: string }
  /** The bus had a gap: every topic followed in the worker is sent its snapshot again. */
  | { t: 'resync' }
  | { t: 'answer'; id: number; value?: unknown; error?: string };

/** What a worker asks the server for. */
export type Question =
  | { what: 'signIn'; token: string }
  | { what: 'operatorSignIn'; token: string; touch: boolean }
  | { what: 'maintenance' }
  | { what: 'snapshot'; topic: string };

/** The answer to each question. */
export interface Answers {
  signIn: SignIn;
  operatorSignIn: OperatorSignIn;
  maintenance: string | null;
  snapshot: ServerMessage | null;
}

/** What a realtime worker tells the server. */
export type FromWorker =
  | { t: 'ready' }
  | ({ t: 'ask'; id: number } & Question)
  | { t: 'log'; level: 'warn' | 'error'; details: Record<string, unknown>; message: string };

/** What a worker is started with. */
export interface WorkerOptions {
  authTimeoutMs: number;
  operatorRecheckMs: number;
  maxPayload: number;
}

/** An error as it can cross between processes (a message, its code and stack), for the server's log. */
export function plainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  return { type: error.name, message: error.message, stack: error.stack, code: (error as { code?: unknown }).code };
}
