import { z } from 'zod';
import { emptySchema, idSchema, isoDateTimeSchema, textSchema } from './common.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';

/**
 * Identity verification. Level 0: none; 1: email verified; 2: profile verified (legal name, date of
 * birth 18 or over, address, country, phone); 3: identity verified (a document the operator approved).
 */
export const KYC_LEVELS = [0, 1, 2, 3] as const;
/** The youngest a player may be. */
export const MINIMUM_AGE = 18;
/** The largest document a player may upload, in bytes. */
export const KYC_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A player's documents waiting for review: at most this many ... */
export const KYC_MAX_PENDING_DOCUMENTS = 10;
/** ... and this many bytes together. */
export const KYC_MAX_PENDING_BYTES = 25 * 1024 * 1024;
/** Uploads a player may make in 24 hours, reviewed ones included. */
export const KYC_MAX_UPLOADS_PER_DAY = 20;
/** What a document may be, judged by its content (not its name or declared type). */
export const KYC_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const kycDocumentKindSchema = z.enum(['identity_front', 'identity_back', 'selfie', 'proof_of_address']);
export type KycDocumentKind = z.infer<typeof kycDocumentKindSchema>;
export const kycDocumentStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const kycDocumentSchema = z.object({
  documentId: z.string(),
  kind: kycDocumentKindSchema,
  contentType: z.enum(KYC_CONTENT_TYPES),
  size: z.number().int().min(1),
  status: kycDocumentStatusSchema,
  /** The operator's reason, shown to the player, when it was rejected. */
  reason: z.string().nullable(),
  uploadedAt: isoDateTimeSchema,
  reviewedAt: isoDateTimeSchema.nullable(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/**
 * The upload is multipart/form-data, not JSON: a `kind` field, then the file (`file`), at most
 * KYC_MAX_UPLOAD_BYTES. This schema describes the form's fields.
 */
export const kycUploadRequestSchema = z.object({ kind: kycDocumentKindSchema });
export const kycUploadResponseSchema = z.object({ document: kycDocumentSchema, kycLevel: z.number().int().min(0) });
export const kycDocumentsRequestSchema = emptySchema;
export const kycDocumentsResponseSchema = z.object({ documents: z.array(kycDocumentSchema), kycLevel: z.number().int().min(0) });

/** A document as the operator reviews it. */
export const reviewedDocumentSchema = kycDocumentSchema.extend({ userId: z.string(), email: z.string() });
const documentIdSchema = idSchema;

/** The operator's review of identity documents. */
export const kycOperatorEndpoints = {
  '/operator/kyc/list': {
    access: 'operator',
    permission: 'kyc.decide',
    request: z.object({ status: kycDocumentStatusSchema.optional(), limit: z.number().int().min(1).max(200).optional() }).strict(),
    response: z.object({ documents: z.array(reviewedDocumentSchema) }),
  },
  '/operator/kyc/view': {
    access: 'operator',
    permission: 'kyc.decide',
    request: z.object({ documentId: documentIdSchema }).strict(),
    /** The file itself, base64-encoded, with what is known of it. */
    response: z.object({ document: reviewedDocumentSchema, data: z.string() }),
  },
  '/operator/kyc/file': {
    access: 'operator',
    permission: 'kyc.decide',
    /** The file itself, with its content type, for a viewer (an image or a PDF); each read is recorded in the audit. */
    file: KYC_CONTENT_TYPES,
    request: z.object({ documentId: documentIdSchema }).strict(),
    response: z.object({ contentType: z.enum(KYC_CONTENT_TYPES), data: z.instanceof(Uint8Array), document: reviewedDocumentSchema }),
  },
  '/operator/kyc/approve': {
    access: 'operator',
    permission: 'kyc.decide',
    request: z.object({ documentId: documentIdSchema }).strict(),
    response: z.object({ document: reviewedDocumentSchema, kycLevel: z.number().int() }),
  },
  '/operator/kyc/reject': {
    access: 'operator',
    permission: 'kyc.decide',
    request: z.object({ documentId: documentIdSchema, reason: textSchema.trim().min(3).max(300) }).strict(),
    response: z.object({ document: reviewedDocumentSchema, kycLevel: z.number().int() }),
  },
} as const satisfies Record<string, EndpointDefinition>;
