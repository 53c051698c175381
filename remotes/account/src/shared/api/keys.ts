// The account area's query keys: every cached answer of the area sits under ['account', path, ...].
// The player's details are the exception: they share the host's key (see userInfo.ts).
import type { EndpointPath } from '@app/contract';

export function accountKey(path: EndpointPath, ...rest: unknown[]): readonly unknown[] {
  return ['account', path, ...rest];
}
