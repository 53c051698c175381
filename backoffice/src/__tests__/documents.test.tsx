import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { App } from '../App.tsx';
import { initTexts } from '../i18n.ts';
import { fakeOperatorApi, memoryStorage, refused } from './fakeServer.ts';

beforeAll(() => initTexts('en'));
afterEach(() => jest.restoreAllMocks());

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

type Status = 'pending' | 'approved' | 'rejected';
interface Doc {
  documentId: string;
  userId: string;
  email: string;
  kind: 'identity_front' | 'identity_back' | 'selfie' | 'proof_of_address';
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  size: number;
  status: Status;
  reason: string | null;
  uploadedAt: string;
  reviewedAt: string | null;
}

function documentsOnServer(): Doc[] {
  const base = { reason: null, reviewedAt: null, status: 'pending' as Status };
  return [
    {
      ...base,
      documentId: 'doc-front',
      userId: 'user-ana',
      email: 'ana@example.com',
      kind: 'identity_front',
      contentType: 'image/png',
      size: PNG.length,
      uploadedAt: '2026-03-01T10:00:00.000Z',
    },
    {
      ...base,
      documentId: 'doc-bill',
      userId: 'user-bo',
      email: 'bo@example.com',
      kind: 'proof_of_address',
      contentType: 'application/pdf',
      size: PDF.length,
      uploadedAt: '2026-03-01T11:00:00.000Z',
    },
    {
      ...base,
      documentId: 'doc-old',
      userId: 'user-cy',
      email: 'cy@example.com',
      kind: 'selfie',
      contentType: 'image/png',
      size: PNG.length,
      status: 'approved',
      uploadedAt: '2026-02-01T09:00:00.000Z',
      reviewedAt: '2026-02-02T09:00:00.000Z',
    },
  ];
}

/**
 * The operator API of the documents: the list filtered as the server filters it, the decisions
 * changing what it answers next, and the file (its bytes with their content type).
 */
function signedInAs(role: string, path = '/backoffice/documents', options: { file?: 'missing' } = {}) {
  window.history.pushState({}, '', path);
  const storage = memoryStorage();
  storage.setItem('backoffice.session', JSON.stringify({ token: 't', member: { staffId: '1', email: `${role}@b.example`, role } }));
  const documents = documentsOnServer();
  const find = (id: unknown) => documents.find((document) => document.documentId === id);
  const api = fakeOperatorApi({
    '/operator/staff/session': {
      body: { actor: { kind: 'staff', staffId: '1', email: `${role}@b.example`, role }, idleExpiresAt: 'x', expiresAt: 'y' },
    },
    '/operator/health': { body: { ok: true, version: '1' } },
    '/operator/maintenance/get': { body: { maintenance: { enabled: false, endTime: null } } },
    '/operator/kyc/list': (body) => ({
      body: {
        documents: documents.filter((document) => !body.status || document.status === body.status).slice(0, Number(body.limit ?? 50)),
      },
    }),
    '/operator/kyc/file': (body) => {
      const document = find(body.documentId);
      if (!document || options.file === 'missing') return refused(404, 'NOT_FOUND');
      return { body: { contentType: document.contentType } };
    },
    '/operator/kyc/approve': (body) => {
      const document = find(body.documentId)!;
      if (document.status !== 'pending') return refused(409, 'KYC_DOCUMENT_ALREADY_DECIDED');
      Object.assign(document, { status: 'approved', reviewedAt: '2026-03-02T10:00:00.000Z' });
      return { body: { document, kycLevel: 3 } };
    },
    '/operator/kyc/reject': (body) => {
      const document = find(body.documentId)!;
      Object.assign(document, { status: 'rejected', reason: body.reason, reviewedAt: '2026-03-02T10:00:00.000Z' });
      return { body: { document, kycLevel: 2 } };
    },
  });
  // The file's answer is bytes, not JSON: the recorded call's answer becomes the document's content.
  const fake = jest.mocked(globalThis.fetch);
  const answer = fake.getMockImplementation()!;
  fake.mockImplementation(async (input, init) => {
    const response = await answer(input, init);
    if (String(input) !== '/operator/kyc/file' || !response.ok) return response;
    const { contentType } = (await response.json()) as { contentType: string };
    return new Response(contentType === 'application/pdf' ? PDF : PNG, { headers: { 'content-type': contentType } });
  });
  let made = 0;
  const objectUrls = {
    create: jest.fn((_blob: Blob) => `blob:http://localhost/document-${(made += 1)}`),
    revoke: jest.fn((_url: string) => {}),
  };
  Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke });
  render(<App storage={storage} />);
  return { api, objectUrls, documents };
}

const callsTo = (api: ReturnType<typeof fakeOperatorApi>, path: string) => api.calls.filter((call) => call.path === path);

