import { copyText } from './copyText.ts';

describe('copyText', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  });
  const clipboard = (writeText: (text: string) => Promise<void>) =>
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

  it('answers true once the text is on the clipboard', async () => {
    const written: string[] = [];
    clipboard(async (text) => {
      written.push(text);
    });
    await expect(copyText('a3f8')).resolves.toBe(true);
    expect(written).toEqual(['a3f8']);
  });

  it('answers false where the browser refuses, or has no clipboard', async () => {
    clipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    await expect(copyText('a3f8')).resolves.toBe(false);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await expect(copyText('a3f8')).resolves.toBe(false);
  });
});
