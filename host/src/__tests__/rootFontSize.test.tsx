import { render, waitFor } from '@testing-library/react';
import { rootFontSize, useRootFontSize } from '../layout/rootFontSize.ts';

function Probe() {
  useRootFontSize();
  return null;
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('root font size', () => {
  it('is 16px at the 375px design width', () => {
    expect(rootFontSize(375)).toBe(16);
  });

  it('scales by width/375 at 430px and below', () => {
    expect(rootFontSize(320)).toBeCloseTo((16 * 320) / 375, 5);
    expect(rootFontSize(430)).toBeCloseTo((16 * 430) / 375, 5);
  });

  it('stays 16px above 430px', () => {
    expect(rootFontSize(431)).toBe(16);
    expect(rootFontSize(1280)).toBe(16);
  });

  it('is applied to the document and recomputed on resize', async () => {
    resizeTo(320);
    const { unmount } = render(<Probe />);
    await waitFor(() => expect(document.documentElement.style.fontSize).toBe(`${(16 * 320) / 375}px`));
    resizeTo(414);
    expect(document.documentElement.style.fontSize).toBe(`${(16 * 414) / 375}px`);
    resizeTo(800);
    expect(document.documentElement.style.fontSize).toBe('16px');
    unmount();
  });
});
