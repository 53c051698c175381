import { afterPaint, PAINT_WAIT_MS } from './paint.ts';

describe('afterPaint', () => {
  afterEach(() => jest.restoreAllMocks());

  it('resolves in a task after the next frame, not before it', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let painted = false;
    const done = afterPaint().then(() => (painted = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(painted).toBe(false);
    for (const frame of frames.splice(0)) frame(performance.now());
    // The frame's own callbacks run first; the promise resolves in a task after them.
    expect(painted).toBe(false);
    await done;
    expect(painted).toBe(true);
  });

  it(`resolves after ${PAINT_WAIT_MS} ms when no frame comes`, async () => {
    jest.useFakeTimers();
    try {
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
      let painted = false;
      const done = afterPaint().then(() => (painted = true));
      jest.advanceTimersByTime(PAINT_WAIT_MS - 1);
      await Promise.resolve();
      expect(painted).toBe(false);
      jest.advanceTimersByTime(1);
      await done;
      expect(painted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
