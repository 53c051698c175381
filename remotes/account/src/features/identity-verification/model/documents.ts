import { KYC_CONTENT_TYPES, KYC_MAX_UPLOAD_BYTES, kycDocumentKindSchema, type KycDocument, type KycDocumentKind } from '@app/contract';

/** Every kind of document the platform keeps (a list names each). */
export const DOCUMENT_KINDS: readonly KycDocumentKind[] = kycDocumentKindSchema.options;

/** What the player sends here: the front of an identity document (required), its back and a selfie. */
export const UPLOAD_KINDS = ['identity_front', 'identity_back', 'selfie'] as const satisfies readonly KycDocumentKind[];
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** The document whose approval verifies the identity. */
export const REQUIRED_KIND: UploadKind = 'identity_front';

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const satisfies readonly KycDocument['status'][];

/** What the file picker offers: the types the platform takes. */
export const ACCEPTED_TYPES = KYC_CONTENT_TYPES.join(',');

export type FileProblem = 'empty' | 'tooLarge' | 'type';

/**
 * Why a file cannot be sent, before it is: empty, over KYC_MAX_UPLOAD_BYTES, or declared as
 * something other than a JPEG, PNG or PDF (the platform judges the content itself too).
 */
export function fileProblem(file: Pick<File, 'size' | 'type'>): FileProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > KYC_MAX_UPLOAD_BYTES) return 'tooLarge';
  if (file.type && !(KYC_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  return null;
}

/** The documents newest first. */
export function newestFirst(documents: readonly KycDocument[]): KycDocument[] {
  return [...documents].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
}

/** The latest document of a kind, if any. */
export function latestOf(documents: readonly KycDocument[], kind: KycDocumentKind): KycDocument | undefined {
  return newestFirst(documents).find((entry) => entry.kind === kind);
}

/** Whether the player can send a document of this kind: none yet, or the latest one was rejected. */
export function canUpload(latest: KycDocument | undefined): boolean {
  return !latest || latest.status === 'rejected';
}

/** Where a kind's file picker is on the page (the list's "send again" leads there). */
export function uploadInputId(kind: KycDocumentKind): string {
  return `kyc-upload-${kind}`;
}

/** A size in bytes as people read it, in the player's language ("10 MB", "240 kB", "70 byte"). */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : bytes >= 1024 ? [bytes / 1024, 'kilobyte'] : [bytes, 'byte'];
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
  } catch {
    return `${Math.round(value * 10) / 10} ${unit === 'megabyte' ? 'MB' : unit === 'kilobyte' ? 'kB' : 'B'}`;
  }
}

/** The largest file the platform takes, as people read it. */
export function maxUploadText(language: string): string {
  return formatBytes(KYC_MAX_UPLOAD_BYTES, language);
}
