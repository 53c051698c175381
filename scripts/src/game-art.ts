// `node scripts/src/game-art.ts`: renders the casino lobby's artwork (a thumbnail and a cover per
// game, a logo per studio), drawn as SVG from the server's catalogue, into WebP pictures in
// server/assets/game-art/, where the server serves them. The files are committed: run this again
// whenever the catalogue or the drawing changes, and the server's test of the artwork says when
// that was forgotten. `--check` only reports missing or stale files and exits 1 if there are any.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { repoRoot } from './lib/run.ts';

interface ArtFile {
  file: string;
  svg: string;
  width: number;
  height: number;
}

interface ArtworkModule {
  ART_DIR: URL;
  allArtFiles(): ArtFile[];
}

/** The server's artwork module, loaded from the checkout (the server is not a package the scripts depend on). */
async function loadArtwork(): Promise<ArtworkModule> {
  return (await import(pathToFileURL(join(repoRoot, 'server', 'src', 'games', 'artwork.ts')).href)) as ArtworkModule;
}

/**
 * One drawing as a WebP picture of its own size. Lossy at a quality that keeps the type sharp on
 * the gradients (a thumbnail weighs a few kilobytes); the slowest, smallest encoding, as it is done
 * once.
 */
function render(file: ArtFile): Promise<Buffer> {
  return sharp(Buffer.from(file.svg)).resize(file.width, file.height).webp({ quality: 82, effort: 6, smartSubsample: true }).toBuffer();
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const artwork = await loadArtwork();
  const dir = fileURLToPath(artwork.ART_DIR);
  mkdirSync(dir, { recursive: true });
  const files = artwork.allArtFiles();
  const wanted = new Set(files.map((file) => file.file));
  const present = new Set(readdirSync(dir));
  const missing = files.filter((file) => !present.has(file.file));
  const stale = [...present].filter((name) => !wanted.has(name));
  if (check) {
    for (const file of missing) console.log(`missing ${file.file}`);
    for (const name of stale) console.log(`stale ${name}`);
    process.exitCode = missing.length + stale.length > 0 ? 1 : 0;
    return;
  }
  for (const file of missing) writeFileSync(join(dir, file.file), await render(file));
  // A drawing that changed has a new name: the old file is no longer referenced by the catalogue.
  for (const name of stale) rmSync(join(dir, name));
  const largest = Math.max(...files.map((file) => statSync(join(dir, file.file)).size));
  console.log(`${files.length} files in ${dir}: ${missing.length} written, ${stale.length} removed, the largest ${largest} bytes`);
}

await main();
