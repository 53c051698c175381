import { launchTarget, withTheme } from './launchUrl.ts';

const ORIGIN = 'https://casino.example';

describe('which launch URLs a game window accepts', () => {
  it.each(['/demogames/starburst/play?session=abc', '/demogames/x'])('frames the platform’s own game page %s', (url) => {
    expect(launchTarget(url, ORIGIN)).toEqual({ kind: 'frame', src: url });
  });

  it('opens an original on its own page instead of framing it', () => {
    expect(launchTarget('/originals/dice', ORIGIN)).toEqual({ kind: 'original', to: '/originals/dice' });
  });

  it.each([
    undefined,
    '',
    'https://evil.example/demogames/x',
    '//evil.example/demogames/x',
    '/\\evil.example/demogames/x',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/demogames/../auth/sign-in',
    '/demogames/%2e%2e/auth/sign-in',
    '/demogames/',
    '/originals/',
    '/auth/sign-in',
    '/demogamesx/y',
    '/demogames/x\n',
    'demogames/x',
  ])('refuses %p', (url) => {
    expect(launchTarget(url, ORIGIN)).toEqual({ kind: 'invalid' });
  });
});

describe('the theme a framed game is told', () => {
  it.each([
    ['/demogames/x/play?session=abc', 'dark', '/demogames/x/play?session=abc&theme=dark'],
    ['/demogames/x', 'light', '/demogames/x?theme=light'],
    ['/demogames/x?', 'dark', '/demogames/x?theme=dark'],
    ['/demogames/x?session=a%2Bb&theme=light#top', 'dark', '/demogames/x?session=a%2Bb&theme=dark#top'],
    ['/demogames/x?theme=dark&theme=light&session=abc', 'light', '/demogames/x?session=abc&theme=light'],
  ] as const)('%s in the %s theme is %s', (src, theme, expected) => {
    expect(withTheme(src, theme)).toBe(expected);
  });

  it('keeps a themed address within the framed games', () => {
    const themed = withTheme('/demogames/starburst/play?session=abc', 'dark');
    expect(launchTarget(themed, ORIGIN)).toEqual({ kind: 'frame', src: themed });
  });
});
