import { act } from '@testing-library/react';

/** One observer a component made under the fake: its callback, what it watches, whether it is gone. */
export interface WatchedElement {
  callback: IntersectionObserverCallback;
  target?: Element;
  disconnected: boolean;
}

export interface FakeIntersectionObserver {
  /** Every observer made since installation, in order. */
  watched: WatchedElement[];
  /** The observers still watching something. */
  live(): WatchedElement[];
  /** Tells the observer watching `target` (the only live one when none is given) that it is on screen. */
  show(target?: Element): void;
  /** Takes the fake away again (jsdom has no IntersectionObserver). */
  restore(): void;
}

/**
 * Puts an IntersectionObserver on window (jsdom has none) whose observers the test drives: nothing
 * is on screen until `show` says so.
 */
export function installFakeIntersectionObserver(): FakeIntersectionObserver {
  const watched: WatchedElement[] = [];
  class FakeObserver {
    readonly record: WatchedElement;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, disconnected: false };
      watched.push(this.record);
    }
    observe(target: Element) {
      this.record.target = target;
    }
    disconnect() {
      this.record.disconnected = true;
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  const live = () => watched.filter((entry) => !entry.disconnected && entry.target);
  return {
    watched,
    live,
    show(target) {
      const candidates = live().filter((entry) => !target || entry.target === target);
      if (candidates.length !== 1) throw new Error(`${candidates.length} live observers watch that element`);
      const { callback, target: element } = candidates[0]!;
      act(() => callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver));
    },
    restore() {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}
