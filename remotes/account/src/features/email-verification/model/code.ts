import { z } from 'zod';
import { oneTimeCodeSchema } from '@app/contract';
import { messageKey } from '@app/ui/forms';

export interface CodeFormValues {
  code: string;
}

/** The code as typed (spaces dropped, as a phone may group it): six digits, as the platform takes it. */
export const codeFormSchema = z.object({
  code: z
    .string()
    .transform((typed) => typed.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, messageKey('account:verifyEmail.errors.codeRequired'))
        .refine((code) => oneTimeCodeSchema.safeParse(code).success, messageKey('account:verifyEmail.errors.codeFormat')),
    ),
});

/** How long the platform asks the player to wait (a RATE_LIMITED refusal's retryAfter, in seconds). */
export function retryAfterOf(meta: Record<string, unknown> | undefined): number | null {
  const seconds = Number(meta?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
