// @app/ui/forms: form fields on react-hook-form with zod schemas. Shared on its own (not in the
// host's first load): it arrives with the first page that has a form.
export { useZodForm, zodFormResolver } from './useZodForm.ts';
export type { ZodForm, ZodFormOptions } from './useZodForm.ts';
export { Form, useFormStatus } from './Form.tsx';
export type { FormProps } from './Form.tsx';
export { SubmitButton } from './SubmitButton.tsx';
export type { SubmitButtonProps } from './SubmitButton.tsx';
export { FieldShell, useFieldError, useFieldIds, describedBy } from './FieldShell.tsx';
export type { FieldBaseProps, FieldIds } from './FieldShell.tsx';
export { TextField, EmailField, PasswordField } from './TextField.tsx';
export type { TextFieldProps, EmailFieldProps, PasswordFieldProps } from './TextField.tsx';
export { SelectField, CheckboxField, SwitchField, DateField } from './ChoiceFields.tsx';
export type { SelectFieldProps, SelectOption, CheckboxFieldProps, SwitchFieldProps, DateFieldProps } from './ChoiceFields.tsx';
export { PhoneField } from './PhoneField.tsx';
export type { PhoneFieldProps } from './PhoneField.tsx';
export { AmountField } from './AmountField.tsx';
export type { AmountFieldProps } from './AmountField.tsx';
export { amountSchema, compareAmounts, decimalSeparator, displayAmount, normaliseAmount } from './amount.ts';
export type { AmountRules } from './amount.ts';
export { birthDateSchema, dateSchema, isoDate, nationalDigits, phoneSchema, yearsAgo } from './schemas.ts';
export type { DateRules, PhoneCountry, PhoneNumber, PhoneRules, PhoneValue } from './schemas.ts';
export { messageKey, translateMessage } from './messages.ts';
export type { MessageParam, MessageParams } from './messages.ts';
export { PasswordChecklist } from './PasswordChecklist.tsx';
export type { PasswordChecklistProps, PasswordChecklistTexts } from './PasswordChecklist.tsx';
export { checkPassword, PASSWORD_RULES } from './password.ts';
export type { PasswordRule, RuleCheck } from './password.ts';