describe('the identity documents page', () => {
  it('lists the documents waiting first, with the player, the kind, the upload time and the state', async () => {
    const { api } = signedInAs('compliance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Identity documents' });
    const rows = within(table).getAllByTestId('document-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ana@example.com');
    expect(rows[0]).toHaveTextContent('Identity, front');
    expect(rows[0]).toHaveTextContent('PNG image');
    expect(rows[0]).toHaveTextContent('Waiting');
    expect(rows[0]).toHaveTextContent('2026');
    expect(rows[1]).toHaveTextContent('bo@example.com');
    expect(rows[1]).toHaveTextContent('Proof of address');
    expect(within(table).queryByText('cy@example.com')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute('href', '/backoffice/players/user-ana');
    expect(screen.getByLabelText('State')).toHaveValue('pending');
    expect(callsTo(api, '/operator/kyc/list')[0]).toMatchObject({ body: { status: 'pending', limit: 26 }, authorization: 'Bearer t' });

    // Another state on demand.
    await userEvent.setup().selectOptions(screen.getByLabelText('State'), 'approved');
    expect(await screen.findByText('cy@example.com')).toBeInTheDocument();
    expect(screen.queryByText('ana@example.com')).not.toBeInTheDocument();
    expect(callsTo(api, '/operator/kyc/list').at(-1)?.body).toEqual({ status: 'approved', limit: 26 });
  });

  it('opens an image in the viewer, approves it after confirming, and gives the file back when the viewer closes', async () => {
    const user = userEvent.setup();
    const { api, objectUrls } = signedInAs('compliance');
    const invalidated = jest.spyOn(QueryClient.prototype, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: 'Open Identity, front of ana@example.com' }));

    const viewer = await screen.findByRole('dialog', { name: 'Identity, front · ana@example.com' });
    const image = await within(viewer).findByRole('img', { name: 'Identity, front uploaded by ana@example.com' });
    expect(image).toHaveAttribute('src', 'blob:http://localhost/document-1');
    expect(callsTo(api, '/operator/kyc/file')).toEqual([
      { path: '/operator/kyc/file', body: { documentId: 'doc-front' }, authorization: 'Bearer t' },
    ]);
    const blob = objectUrls.create.mock.calls[0]![0];
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);
    expect(within(viewer).getByRole('heading', { level: 3, name: 'About the document' })).toBeInTheDocument();

    await user.click(within(viewer).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve this document?' });
    expect(confirm).toHaveTextContent("The front of an identity document verifies the player's identity (level 3).");
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Approved: Identity, front of ana@example.com. Their identity level is now 3.')).toBeInTheDocument();
    expect(callsTo(api, '/operator/kyc/approve')).toEqual([
      { path: '/operator/kyc/approve', body: { documentId: 'doc-front' }, authorization: 'Bearer t' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:http://localhost/document-1');
    // The player's page shows the decision too.
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['player', 'user-ana'] });
    // The queue is read again: the approved document has left the waiting ones.
    await waitFor(() => expect(screen.getAllByTestId('document-row')).toHaveLength(1));
    expect(screen.getByTestId('document-row')).toHaveTextContent('bo@example.com');
  });

  it('shows a PDF in a titled frame and rejects it with the reason the player sees', async () => {
    const user = userEvent.setup();
    const { api } = signedInAs('owner');
    const invalidated = jest.spyOn(QueryClient.prototype, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: 'Open Proof of address of bo@example.com' }));
    const viewer = await screen.findByRole('dialog', { name: 'Proof of address · bo@example.com' });
    expect(await within(viewer).findByTitle('Proof of address uploaded by bo@example.com (PDF)')).toHaveAttribute(
      'src',
      'blob:http://localhost/document-1',
    );
    expect(within(viewer).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', 'blob:http://localhost/document-1');

    await user.click(within(viewer).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this document' });
    // A reason is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findAllByText('At least 3 characters. The player sees it.')).toHaveLength(2);
    expect(callsTo(api, '/operator/kyc/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'The bill is older than three months');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected: Proof of address of bo@example.com. They are told the reason.')).toBeInTheDocument();
    expect(callsTo(api, '/operator/kyc/reject')).toEqual([
      {
        path: '/operator/kyc/reject',
        body: { documentId: 'doc-bill', reason: 'The bill is older than three months' },
        authorization: 'Bearer t',
      },
    ]);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['documents'] });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['player', 'user-bo'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in the confirmation when the document was decided meanwhile, and keeps the viewer open', async () => {
    const user = userEvent.setup();
    const { documents, objectUrls } = signedInAs('compliance');
    await user.click(await screen.findByRole('button', { name: 'Open Identity, front of ana@example.com' }));
    const viewer = await screen.findByRole('dialog', { name: 'Identity, front · ana@example.com' });
    documents[0]!.status = 'approved';
    await user.click(within(viewer).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve this document?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await within(confirm).findByText('This document has already been reviewed.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Identity, front · ana@example.com' })).toBeInTheDocument();

    // Closed without a decision: the file is given back all the same.
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:http://localhost/document-1');
  });

  it('says when the file cannot be loaded, with a way to try again', async () => {
    const user = userEvent.setup();
    const { api } = signedInAs('compliance', '/backoffice/documents', { file: 'missing' });
    await user.click(await screen.findByRole('button', { name: 'Open Identity, front of ana@example.com' }));
    const viewer = await screen.findByRole('dialog', { name: 'Identity, front · ana@example.com' });
    expect(await within(viewer).findByText('The document could not be loaded.')).toBeInTheDocument();
    expect(within(viewer).getByText('The requested resource was not found.')).toBeInTheDocument();
    expect(within(viewer).queryByRole('img', { name: /uploaded by/ })).not.toBeInTheDocument();
    expect(within(viewer).getByRole('alert')).toHaveTextContent('The document could not be loaded.');
    await user.click(within(viewer).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(api, '/operator/kyc/file')).toHaveLength(2));
  });

  it('is not given to a role without kyc.decide, and nothing is asked of the server', async () => {
    const { api } = signedInAs('finance');
    expect(await screen.findByText('Your role does not give access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Documents' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Documents' })).not.toBeInTheDocument();
    expect(callsTo(api, '/operator/kyc/list')).toHaveLength(0);
  });
});
