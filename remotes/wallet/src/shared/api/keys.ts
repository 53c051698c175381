// The wallet's query keys: every cached answer of the area sits under ['wallet', path, ...].
import type { EndpointPath } from '@app/contract';

export function walletKey(path: EndpointPath, ...rest: unknown[]): readonly unknown[] {
  return ['wallet', path, ...rest];
}
