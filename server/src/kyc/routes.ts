import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { KYC_MAX_UPLOAD_BYTES, kycDocumentKindSchema } from '@app/contract';
import type { UserRow } from '../db/schema.ts';
import type { DefineEndpoint } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { allowSlowBody } from '../http/timeouts.ts';
import type { Kyc } from './service.ts';

/**
 * The player's documents, and the upload: multipart/form-data (a `kind` field, then the file) on
 * this route alone, up to KYC_MAX_UPLOAD_BYTES, with UPLOAD_TIMEOUT_MS to arrive once the player is
 * signed in; the rest of the API keeps its small JSON limit and REQUEST_TIMEOUT_MS.
 */
export function kycRoutes(
  kyc: Kyc,
  defineEndpoint: DefineEndpoint,
  authenticate: (header: string | undefined) => Promise<{ user: UserRow }>,
) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/user/kyc/documents/list', async ({ auth }) => ({
      documents: await kyc.documents(auth.user.id),
      kycLevel: auth.user.kyc_level,
    }));

    await app.register(async (scope) => {
      await scope.register(multipart, { limits: { fileSize: KYC_MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5 } });
      scope.post('/user/kyc/filestore/upload', { bodyLimit: KYC_MAX_UPLOAD_BYTES + 64 * 1024 }, async (request) => {
        const { user } = await authenticate(request.headers.authorization);
        // A signed-in player's phone on a slow line may take minutes over 10 MB (a stall is still cut).
        allowSlowBody(request);
        if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the document as multipart/form-data');
        const part = await request.file();
        if (!part) throw new ApiError('VALIDATION_FAILED', 'No file', { issues: [{ path: 'file', message: 'required' }] });
        const kindField = part.fields.kind;
        const kind = kycDocumentKindSchema.safeParse(kindField && 'value' in kindField ? kindField.value : undefined);
        if (!kind.success) {
          throw new ApiError('VALIDATION_FAILED', 'Say which document this is before the file', {
            issues: [{ path: 'kind', message: 'identity_front, identity_back, selfie or proof_of_address' }],
          });
        }
        let content: Buffer;
        try {
          content = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new ApiError('PAYLOAD_TOO_LARGE', `A document may be at most ${KYC_MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
          }
          throw error;
        }
        if (part.file.truncated)
          throw new ApiError('PAYLOAD_TOO_LARGE', `A document may be at most ${KYC_MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
        if (content.length === 0)
          throw new ApiError('VALIDATION_FAILED', 'The file is empty', { issues: [{ path: 'file', message: 'empty' }] });
        const document = await kyc.upload(user, kind.data, content);
        return { document, kycLevel: user.kyc_level };
      });
    });
  };
}
