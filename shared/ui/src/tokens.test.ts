import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, 'theme.css'), 'utf8');

/** The custom properties of the first rule with this selector. */
function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`no rule ${selector}`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]!.trim()]));
}

const light = tokensOf(':root');
const dark = { ...light, ...tokensOf("[data-theme='dark']") };

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a six-digit hex colour: ${hex}`);
  const channels = [0, 2, 4].map((offset) => parseInt(match[1]!.slice(offset, offset + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const SURFACES = ['--color-bg', '--color-surface', '--color-surface-2', '--color-surface-3'];
const TEXTS = [
  '--color-text',
  '--color-text-muted',
  '--color-link',
  '--color-success',
  '--color-warning',
  '--color-danger',
  '--color-info',
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s theme', (_name, tokens) => {
  const colour = (token: string) => {
    const value = tokens[token];
    if (!value) throw new Error(`${token} is not defined`);
    return value;
  };

  it('defines every colour role', () => {
    for (const token of [
      ...SURFACES,
      ...TEXTS,
      '--color-primary',
      '--color-primary-text',
      '--color-accent',
      '--color-accent-text',
      '--color-border',
      '--color-border-strong',
      '--color-focus',
    ]) {
      expect(colour(token)).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it.each(TEXTS.flatMap((text) => SURFACES.map((surface) => [text, surface])))('%s on %s reads at 4.5:1 or more', (text, surface) => {
    expect(contrast(colour(text), colour(surface))).toBeGreaterThanOrEqual(4.5);
  });

  it('text on the primary and accent fills reads at 4.5:1 or more', () => {
    expect(contrast(colour('--color-primary-text'), colour('--color-primary'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour('--color-accent-text'), colour('--color-accent'))).toBeGreaterThanOrEqual(4.5);
    // Solid danger and success marks carry the page background's colour as their text.
    expect(contrast(colour('--color-bg'), colour('--color-danger'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour('--color-bg'), colour('--color-success'))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['--color-bg', '--color-surface', '--color-surface-2'])(
    'control borders and the focus ring stand out at 3:1 or more on %s',
    (surface) => {
      expect(contrast(colour('--color-border-strong'), colour(surface))).toBeGreaterThanOrEqual(3);
      expect(contrast(colour('--color-focus'), colour(surface))).toBeGreaterThanOrEqual(3);
    },
  );

  it('the primary fill stands out from the page at 3:1 or more', () => {
    expect(contrast(colour('--color-primary'), colour('--color-bg'))).toBeGreaterThanOrEqual(3);
    expect(contrast(colour('--color-primary'), colour('--color-surface'))).toBeGreaterThanOrEqual(3);
  });
});

describe('form controls', () => {
  const forms = readFileSync(join(__dirname, 'forms', 'forms.css'), 'utf8');
  /** The `border` declarations of the rules with exactly this selector, in order. */
  const bordersOf = (selector: string) =>
    [...forms.matchAll(new RegExp(`\\n${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'g'))].flatMap((rule) =>
      [...rule[1]!.matchAll(/\bborder:\s*([^;]+);/g)].map((match) => match[1]),
    );

  it.each(['.form-field__control', '.form-checkbox', '.form-switch', '.form-chip'])(
    '%s is outlined in the strong border colour (3:1 against the page, checked above)',
    (selector) => {
      const borders = bordersOf(selector);
      expect(borders.length).toBeGreaterThan(0);
      for (const border of borders) expect(border).toMatch(/solid var\(--color-border-strong\)$/);
    },
  );
});

describe('the contrast check itself', () => {
  it('knows black on white is 21:1 and a colour on itself 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});

describe('motion', () => {
  it('is switched off for players who ask for reduced motion', () => {
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/--duration-base:\s*0ms/);
    expect(reduced).toMatch(/animation-duration:\s*0\.01ms !important/);
    expect(reduced).toMatch(/transition-duration:\s*0\.01ms !important/);
  });
});
