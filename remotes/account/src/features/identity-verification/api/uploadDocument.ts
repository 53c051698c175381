import { postForm, type UploadProgress } from '@app/api';
import type { KycDocument, KycDocumentKind } from '@app/contract';

/**
 * Sends a document as multipart/form-data: the kind first (the platform reads it before the file),
 * then the file. Refusals reach the screen: PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, KYC_LEVEL_REQUIRED.
 * `onProgress` hears how much has been sent; the upload is not cut off while it is still sending.
 */
export async function uploadDocument(
  kind: KycDocumentKind,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<KycDocument> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return (
    await postForm('/user/kyc/filestore/upload', form, {
      context: { silent: true },
      ...(onProgress ? { onUploadProgress: onProgress } : {}),
    })
  ).document;
}
