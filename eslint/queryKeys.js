// The player-scoped cache rule (shared/api/src/keys.ts): in the host and the areas, a query key is
// built by a key helper (the area's api/keys.ts, or @app/api's playerKey and publicKey), never
// written out as an array of its own, so that no player's answer is cached without the player's
// scope. A key may extend one a helper built (`[...betsKey(), 'history']`).
const HELPERS = "the area's key helpers (src/shared/api/keys.ts) or playerKey/publicKey from @app/api";
const message = `Build query keys with ${HELPERS}: a player's answer must be keyed by the player (['player', userId, ...]) and dropped when the player changes.`;

/** An array written out as a key: its first element is not a spread of a helper-built key. */
const RAW = "ArrayExpression:not([elements.0.type='SpreadElement'])";

export const queryKeyRules = {
  files: ['host/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `Property[key.name='queryKey'] > ${RAW}.value`, message },
      {
        selector: `CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState|ensureQueryData|fetchQuery|prefetchQuery)$/] > ${RAW}.arguments:first-child`,
        message,
      },
    ],
  },
};
