import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where identity documents are kept: a folder of their own outside anything the server serves, one
 * folder per player, files readable only by the server's user, named by document id (never by
 * anything the player sent).
 */
export class DocumentStore {
  readonly #root: string;

  constructor(root: string) {
    this.#root = root;
  }

  #path(userId: string, documentId: string): string {
    if (!/^[0-9a-f-]{36}$/i.test(userId) || !/^[0-9a-f-]{36}$/i.test(documentId)) throw new RangeError('Not a document key');
    return join(this.#root, userId, documentId);
  }

  async put(userId: string, documentId: string, content: Buffer): Promise<void> {
    await mkdir(join(this.#root, userId), { recursive: true, mode: 0o700 });
    await writeFile(this.#path(userId, documentId), content, { mode: 0o600, flag: 'wx' });
  }

  get(userId: string, documentId: string): Promise<Buffer> {
    return readFile(this.#path(userId, documentId));
  }
}
