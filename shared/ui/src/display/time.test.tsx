import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SegmentedField, SettingSelect, timeLeft, useNow } from './index.ts';

describe('timeLeft', () => {
  it('counts the time left in days, then hours, then minutes', () => {
    const now = Date.parse('2026-06-01T12:00:00.000Z');
    expect(timeLeft('2026-06-30T13:00:00.000Z', now)).toEqual({ value: 29, unit: 'day' });
    expect(timeLeft('2026-06-01T17:30:00.000Z', now)).toEqual({ value: 5, unit: 'hour' });
    expect(timeLeft('2026-06-01T12:00:20.000Z', now)).toEqual({ value: 1, unit: 'minute' });
    expect(timeLeft('2026-06-01T11:00:00.000Z', now)).toBeNull();
  });
});

describe('useNow', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-06-01T12:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('moves on every minute by default, or as often as asked', () => {
    const minute = renderHook(() => useNow());
    const second = renderHook(() => useNow(1000));
    const start = Date.parse('2026-06-01T12:00:00.000Z');
    expect(minute.result.current).toBe(start);
    act(() => jest.advanceTimersByTime(1000));
    expect(second.result.current).toBe(start + 1000);
    expect(minute.result.current).toBe(start);
    act(() => jest.advanceTimersByTime(59_000));
    expect(minute.result.current).toBe(start + 60_000);
  });
});

describe('SegmentedField', () => {
  it('shows its label above the control, which alone reads it out', async () => {
    const onChange = jest.fn();
    const { container } = render(
      <SegmentedField
        label="Period"
        fieldClassName="extra"
        value="day"
        onChange={onChange}
        options={[
          { value: 'day', label: 'Day' },
          { value: 'week', label: 'Week' },
        ]}
      />,
    );
    const field = container.firstElementChild as HTMLElement;
    expect(field).toHaveClass('form-field', 'extra');
    expect(field.querySelector('.form-field__label')).toHaveTextContent('Period');
    expect(field.querySelector('.form-field__label')).toHaveAttribute('aria-hidden', 'true');
    const group = screen.getByRole('radiogroup', { name: 'Period' });
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(onChange).toHaveBeenCalledWith('week');
  });
});

describe('SettingSelect', () => {
  const languages = [
    { value: 'en', label: 'English' },
    { value: 'es', label: 'Español' },
  ];

  it('is a labelled select described by its hint, applying each choice at once', async () => {
    const onChange = jest.fn();
    render(<SettingSelect label="Language" hint="Also used in our emails" value="en" onChange={onChange} options={languages} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveAccessibleDescription('Also used in our emails');
    await userEvent.selectOptions(select, 'Español');
    expect(onChange).toHaveBeenCalledWith('es');
  });

  it('keeps the id it is given, and can be held', () => {
    render(<SettingSelect id="rows" label="Rows" value="8" onChange={() => undefined} options={[{ value: '8', label: '8' }]} disabled />);
    const select = screen.getByRole('combobox', { name: 'Rows' });
    expect(select).toHaveAttribute('id', 'rows');
    expect(select).toBeDisabled();
    expect(select).not.toHaveAttribute('aria-describedby');
  });
});
