import { render, screen, within } from '@testing-library/react';
import { DEFAULT_ACCOUNT_SETTINGS } from '@app/contract';
import { checkPassword, PASSWORD_RULES, PasswordChecklist } from './index.ts';

const texts = {
  label: 'Password rules',
  rule: (check: { rule: string; required: number }) => `${check.rule} ${check.required}`,
  met: 'done',
  notMet: 'to do',
};

describe('checkPassword', () => {
  it('checks each rule the operator sets, in the checklist order, with the platform check', () => {
    const settings = { minCharacters: 4, minLowercaseCharacters: 0, minUppercaseCharacters: 1, minDigits: 1, minSpecialCharacters: 0 };
    expect(checkPassword('abc', settings)).toEqual([
      { rule: 'minCharacters', required: 4, met: false },
      { rule: 'minUppercaseCharacters', required: 1, met: false },
      { rule: 'minDigits', required: 1, met: false },
    ]);
    expect(checkPassword('Abc1', settings).every((check) => check.met)).toBe(true);
  });

  it('knows every rule the operator can set', () => {
    expect([...PASSWORD_RULES].sort()).toEqual(Object.keys(DEFAULT_ACCOUNT_SETTINGS.passwordSettings).sort());
  });
});

describe('PasswordChecklist', () => {
  it('lists the rules in the given words, ticking the met ones and saying so to screen readers', () => {
    render(
      <PasswordChecklist
        id="rules"
        texts={texts}
        checks={[
          { rule: 'minCharacters', required: 8, met: true },
          { rule: 'minDigits', required: 1, met: false },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Password rules' });
    expect(list).toHaveAttribute('id', 'rules');
    const [met, notMet] = within(list).getAllByRole('listitem');
    expect(met).toHaveTextContent('minCharacters 8');
    expect(met).toHaveTextContent('done');
    expect(met).toHaveAttribute('data-met', 'true');
    expect(met).toHaveClass('form-checklist__item--met');
    expect(met?.querySelector('.form-checklist__mark svg')).not.toBeNull();
    expect(notMet).toHaveTextContent('minDigits 1');
    expect(notMet).toHaveTextContent('to do');
    expect(notMet).toHaveAttribute('data-met', 'false');
    expect(notMet?.querySelector('.form-checklist__mark svg')).toBeNull();
  });
});
