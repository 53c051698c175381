#!/usr/bin/env node
// Recomputes a provably fair original's outcome from its revealed seeds, with nothing but Node.
// Usage: node scripts/verify-bet.mjs <serverSeed> <clientSeed> <nonce> <game> [key=value ...]
//   dice   (no params)                 prints the roll, 0.00 to 100.00
//   limbo  [houseEdge=1] [version=2]   prints the result multiplier
//   mines  mines=<1-24>                prints the mines' tiles (0-24, row by row, ascending)
//   plinko rows=<8-16>                 prints the path (0 left, 1 right) and the slot
// version= is the bet's rule version (its record's ruleVersion): 2 for new bets, 1 for older ones.
// Only limbo differs between them.
import { createHash, createHmac } from 'node:crypto';

const [serverSeed, clientSeed, nonceText, game, ...pairs] = process.argv.slice(2);
if (!serverSeed || clientSeed === undefined || !nonceText || !game) {
  console.error('Usage: node scripts/verify-bet.mjs <serverSeed> <clientSeed> <nonce> <dice|limbo|mines|plinko> [key=value ...]');
  process.exit(2);
}
const params = Object.fromEntries(pairs.map((pair) => pair.split('=')));
const nonce = Number(nonceText);

// HMAC-SHA256(key = serverSeed, message = "clientSeed:nonce:cursor"); every 4 bytes make a float in [0, 1).
function floats(count) {
  const result = [];
  for (let cursor = 0; result.length < count; cursor += 1) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let start = 0; start < bytes.length; start += 4) {
      result.push(bytes[start] / 256 + bytes[start + 1] / 256 ** 2 + bytes[start + 2] / 256 ** 3 + bytes[start + 3] / 256 ** 4);
    }
  }
  return result.slice(0, count);
}

function dice() {
  return `roll ${(Math.floor(floats(1)[0] * 10001) / 100).toFixed(2)}`;
}

// Version 2: the common verifiers' (100 - edge) / float, computed as they do; version 1: (100 - edge) / (1 - float).
function limbo() {
  const edge = Number(params.houseEdge ?? 1);
  const version = Number(params.version ?? 2);
  if (version !== 1 && version !== 2) {
    console.error(`Unknown rule version "${params.version}": 1 or 2`);
    process.exit(2);
  }
  const [float] = floats(1);
  const raw = version === 1 ? Math.floor((100 - edge) / (1 - float)) : Math.floor((1e8 / (float * 1e8)) * ((100 - edge) / 100) * 100);
  const hundredths = Math.min(100_000_000, Math.max(100, raw));
  return `result ${(hundredths / 100).toFixed(2)}`;
}

function mines() {
  const count = Number(params.mines);
  const free = Array.from({ length: 25 }, (_, tile) => tile);
  const picked = floats(count).map((float, index) => free.splice(Math.floor(float * (25 - index)), 1)[0]);
  return `mines ${picked.sort((a, b) => a - b).join(',')}`;
}

function plinko() {
  const path = floats(Number(params.rows)).map((float) => Math.floor(float * 2));
  return `path ${path.join(',')}\nslot ${path.reduce((sum, step) => sum + step, 0)}`;
}

const games = { dice, limbo, mines, plinko };
if (!games[game]) {
  console.error(`Unknown game "${game}": dice, limbo, mines or plinko`);
  process.exit(2);
}
console.log(`server seed hash ${createHash('sha256').update(serverSeed).digest('hex')}`);
console.log(games[game]());
