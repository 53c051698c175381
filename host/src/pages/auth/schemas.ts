import { z } from 'zod';
import {
  currencyCodeSchema,
  loginRequestSchema,
  oneTimeCodeSchema,
  passwordSchema,
  registerRequestSchema,
  resetCodeSendRequestSchema,
  type PasswordSettings,
} from '@app/contract';
import { newPasswordSchema } from './passwordRules.ts';

// The auth forms check what the platform checks: each is the endpoint's request schema from the
// contract, with the screen's own wording where a generic message would say less.

/** Sign-in: the login request (an email, a password). */
export const signInSchema = loginRequestSchema.extend({
  password: z.string().min(1, 'auth.passwordRequired').pipe(passwordSchema),
});

/** Sign-up: the register request, the password under the operator's rules. */
export function signUpSchema(settings: PasswordSettings) {
  return registerRequestSchema.extend({
    password: newPasswordSchema(settings),
    currency: z.string().min(1, 'forms.errors.choose').pipe(currencyCodeSchema),
  });
}

/** The first step of a reset: where to send the code. */
export const resetCodeSchema = resetCodeSendRequestSchema;

/** The second step of a reset: the code from the email and a new password under the operator's rules. */
export function resetSchema(settings: PasswordSettings) {
  return z.object({
    code: z
      .string()
      .trim()
      .min(1, 'auth.codeRequired')
      .refine((code) => oneTimeCodeSchema.safeParse(code).success, 'auth.codeFormat'),
    newPassword: newPasswordSchema(settings),
  });
}
