// The offers' artwork: light shapes drawn over each card's colours, as SVG in the stylesheet, so
// the first screen's largest picture paints with the card itself (no request, no layout shift).

const sparkle = (x: number, y: number, r: number) =>
  `<path d='M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z'/>`;

const coin = (x: number, y: number, r: number) =>
  `<circle cx='${x}' cy='${y}' r='${r}' fill-opacity='.18'/><circle cx='${x}' cy='${y}' r='${Math.round(r * 0.68)}' fill='none' stroke='%23fff' stroke-opacity='.5' stroke-width='3'/>`;

const die = (x: number, y: number, size: number, turn: number, pips: readonly (readonly [number, number])[]) =>
  `<g transform='translate(${x} ${y}) rotate(${turn})'><rect x='${-size / 2}' y='${-size / 2}' width='${size}' height='${size}' rx='${size / 5}' fill-opacity='.2'/>${pips
    .map(([px, py]) => `<circle cx='${(px * size) / 4}' cy='${(py * size) / 4}' r='${size / 11}' fill-opacity='.6'/>`)
    .join('')}</g>`;

const FIVE = [
  [-1, -1],
  [1, -1],
  [0, 0],
  [-1, 1],
  [1, 1],
] as const;
const THREE = [
  [-1, -1],
  [0, 0],
  [1, 1],
] as const;

const rays = Array.from({ length: 9 }, (_, index) => {
  const from = (index * 20 - 10) * (Math.PI / 180);
  const to = from + 0.17;
  const point = (angle: number) => `${Math.round(300 - 360 * Math.cos(angle))} ${Math.round(360 * Math.sin(angle))}`;
  return `<path d='M300 0L${point(from)}L${point(to)}Z' fill-opacity='.09'/>`;
}).join('');

const svg = (body: string) =>
  `url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 300 200' preserveAspectRatio='xMaxYMid slice'><g fill='%23fff'>${body}</g></svg>")`;

const gift = `<g transform='translate(252 124) rotate(-12)' fill-opacity='.26'><rect x='-44' y='-20' width='88' height='64' rx='8'/><rect x='-50' y='-40' width='100' height='24' rx='7'/><rect x='-8' y='-40' width='16' height='84' fill-opacity='.5'/><path d='M0 -40C-30 -78 -52 -44 -18 -42ZM0 -40C30 -78 52 -44 18 -42Z' fill-opacity='.6'/></g>`;

const crown = `<g transform='translate(240 108) rotate(-10)' fill-opacity='.3'><path d='M-52 30L-60 -34L-26 -6L0 -46L26 -6L60 -34L52 30Z'/><rect x='-52' y='36' width='104' height='14' rx='5'/><circle cx='0' cy='-50' r='7' fill-opacity='.7'/><circle cx='-60' cy='-38' r='6' fill-opacity='.7'/><circle cx='60' cy='-38' r='6' fill-opacity='.7'/></g>`;

export const BANNER_ART = {
  welcome: svg(
    `${gift}${coin(288, 40, 18)}${coin(176, 176, 13)}${sparkle(176, 40, 10)}${sparkle(292, 186, 8)}<circle cx='204' cy='18' r='4' fill-opacity='.5'/>`,
  ),
  originals: svg(
    `${die(246, 82, 72, 14, FIVE)}${die(190, 160, 46, -18, THREE)}${sparkle(288, 160, 9)}${sparkle(170, 46, 7)}<circle cx='292' cy='22' r='5' fill-opacity='.45'/>`,
  ),
  vip: svg(`${rays}${crown}${sparkle(176, 46, 9)}${sparkle(290, 180, 7)}<circle cx='168' cy='150' r='4' fill-opacity='.5'/>`),
} as const;
