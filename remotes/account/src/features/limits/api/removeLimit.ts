import { post } from '@app/api';

/** Asks to remove a money limit: it stays in force through the cooling period, then ends. */
export async function removeLimit(configId: string): Promise<void> {
  await post('/wallet/responsible-gambling/config/delete', { configId }, { context: { silent: true } });
}
