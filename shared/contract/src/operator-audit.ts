import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageCursorSchema, textSchema } from './common.ts';
import { operatorActorSchema } from './operator-staff.ts';

/**
 * The operator audit: every change made through the operator API or the operator CLI (and the few
 * the platform makes on the operator's behalf, a canary rolled back by the health check), one entry
 * each, written in the same transaction as the change. Entries are never changed nor deleted.
 */
export const operatorAuditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTimeSchema,
  actor: operatorActorSchema,
  /** A name the caller gave beside the actor (the release CLI's --actor), else null. */
  actorLabel: z.string().nullable(),
  /** The operator endpoint without its /operator/ prefix ("maintenance/set"), or "releases/auto-rollback". */
  action: z.string(),
  /** What was changed: "user:<id>", "withdrawal:<id>", "area:casino", "setting:maintenance", ... */
  target: z.string().nullable(),
  /** The player the change is about, if any. */
  playerId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** What else the change carries (a release's from and to, an adjustment's amount). */
  detail: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntrySchema>;

const refSchema = textSchema.min(1).max(254);

export const operatorAuditSearchSchema = z
  .object({
    /** A member of staff, by id or email. */
    staff: refSchema.optional(),
    /** A player, by user id or email. */
    player: refSchema.optional(),
    action: textSchema.min(1).max(100).optional(),
    target: textSchema.min(1).max(200).optional(),
    /** Entries at or after this time. */
    from: z.iso.datetime({ offset: true }).optional(),
    /** Entries before this time. */
    to: z.iso.datetime({ offset: true }).optional(),
    cursor: pageCursorSchema.optional(),
    pageSize: z.number().int().min(1).max(200).optional(),
  })
  .strict();
export type OperatorAuditSearch = z.infer<typeof operatorAuditSearchSchema>;

/** The operator API of the audit (part of operatorEndpoints): search, newest first, and one entry. */
export const auditOperatorEndpoints = {
  '/operator/audit/search': {
    access: 'operator',
    permission: 'audit.read',
    request: operatorAuditSearchSchema,
    response: z.object({ entries: z.array(operatorAuditEntrySchema), nextCursor: pageCursorSchema.nullable() }),
  },
  '/operator/audit/get': {
    access: 'operator',
    permission: 'audit.read',
    request: z.object({ id: idSchema }).strict(),
    response: z.object({ entry: operatorAuditEntrySchema }),
  },
} as const;
