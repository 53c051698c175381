import type { z } from 'zod';
import { i18n } from '@app/i18n';
import { formatMoney } from '../money.ts';

/**
 * A value put into a translated message: plain text or a number as it is, a date (YYYY-MM-DD)
 * and an amount of money formatted in the player's language when the message is shown.
 */
export type MessageParam = string | number | { date: string } | { money: string; currency: string; decimals: number };

export type MessageParams = Record<string, MessageParam>;

/** Marks a message that still has to be translated: a key of the `common` namespace and its values. */
const PREFIX = 'forms-message:';

/**
 * A schema's own message as a translation key with values, e.g.
 * `z.string().refine(check, { error: messageKey('forms.errors.minAge', { age: 18 }) })`.
 * A plain key string (`z.string().min(1, 'auth.codeRequired')`) works too when it needs no values.
 */
export function messageKey(key: string, params: MessageParams = {}): string {
  return `${PREFIX}${JSON.stringify({ key, params })}`;
}

type Issue = z.core.$ZodRawIssue;

/** The translation key of a zod issue that carries no message of its own. */
function keyOfIssue(issue: Issue): string {
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string')
        return minimum <= 1 ? messageKey('forms.errors.required') : messageKey('forms.errors.tooShort', { minimum });
      if (issue.origin === 'array' || issue.origin === 'set') return messageKey('forms.errors.required');
      return messageKey('forms.errors.tooSmall', { minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return messageKey('forms.errors.tooLong', { maximum });
      return messageKey('forms.errors.tooBig', { maximum });
    }
    case 'invalid_format':
      if (issue.format === 'email') return messageKey('forms.errors.email');
      if (issue.format === 'date') return messageKey('forms.errors.date');
      return messageKey('forms.errors.format');
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? messageKey('forms.errors.required')
        : messageKey('forms.errors.invalid');
    case 'invalid_value':
      return issue.input === false ? messageKey('forms.errors.mustAccept') : messageKey('forms.errors.choose');
    default:
      return messageKey('forms.errors.invalid');
  }
}

/** The error map the form resolver parses with: every issue without a message of its own gets a key. */
export const formErrorMap = (issue: Issue): string => keyOfIssue(issue);

function formatParam(value: MessageParam, language: string): string | number {
  if (typeof value !== 'object') return value;
  if ('date' in value) {
    const [year, month, day] = value.date.split('-').map(Number);
    const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
    return Number.isNaN(date.getTime())
      ? value.date
      : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  }
  return formatMoney(value.money, value.currency, { decimals: value.decimals, locale: language });
}

/**
 * The text shown for a message: a marked key with its values, a plain key of the `common`
 * namespace, or (for a schema whose own message is not a key) the generic text of its issue code.
 */
export function translateMessage(message: string, type: string | undefined, language = i18n.language): string {
  let key: string;
  let params: MessageParams = {};
  if (message.startsWith(PREFIX)) {
    ({ key, params } = JSON.parse(message.slice(PREFIX.length)) as { key: string; params: MessageParams });
  } else if (message && i18n.exists(message, { ns: 'common' })) {
    key = message;
  } else {
    key = FALLBACK_BY_CODE[type ?? ''] ?? 'forms.errors.invalid';
  }
  const values = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, formatParam(value, language)]));
  return i18n.t(key, { ns: 'common', lng: language, ...values });
}

/** Texts for schemas whose own message is not a translation key (an English note in a shared schema). */
const FALLBACK_BY_CODE: Record<string, string> = {
  invalid_format: 'forms.errors.format',
  invalid_type: 'forms.errors.invalid',
  invalid_value: 'forms.errors.choose',
  too_small: 'forms.errors.required',
  too_big: 'forms.errors.invalid',
  custom: 'forms.errors.invalid',
};
