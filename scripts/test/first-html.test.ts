import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceOf } from '../src/bench/first-html.ts';

describe("the bench's check of the largest element in the first HTML", () => {
  it('reads the picture a Lighthouse snippet loads, so only the same picture counts', () => {
    assert.equal(
      sourceOf('<img alt="" width="240" height="320" loading="eager" src="/game-art/jade-baccarat.thumb.f3c5c3a9.webp">'),
      '/game-art/jade-baccarat.thumb.f3c5c3a9.webp',
    );
    assert.equal(sourceOf('<img data-src="/lazy.webp" src="/a.webp?w=1&amp;h=2">'), '/a.webp?w=1&h=2');
  });

  it('names no picture for an element of text', () => {
    assert.equal(sourceOf('<h2 class="casino-section__title">'), undefined);
  });
});
