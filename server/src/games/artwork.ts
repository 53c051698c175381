import { createHash } from 'node:crypto';
import { GAME_ART_SIZES } from '@app/contract';
import {
  GAMES,
  PROVIDERS,
  stableHash,
  type CatalogueGame,
  type CatalogueProvider,
  type GameMotif,
  type GameTheme,
} from './starting-catalogue.ts';

/**
 * The lobby's artwork, drawn from the catalogue as SVG: a gradient in the game's colours, a
 * geometric motif, the name in large bold type and the studio's name small. scripts/src/game-art.ts
 * renders each drawing into a WebP picture of its size (twice the size it is shown at on a phone)
 * and writes it into the repository, where the server serves it as it is. A picture, not the SVG:
 * the browser decodes a picture off the page's main thread, while every SVG image is a document of
 * its own, laid out on the main thread (a lobby's first screen of them held it for hundreds of
 * milliseconds on a phone). A file's name carries a hash of its drawing, so the catalogue's URLs
 * change whenever a drawing does.
 */

/** Where the generated files are kept (served at ART_PATH). */
export const ART_DIR = new URL('../../assets/game-art/', import.meta.url);
export const ART_PATH = '/game-art/';

const FONT = `system-ui,-apple-system,'Segoe UI',Roboto,sans-serif`;
/** A bold face's average glyph width per unit of font size (wide enough for capitals). */
const GLYPH_WIDTH = 0.62;

export interface ArtFile {
  /** The file's name in ART_DIR (<id>.<kind>.<hash8>.webp, the hash of its drawing). */
  file: string;
  /** The drawing the picture is rendered from. */
  svg: string;
  /** The picture's size in pixels (the drawing's own). */
  width: number;
  height: number;
}

export interface GameArt {
  thumbnail: ArtFile;
  cover: ArtFile;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Splits a name into one or two lines, as even as its words allow. */
export function wrapName(name: string): string[] {
  const words = name.split(' ');
  if (words.length === 1) return [name];
  let best: string[] = [name];
  let bestLongest = Infinity;
  for (let split = 1; split < words.length; split += 1) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLongest) [best, bestLongest] = [lines, longest];
  }
  return best;
}

/** The font size that fits the lines in the width, capped at `max`. */
function fitFontSize(lines: string[], width: number, max: number): number {
  const longest = Math.max(...lines.map((line) => line.length));
  return Math.min(max, Math.floor(width / (longest * GLYPH_WIDTH)));
}

function gradient(id: string, colors: string[]): string {
  const stops = colors.map(
    (color, index) => `<stop offset="${(index / Math.max(1, colors.length - 1)).toFixed(2)}" stop-color="${color}"/>`,
  );
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">${stops.join('')}</linearGradient>`;
}

