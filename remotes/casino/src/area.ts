import { createArea } from '@app/ui';

/** The casino area: its texts come from its own deployment, its pages share one layout. */
export const { AreaLayout, useAreaTranslation } = createArea({
  namespace: 'casino',
  localesBase: `${__webpack_public_path__}locales/`,
  build: __BUILD_ID__,
  nav: [
    { to: '/casino', key: 'lobby' },
    { to: '/game/history', key: 'history' },
  ],
});
