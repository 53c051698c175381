import { post } from '@app/api';

/** Turns a tool off: the reality check at once, the session limit after the cooling period. */
export async function removeTool(configId: string): Promise<void> {
  await post('/user/responsible-gambling/config/delete', { configId }, { context: { silent: true } });
}
