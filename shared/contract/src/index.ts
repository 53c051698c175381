import { z } from 'zod';

export * from './errors.ts';
export * from './common.ts';
export * from './money.ts';
export * from './settings.ts';
export * from './account-settings.ts';
export * from './user.ts';
export * from './wallet.ts';
export * from './games.ts';
export * from './originals.ts';
export * from './fairness.ts';
export * from './vip.ts';
export * from './sports.ts';
export * from './sports-markets.ts';
export * from './responsible-gambling.ts';
export * from './realtime.ts';
export * from './endpoints.ts';
export * from './operator.ts';
export * from './operator-staff.ts';
export * from './operator-audit.ts';
export * from './wallet-adjustments.ts';
export * from './staff.ts';
export * from './kyc.ts';
export * from './ledger-operator.ts';
export * from './payments-operator.ts';
export * from './payment-channels-operator.ts';
export * from './players-operator.ts';
export * from './reports-operator.ts';
export * from './areas.ts';
export * from './releases.ts';
export * from './rollout.ts';

/** Static site configuration served at /site/config.json (spec section 3: cmsConfig, default_theme). */
export const siteConfigSchema = z.object({
  support_email: z.string(),
  brand_name: z.string(),
  loading_type: z.string(),
  license_enable: z.boolean(),
  license_image: z.string(),
  license_url: z.string(),
  default_theme: z.enum(['light', 'dark']),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
