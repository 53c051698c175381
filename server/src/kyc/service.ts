import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  KYC_CONTENT_TYPES,
  KYC_MAX_PENDING_BYTES,
  KYC_MAX_PENDING_DOCUMENTS,
  KYC_MAX_UPLOADS_PER_DAY,
  type KycDocument,
  type KycDocumentKind,
} from '@app/contract';
import type { Db } from '../db/database.ts';
import { whenCommitted } from '../db/one-transaction.ts';
import { inTransaction } from '../db/transaction.ts';
import type { EventBus } from '../platform/bus.ts';
import type { UserRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { kycRepository as repository, type DocumentRow, type KycTables } from './repository.ts';
import type { DocumentStore } from './storage.ts';

/** The level a player must have reached to upload a document (a verified profile). */
const UPLOAD_LEVEL = 2;
const DAY_MS = 24 * 3600_000;
/** The level an approved identity document gives. */
const IDENTITY_LEVEL = 3;
/** The documents whose approval verifies the identity. */
const IDENTITY_KINDS: readonly KycDocumentKind[] = ['identity_front'];

export function toDocument(row: DocumentRow): KycDocument {
  return {
    documentId: row.id,
    kind: row.kind,
    contentType: row.content_type,
    size: row.size,
    status: row.status,
    reason: row.reason,
    uploadedAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

export interface KycDeps {
  db: Db;
  /** The player told of a decision on their document, the back office of an upload and a decision. */
  bus?: Pick<EventBus, 'publish' | 'publishTopic'>;
  store: DocumentStore;
  users: {
    raiseKycLevel(userId: string, level: number): Promise<number>;
    find(ref: string): Promise<UserRow | undefined>;
  };
}

/**
 * Identity documents: a player with a verified profile uploads an image or a PDF (judged by its
 * content), kept where nothing serves it and no other player can reach it; the operator views,
 * approves (an identity document raises the player to level 3) or rejects it with a reason the
 * player sees. A player's uploads take bounded room: KYC_MAX_PENDING_DOCUMENTS and
 * KYC_MAX_PENDING_BYTES waiting for review, KYC_MAX_UPLOADS_PER_DAY a day (KYC_UPLOAD_QUOTA_REACHED).
 */
export class Kyc {
  readonly #deps: KycDeps;

  constructor(deps: KycDeps) {
    this.#deps = deps;
  }

  #tables() {
    return this.#deps.db.withTables<KycTables>();
  }

  async documents(userId: string): Promise<KycDocument[]> {
    return (await repository.ofPlayer(this.#tables(), userId)).map(toDocument);
  }

  async upload(user: UserRow, kind: KycDocumentKind, content: Buffer): Promise<KycDocument> {
    if (user.kyc_level < UPLOAD_LEVEL) {
      throw new ApiError('KYC_LEVEL_REQUIRED', 'Verify your profile before your identity', {
        requiredLevel: UPLOAD_LEVEL,
        currentLevel: user.kyc_level,
      });
    }
    const detected = await fileTypeFromBuffer(content);
    const contentType = (KYC_CONTENT_TYPES as readonly string[]).includes(detected?.mime ?? '')
      ? (detected!.mime as (typeof KYC_CONTENT_TYPES)[number])
      : undefined;
    if (!contentType) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Upload a photo (JPEG or PNG) or a PDF');
    // One upload of the player's at a time (their row locked), so that uploads sent at once cannot pass the quota together.
    const row = await inTransaction(this.#deps.db, async (tx) => {
      await tx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
      const tables = tx.withTables<KycTables>();
      const usage = await repository.usage(tables, user.id, new Date(Date.now() - DAY_MS));
      if (
        usage.pending >= KYC_MAX_PENDING_DOCUMENTS ||
        usage.pendingBytes + content.length > KYC_MAX_PENDING_BYTES ||
        usage.recent >= KYC_MAX_UPLOADS_PER_DAY
      ) {
        throw new ApiError('KYC_UPLOAD_QUOTA_REACHED', 'Wait until the documents sent have been reviewed', {
          maxPendingDocuments: KYC_MAX_PENDING_DOCUMENTS,
          maxPendingBytes: KYC_MAX_PENDING_BYTES,
          maxUploadsPerDay: KYC_MAX_UPLOADS_PER_DAY,
        });
      }
      const id = randomUUID();
      await this.#deps.store.put(user.id, id, content);
      return repository.insert(tables, {
        id,
        user_id: user.id,
        kind,
        content_type: contentType,
        size: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
      });
    });
    const { bus } = this.#deps;
    if (bus) {
      await whenCommitted(async () => {
        await bus.publishTopic('operator.kyc', {
          m: 'operator.kyc.document',
          p: { event: 'uploaded', document: await this.#reviewed(row) },
        });
      });
    }
    return toDocument(row);
  }

  async #reviewed(row: DocumentRow) {
    const user = await this.#deps.users.find(row.user_id);
    return { ...toDocument(row), userId: row.user_id, email: user?.email ?? '' };
  }

  /** How many documents wait for review. */
  pendingCount(): Promise<number> {
    return repository.pendingCount(this.#tables());
  }

  async list(filter: { status?: 'pending' | 'approved' | 'rejected' | undefined; limit: number }) {
    const rows = await repository.list(this.#tables(), filter);
    return Promise.all(rows.map((row) => this.#reviewed(row)));
  }

  async view(documentId: string) {
    const row = await repository.find(this.#tables(), documentId);
    if (!row) throw new ApiError('NOT_FOUND', 'No such document');
    const content = await this.#deps.store.get(row.user_id, row.id);
    return { document: await this.#reviewed(row), data: content.toString('base64') };
  }

  /** A document's file, its content type and what is known of it. */
  async file(documentId: string) {
    const row = await repository.find(this.#tables(), documentId);
    if (!row) throw new ApiError('NOT_FOUND', 'No such document');
    const content = await this.#deps.store.get(row.user_id, row.id);
    return { document: await this.#reviewed(row), contentType: row.content_type, data: new Uint8Array(content) };
  }

  async decide(documentId: string, decision: { approve: true } | { approve: false; reason: string }) {
    const decided = await repository.decide(this.#tables(), documentId, {
      status: decision.approve ? 'approved' : 'rejected',
      reason: decision.approve ? null : decision.reason,
    });
    if (!decided) {
      const found = await repository.find(this.#tables(), documentId);
      if (!found) throw new ApiError('NOT_FOUND', 'No such document');
      throw new ApiError('KYC_DOCUMENT_ALREADY_DECIDED', `This document is already ${found.status}`);
    }
    const kycLevel =
      decision.approve && IDENTITY_KINDS.includes(decided.kind)
        ? await this.#deps.users.raiseKycLevel(decided.user_id, IDENTITY_LEVEL)
        : ((await this.#deps.users.find(decided.user_id))?.kyc_level ?? 0);
    const document = await this.#reviewed(decided);
    const { bus } = this.#deps;
    // Once the decision (and its audit entry) is committed: the player sees it at once, and so does every back office.
    if (bus) {
      await whenCommitted(async () => {
        await bus.publish(decided.user_id, { m: 'kyc.document.update', p: { document: toDocument(decided), kycLevel } });
        await bus.publishTopic('operator.kyc', { m: 'operator.kyc.document', p: { event: 'decided', document } });
      });
    }
    return { document, kycLevel };
  }
}
