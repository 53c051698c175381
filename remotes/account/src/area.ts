import { createArea } from '@app/ui';

/** The account area: its texts come from its own deployment, its pages share one layout. */
export const { AreaLayout, useAreaTranslation } = createArea({
  namespace: 'account',
  localesBase: `${__webpack_public_path__}locales/`,
  build: __BUILD_ID__,
  nav: [
    { to: '/profile', key: 'profile' },
    { to: '/kyc', key: 'kyc' },
    { to: '/responsible-gambling', key: 'responsibleGambling' },
  ],
});
