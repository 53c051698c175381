import { createArea } from '@app/ui';

/** The wallet area: its texts come from its own deployment, its pages share one layout. */
export const { AreaLayout, useAreaTranslation } = createArea({
  namespace: 'wallet',
  localesBase: `${__webpack_public_path__}locales/`,
  build: __BUILD_ID__,
  nav: [
    { to: '/deposit', key: 'deposit' },
    { to: '/withdraw', key: 'withdraw' },
    { to: '/transactions', key: 'transactions' },
  ],
});
