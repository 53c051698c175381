import { z } from 'zod';

/** The error body every failed call answers with (spec sections 3 and 8). */
export const errorResponseSchema = z.object({
  reason: z.string().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
  meta: z
    .object({
      status: z.string().optional(),
      endtime: z.union([z.string(), z.number()]).optional(),
    })
    .catchall(z.unknown())
    .optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

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

/** The remotes config the host fetches at start: each area's manifest URL. */
export const remotesConfigSchema = z.record(z.string(), z.string());
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;
