import { createArea } from '@app/ui';

/** The sports area: its texts come from its own deployment, its pages share one layout. */
export const { AreaLayout, useAreaTranslation } = createArea({
  namespace: 'sports',
  localesBase: `${__webpack_public_path__}locales/`,
  build: __BUILD_ID__,
  nav: [
    { to: '/sports', key: 'events' },
    { to: '/sports/bets', key: 'bets' },
  ],
});
