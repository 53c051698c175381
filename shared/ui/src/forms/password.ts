import { passwordPolicyViolations, type PasswordSettings } from '@app/contract';

export type PasswordRule = keyof PasswordSettings;

export interface RuleCheck {
  rule: PasswordRule;
  required: number;
  met: boolean;
}

/** The rules in the order the checklist shows them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  'minCharacters',
  'minLowercaseCharacters',
  'minUppercaseCharacters',
  'minDigits',
  'minSpecialCharacters',
];

/**
 * The operator's password rules that apply (a count above 0), each with whether the password
 * meets it. The rules are the platform's own check (`passwordPolicyViolations`), so the checklist
 * ticks exactly what the platform accepts.
 */
export function checkPassword(password: string, settings: PasswordSettings): RuleCheck[] {
  const broken = new Set(passwordPolicyViolations(password, settings));
  return PASSWORD_RULES.filter((rule) => settings[rule] > 0).map((rule) => ({ rule, required: settings[rule], met: !broken.has(rule) }));
}
