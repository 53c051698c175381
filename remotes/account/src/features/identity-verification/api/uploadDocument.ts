import { postForm } from '@app/api';
import type { KycDocument, KycDocumentKind } from '@app/contract';

/**
 * Sends a document as multipart/form-data: the kind first (the platform reads it before the file),
 * then the file. Refusals reach the screen: PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, KYC_LEVEL_REQUIRED.
 */
export async function uploadDocument(kind: KycDocumentKind, file: File): Promise<KycDocument> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return (await postForm('/user/kyc/filestore/upload', form, { context: { silent: true } })).document;
}