/** The motif's shapes over a w×h tile, in white at low opacity so any palette shows through. */
function motifShapes(motif: GameMotif, width: number, height: number, seed: number): string {
  const cx = width / 2;
  const cy = height * 0.4;
  const r = Math.min(width, height);
  const round = (value: number) => Math.round(value);
  switch (motif) {
    case 'rays': {
      const rays = [];
      for (let index = 0; index < 12; index += 1) {
        const angle = (index * Math.PI) / 6 + (seed % 7) / 10;
        const x = round(cx + Math.cos(angle) * r);
        const y = round(cy + Math.sin(angle) * r);
        const x2 = round(cx + Math.cos(angle + 0.18) * r);
        const y2 = round(cy + Math.sin(angle + 0.18) * r);
        rays.push(`M${round(cx)} ${round(cy)}L${x} ${y}L${x2} ${y2}Z`);
      }
      return `<path d="${rays.join('')}" fill="#fff" opacity=".12"/>`;
    }
    case 'rings':
      return [0.18, 0.3, 0.42, 0.54]
        .map(
          (scale, index) =>
            `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * scale)}" fill="none" stroke="#fff" stroke-width="${8 - index * 1.5}" opacity=".16"/>`,
        )
        .join('');
    case 'diamonds': {
      const size = round(r * 0.16);
      const cells = [];
      for (let row = 0; row < 4; row += 1) {
        for (let column = 0; column < 4; column += 1) {
          if ((row + column + seed) % 3 === 0) continue;
          const x = round((column + 0.5 + (row % 2) * 0.5) * (width / 4));
          const y = round((row + 0.5) * (height / 5));
          cells.push(`M${x} ${y - size}L${x + size} ${y}L${x} ${y + size}L${x - size} ${y}Z`);
        }
      }
      return `<path d="${cells.join('')}" fill="#fff" opacity=".12"/>`;
    }
    case 'triangles': {
      const base = round(width * 0.7);
      return (
        `<path d="M${round(cx - base / 2)} ${round(height * 0.62)}L${round(cx)} ${round(height * 0.12)}L${round(cx + base / 2)} ${round(height * 0.62)}Z" fill="#fff" opacity=".14"/>` +
        `<path d="M${round(-width * 0.1)} ${round(height * 0.62)}L${round(width * 0.2)} ${round(height * 0.3)}L${round(width * 0.5)} ${round(height * 0.62)}ZM${round(width * 0.5)} ${round(height * 0.62)}L${round(width * 0.8)} ${round(height * 0.34)}L${round(width * 1.1)} ${round(height * 0.62)}Z" fill="#fff" opacity=".1"/>`
      );
    }
    case 'waves': {
      const waves = [];
      for (let index = 0; index < 4; index += 1) {
        const y = round(height * (0.25 + index * 0.12));
        const amplitude = round(height * 0.05);
        const step = round(width / 4);
        waves.push(`M0 ${y}q${step} ${-amplitude} ${step * 2} 0t${step * 2} 0`);
      }
      return `<path d="${waves.join('')}" fill="none" stroke="#fff" stroke-width="6" opacity=".16"/>`;
    }
    case 'stars': {
      const stars = [];
      for (let index = 0; index < 14; index += 1) {
        const hash = stableHash(`${seed}:${index}`);
        const x = hash % width;
        const y = (hash >>> 8) % round(height * 0.7);
        const size = 2 + (hash % 5);
        stars.push(`<circle cx="${x}" cy="${y}" r="${size}"/>`);
      }
      return `<g fill="#fff" opacity=".35">${stars.join('')}</g><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.22)}" fill="#fff" opacity=".12"/>`;
    }
    case 'grid': {
      const step = round(r / 6);
      const lines = [];
      for (let x = step; x < width; x += step) lines.push(`M${x} 0V${height}`);
      for (let y = step; y < height; y += step) lines.push(`M0 ${y}H${width}`);
      return `<path d="${lines.join('')}" stroke="#fff" stroke-width="2" opacity=".12"/><rect x="${round(cx - step)}" y="${round(cy - step)}" width="${step * 2}" height="${step * 2}" rx="${round(step / 3)}" fill="#fff" opacity=".16"/>`;
    }
    case 'hexagons': {
      const size = round(r * 0.14);
      const hexes = [];
      for (let row = 0; row < 4; row += 1) {
        for (let column = 0; column < 4; column += 1) {
          const x = round((column + (row % 2) * 0.5) * size * 1.8 + size * 0.6);
          const y = round(row * size * 1.6 + size);
          const points = [0, 1, 2, 3, 4, 5].map((corner) => {
            const angle = (Math.PI / 3) * corner + Math.PI / 6;
            return `${round(x + Math.cos(angle) * size * 0.8)} ${round(y + Math.sin(angle) * size * 0.8)}`;
          });
          hexes.push(`M${points.join('L')}Z`);
        }
      }
      return `<path d="${hexes.join('')}" fill="none" stroke="#fff" stroke-width="3" opacity=".16"/>`;
    }
    case 'bubbles': {
      const bubbles = [];
      for (let index = 0; index < 9; index += 1) {
        const hash = stableHash(`${seed}:bubble:${index}`);
        bubbles.push(
          `<circle cx="${hash % width}" cy="${(hash >>> 9) % round(height * 0.75)}" r="${round(r * (0.05 + (hash % 9) / 60))}"/>`,
        );
      }
      return `<g fill="#fff" opacity=".14">${bubbles.join('')}</g>`;
    }
    case 'stripes': {
      const stripes = [];
      const step = round(r / 5);
      for (let x = -height; x < width; x += step) stripes.push(`M${x} ${height}L${x + height} 0`);
      return `<path d="${stripes.join('')}" stroke="#fff" stroke-width="${round(step / 3)}" opacity=".08"/>`;
    }
  }
}

interface Tile {
  width: number;
  height: number;
  theme: GameTheme;
  title: string;
  subtitle: string;
  seed: number;
  /** The widest share of the tile the title may take, and its largest font size. */
  titleWidth: number;
  titleMax: number;
}

