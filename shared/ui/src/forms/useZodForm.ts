import { useMemo } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverError,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formErrorMap, translateMessage } from './messages.ts';

/** Replaces every error's message with its text in the current language. */
function translateErrors<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ref') out[key] = value;
      else if (key === 'message' && typeof value === 'string') out[key] = translateMessage(value, (node as { type?: string }).type);
      else out[key] = walk(value);
    }
    return out;
  };
  return walk(errors) as FieldErrors<T>;
}

/**
 * A react-hook-form resolver for a zod schema whose error messages come out translated: issues
 * without a message of their own get the kit's text for their code, and schema messages that are
 * keys of the `common` namespace are translated (see `messageKey`).
 */
export function zodFormResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema, { error: formErrorMap }) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const failed: ResolverError<Input> = { values: {}, errors: translateErrors<Input>(result.errors as FieldErrors<Input>) };
    return failed;
  };
}

export type ZodFormOptions<Input extends FieldValues, Output = Input> = Omit<UseFormProps<Input, unknown, Output>, 'resolver'>;

export type ZodForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output>;

/**
 * A form whose rules are a zod schema (the same one the platform checks): fields validate when
 * they lose focus, then as the player corrects them, and the first invalid field takes the focus
 * on submit.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: ZodFormOptions<Input, Output> = {},
): ZodForm<Input, Output> {
  const resolver = useMemo(() => zodFormResolver(schema), [schema]);
  return useForm<Input, unknown, Output>({ mode: 'onTouched', reValidateMode: 'onChange', shouldFocusError: true, ...options, resolver });
}
