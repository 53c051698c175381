// The player's identity documents on the fake platform.
import { KYC_MAX_UPLOAD_BYTES, type EndpointResponse } from '@app/contract';
import { apiPath, errorResponse, jsonResponse, type FakeRoutes } from '@app/api/testing';
import { PROFILE_LEVEL } from './account.ts';

type KycDocument = EndpointResponse<'/user/kyc/documents/list'>['documents'][number];

/** An identity document: the front of an ID, a small PNG in review, unless overridden. */
export function fakeDocument(overrides: Partial<KycDocument> = {}): KycDocument {
  return {
    documentId: 'doc-1',
    kind: 'identity_front',
    contentType: 'image/png',
    size: 2048,
    status: 'pending',
    reason: null,
    uploadedAt: '2026-06-01T12:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

export interface KycRoutesOptions {
  /** The player's documents, oldest first. */
  documents?: KycDocument[];
  /** The player's verification level (uploads need 2); 2 unless given. */
  kycLevel?: number;
}

/** What a file is by its first bytes, as the platform judges it (not by its name or declared type). */
function sniffContentType(bytes: Uint8Array): KycDocument['contentType'] | null {
  const starts = (...head: number[]) => head.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  return null;
}

/**
 * The player's identity documents, kept in memory: the list, and the upload (multipart/form-data,
 * the `kind` field then the `file` part) checked as the platform checks it: level 2 first, a known
 * kind, at most KYC_MAX_UPLOAD_BYTES, a JPEG, PNG or PDF by its content. A new document is in review.
 * An upload's call records the form's fields as its body (the file as its name, type and size).
 */
export function kycRoutes(options: KycRoutesOptions = {}) {
  const documents = [...(options.documents ?? [])];
  const kycLevel = options.kycLevel ?? PROFILE_LEVEL;
  const kinds: readonly string[] = ['identity_front', 'identity_back', 'selfie', 'proof_of_address'];
  let sequence = 0;
  return {
    [apiPath('/user/kyc/documents/list')]: () => jsonResponse({ documents, kycLevel }),
    [apiPath('/user/kyc/filestore/upload')]: async (call) => {
      if (!/^multipart\/form-data/.test(call.request.headers.get('content-type') ?? ''))
        return errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE');
      if (kycLevel < PROFILE_LEVEL)
        return errorResponse(403, 'KYC_LEVEL_REQUIRED', { meta: { requiredLevel: PROFILE_LEVEL, currentLevel: kycLevel } });
      const form = await call.request.clone().formData();
      const kind = form.get('kind');
      const file = form.get('file');
      // The call keeps what the form carried (its fields in order, the file by name, type and size).
      call.body = Object.fromEntries(
        [...form.entries()].map(([name, value]) => [
          name,
          typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size },
        ]),
      );
      if (typeof kind !== 'string' || !kinds.includes(kind))
        return errorResponse(400, 'VALIDATION_FAILED', { meta: { issues: [{ path: 'kind', message: 'required' }] } });
      if (!file || typeof file === 'string')
        return errorResponse(400, 'VALIDATION_FAILED', { meta: { issues: [{ path: 'file', message: 'required' }] } });
      if (file.size > KYC_MAX_UPLOAD_BYTES) return errorResponse(413, 'PAYLOAD_TOO_LARGE');
      const contentType = sniffContentType(new Uint8Array(await file.arrayBuffer()));
      if (!contentType) return errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE');
      sequence += 1;
      const document = fakeDocument({
        documentId: `doc-new-${sequence}`,
        kind: kind as KycDocument['kind'],
        contentType,
        size: file.size,
        uploadedAt: new Date().toISOString(),
      });
      documents.push(document);
      return jsonResponse({ document, kycLevel });
    },
  } satisfies FakeRoutes;
}
