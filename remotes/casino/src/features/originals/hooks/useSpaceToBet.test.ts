import { spaceBelongsTo } from './useSpaceToBet.ts';

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-focus]') ?? document.body;
}

describe('the space bar bets unless the focus uses it', () => {
  it('bets from the page, a heading, the board and the target slider', () => {
    expect(spaceBelongsTo(document.body)).toBe(false);
    expect(spaceBelongsTo(element('<h1 tabindex="-1" data-focus>Originals</h1>'))).toBe(false);
    expect(spaceBelongsTo(element('<div class="board"><p data-focus>50.00</p></div>'))).toBe(false);
    expect(spaceBelongsTo(element('<input type="range" data-focus />'))).toBe(false);
    expect(spaceBelongsTo(null)).toBe(false);
  });

  it('leaves space to text fields, buttons, links, choices and open dialogs', () => {
    expect(spaceBelongsTo(element('<input type="text" data-focus />'))).toBe(true);
    expect(spaceBelongsTo(element('<textarea data-focus></textarea>'))).toBe(true);
    expect(spaceBelongsTo(element('<select data-focus><option>1</option></select>'))).toBe(true);
    expect(spaceBelongsTo(element('<button type="button"><span data-focus>2×</span></button>'))).toBe(true);
    expect(spaceBelongsTo(element('<a href="/originals/mines" data-focus>Mines</a>'))).toBe(true);
    expect(spaceBelongsTo(element('<div role="radio" tabindex="0" data-focus>Over</div>'))).toBe(true);
    expect(spaceBelongsTo(element('<div role="dialog"><p tabindex="-1" data-focus>Provably fair</p></div>'))).toBe(true);
  });
});
