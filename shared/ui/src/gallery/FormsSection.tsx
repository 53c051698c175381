import { useEffect } from 'react';
import { z } from 'zod';
import {
  AmountField,
  CheckboxField,
  DateField,
  Form,
  PhoneField,
  SubmitButton,
  SwitchField,
  amountSchema,
  phoneSchema,
  useZodForm,
} from '../forms/index.ts';
import { ProfileFields } from './Samples.tsx';

const COUNTRIES = [
  { code: 'VN', label: 'Vietnam', dialCode: '+84' },
  { code: 'BR', label: 'Brazil', dialCode: '+55' },
  { code: 'IN', label: 'India', dialCode: '+91' },
  { code: 'TR', label: 'Türkiye', dialCode: '+90' },
];

const schema = z.object({
  nickname: z.string().trim().min(3),
  email: z.email(),
  password: z.string().min(8),
  country: z.enum(['VN', 'BR', 'IN', 'TR']),
  birthDate: z.string().min(1),
  phone: phoneSchema({ countries: COUNTRIES }),
  amount: amountSchema({ currency: 'USD', decimals: 2, min: '10', max: '5000' }),
  newsletter: z.boolean(),
  terms: z.literal(true),
});
type Values = z.input<typeof schema>;

const EMPTY: Values = {
  nickname: '',
  email: '',
  password: '',
  country: '' as Values['country'],
  birthDate: '',
  phone: { country: 'VN', number: '' },
  amount: '',
  newsletter: false,
  terms: false as unknown as true,
};

const FILLED: Values = {
  nickname: 'LuckyAce',
  email: 'ace@example.com',
  password: 'Spin-and-win-42',
  country: 'VN',
  birthDate: '1994-05-17',
  phone: { country: 'VN', number: '912 345 678' },
  amount: '250',
  newsletter: true,
  terms: true,
};

function DemoForm({ label, values, showErrors = false }: { label: string; values: Values; showErrors?: boolean }) {
  const form = useZodForm(schema, { defaultValues: values });
  useEffect(() => {
    if (showErrors) void form.trigger();
  }, [form, showErrors]);
  return (
    <Form form={form} onSubmit={() => new Promise((resolve) => window.setTimeout(resolve, 1500))} aria-label={label}>
      <ProfileFields countries={COUNTRIES} />
      <DateField name="birthDate" label="Date of birth" />
      <PhoneField name="phone" label="Phone number" countries={COUNTRIES} />
      <AmountField
        name="amount"
        label="Deposit amount"
        currency="USD"
        decimals={2}
        min="10"
        max="5000"
        quickPicks={['20', '50', '100', '250']}
      />
      <SwitchField name="newsletter" label="Send me offers" />
      <CheckboxField name="terms" label="I accept the terms and conditions" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

/** The forms of @app/ui/forms: empty, filled, and showing every field's error. */
export function FormsSection() {
  return (
    <>
      <section className="gallery__section" id="forms" aria-labelledby="forms-title" data-gallery-section="forms">
        <h2 className="gallery__heading" id="forms-title">
          Forms
        </h2>
        <DemoForm label="Filled form" values={FILLED} />
      </section>
      <section className="gallery__section" id="forms-errors" aria-labelledby="forms-errors-title" data-gallery-section="forms-errors">
        <h2 className="gallery__heading" id="forms-errors-title">
          Forms with errors
        </h2>
        <DemoForm label="Form with errors" values={EMPTY} showErrors />
      </section>
    </>
  );
}
