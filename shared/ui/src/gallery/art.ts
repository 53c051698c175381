// Artwork for the gallery's images: small SVG posters drawn here, so the page needs no network.
function poster(from: string, to: string, glyph: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='300' height='400' viewBox='0 0 300 400'>` +
    `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>` +
    `<rect width='300' height='400' fill='url(#g)'/>` +
    `<circle cx='240' cy='70' r='90' fill='white' fill-opacity='0.12'/>` +
    `<circle cx='40' cy='360' r='70' fill='white' fill-opacity='0.1'/>` +
    `<text x='150' y='235' font-size='120' text-anchor='middle' fill='white' fill-opacity='0.92' font-family='sans-serif'>${glyph}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const POSTERS = {
  reef: poster('#0f8b8d', '#143d9c', '♣'),
  dragon: poster('#c2185b', '#4a148c', '♦'),
  gold: poster('#f5b014', '#c2410c', '♠'),
  aviator: poster('#5b3df5', '#0a5fc0', '♥'),
};
