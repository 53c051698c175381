import { registerGlobalPlugins, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The host's container name: the copy of each product package in use is the one it provides. */
const HOST_CONTAINER = 'host';

/**
 * The product's own packages (@app/*) are the host's: every area runs on the host's copy. An area
 * built against a range the host's version does not satisfy (another major) fails to load, so its
 * area alone shows its fallback; it never brings its own copy in beside the host's. Without this a
 * remote's newer copy could win the singleton whenever the runtime had started fetching it first
 * (each container resolves its shares with its own federation instance, so this applies to all).
 */
export const hostProvidesProductPackages: ModuleFederationRuntimePlugin = {
  name: 'host-provides-product-packages',
  resolveShare(args) {
    const { shareScopeMap, scope, pkgName, shareInfo } = args;
    if (!pkgName.startsWith('@app/')) return args;
    const provided = Object.entries(shareScopeMap[scope]?.[pkgName] ?? {}).find(([, shared]) => shared.from === HOST_CONTAINER);
    if (!provided) return args;
    const [version, shared] = provided;
    const required = shareInfo.shareConfig?.requiredVersion;
    args.resolver = () => {
      if (typeof required === 'string' && !satisfy(version, required)) {
        throw new Error(`${shareInfo.from} needs ${pkgName} ${required}; the host provides ${version}`);
      }
      return { shared, useTreesShaking: false };
    };
    return args;
  },
};

let registered = false;
/** Applies the rule to every container of the page (the host's and each area's federation instance). */
export function keepProductPackagesOnTheHost(): void {
  if (registered) return;
  registered = true;
  registerGlobalPlugins([hostProvidesProductPackages]);
}
