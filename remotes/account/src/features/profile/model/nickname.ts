import { z } from 'zod';
import { nameSchema } from '@app/contract';
import { messageKey } from '@app/ui/forms';

/** The longest nickname the platform keeps. */
export const NICKNAME_MAX = 40;

export interface NicknameFormValues {
  nickname: string;
}

/** A nickname as the platform takes it: trimmed, one line, 1 to 40 characters. */
export const nicknameFormSchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(1, messageKey('account:profile.errors.nicknameRequired'))
    .max(NICKNAME_MAX, messageKey('account:profile.errors.nicknameLong', { max: NICKNAME_MAX }))
    .pipe(nameSchema),
});
