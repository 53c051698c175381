import { initialLanguage, LANGUAGES } from './languages.ts';

describe('the starting language', () => {
  it('is the stored locale when the product speaks it', () => {
    expect(initialLanguage('tr', ['pt-BR'])).toBe('tr');
  });

  it('is the browser language when nothing usable is stored', () => {
    expect(initialLanguage(null, ['pt-BR', 'en'])).toBe('pt');
    expect(initialLanguage('xx', ['de-DE', 'vi-VN'])).toBe('vi');
  });

  it('falls back to English', () => {
    expect(initialLanguage(undefined, ['de-DE', 'fr'])).toBe('en');
    expect(initialLanguage('', [])).toBe('en');
  });

  it('offers the six languages of the specification', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual(['en', 'vi', 'hi', 'pt', 'es', 'tr']);
  });
});
