// Sample content the gallery shows and the kit's tests render: the same fields and choices in both.
import { EmailField, PasswordField, SelectField, TextField } from '../forms/index.ts';

/** The odds formats a sportsbook offers, as a segmented control's choices. */
export type OddsFormat = 'decimal' | 'fractional' | 'american';
export const ODDS_FORMATS: readonly { value: OddsFormat; label: string }[] = [
  { value: 'decimal', label: 'Decimal' },
  { value: 'fractional', label: 'Fractional' },
  { value: 'american', label: 'American' },
];

/** The first fields of a player's profile: nickname, email, password and a country from those given. */
export function ProfileFields({ countries }: { countries: readonly { code: string; label: string }[] }) {
  return (
    <>
      <TextField name="nickname" label="Nickname" hint="Shown to other players" />
      <EmailField name="email" label="Email" />
      <PasswordField name="password" label="Password" />
      <SelectField
        name="country"
        label="Country"
        placeholder="Choose…"
        options={countries.map((country) => ({ value: country.code, label: country.label }))}
      />
    </>
  );
}