/** One tile: gradient, motif, a shade under the text, the title (one or two lines) and the subtitle. */
function drawTile(tile: Tile): string {
  const { width, height } = tile;
  const lines = wrapName(tile.title);
  const size = fitFontSize(lines, width * tile.titleWidth, tile.titleMax);
  // Capitals with letter spacing run wider than the title's glyphs: the studio's name keeps a margin.
  const subtitleSize = Math.min(Math.round(height / 26), Math.floor((width * 0.86) / (tile.subtitle.length * 0.78)));
  const bottom = height - Math.round(subtitleSize * 2.2);
  const firstBaseline = bottom - Math.round(size * 1.08) * (lines.length - 1) - Math.round(size * 0.35);
  const title = lines
    .map((line, index) => `<tspan x="${width / 2}" y="${firstBaseline + index * Math.round(size * 1.08)}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${gradient('b', tile.theme.colors)}<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset=".4" stop-opacity="0"/><stop offset="1" stop-opacity=".6"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#b)"/>`,
    motifShapes(tile.theme.motif, width, height, tile.seed),
    `<rect width="${width}" height="${height}" fill="url(#s)"/>`,
    `<g font-family="${FONT}" text-anchor="middle" fill="#fff">`,
    `<text font-size="${size}" font-weight="800">${title}</text>`,
    `<text x="${width / 2}" y="${height - Math.round(subtitleSize * 1.1)}" font-size="${subtitleSize}" font-weight="600" opacity=".8" letter-spacing="1">${escapeXml(tile.subtitle.toUpperCase())}</text>`,
    `</g></svg>`,
    '',
  ].join('');
}

function artFile(id: string, kind: 'thumb' | 'cover' | 'logo', svg: string, size: { width: number; height: number }): ArtFile {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  return { file: `${id}.${kind}.${hash}.webp`, svg, width: size.width, height: size.height };
}

function providerName(providerId: string): string {
  return PROVIDERS.find((provider) => provider.id === providerId)?.name ?? providerId;
}

export function gameArt(game: CatalogueGame): GameArt {
  const base = { theme: game.theme, title: game.name, subtitle: providerName(game.providerId), seed: stableHash(game.id) };
  const { thumbnail, cover } = GAME_ART_SIZES;
  return {
    thumbnail: artFile(game.id, 'thumb', drawTile({ ...base, ...thumbnail, titleWidth: 0.86, titleMax: 44 }), thumbnail),
    cover: artFile(game.id, 'cover', drawTile({ ...base, ...cover, titleWidth: 0.7, titleMax: 64 }), cover),
  };
}

/** A studio's logo's size in pixels. */
export const PROVIDER_LOGO_SIZE = { width: 240, height: 96 } as const;

/** A studio's logo: a badge of its colours with its initials, and its name beside it. */
export function providerLogo(provider: CatalogueProvider): ArtFile {
  const initials = provider.name
    .split(' ')
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const lines = wrapName(provider.name);
  const size = fitFontSize(lines, 150, 22);
  const text = lines
    .map((line, index) => `<tspan x="80" y="${(lines.length === 1 ? 55 : 44) + index * (size + 4)}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PROVIDER_LOGO_SIZE.width}" height="${PROVIDER_LOGO_SIZE.height}" viewBox="0 0 240 96">`,
    `<defs>${gradient('b', provider.theme.colors)}</defs>`,
    `<rect x="8" y="16" width="64" height="64" rx="16" fill="url(#b)"/>`,
    `<g font-family="${FONT}" font-weight="800">`,
    `<text x="40" y="56" font-size="24" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>`,
    `<text font-size="${size}" fill="${provider.theme.colors.at(-1) ?? '#111'}">${text}</text>`,
    `</g></svg>`,
    '',
  ].join('');
  return artFile(provider.id, 'logo', svg, PROVIDER_LOGO_SIZE);
}

/** The artwork's URL for a file name. */
export function artUrl(file: ArtFile): string {
  return `${ART_PATH}${file.file}`;
}

/** Every file the catalogue's artwork is made of (what the generator writes and the server serves). */
export function allArtFiles(): ArtFile[] {
  return [...GAMES.flatMap((game) => Object.values(gameArt(game))), ...PROVIDERS.map(providerLogo)];
}
