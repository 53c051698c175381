// Validates the deployment description: docker-compose.yml must be a valid Compose file (checked
// by Debian's docker-compose, which needs no engine) that deploys every part on its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/run.ts';

const file = process.argv[2] ?? join(repoRoot, 'docker-compose.yml');
const results: { name: string; ok: boolean; why?: string }[] = [];
const check = (name: string, ok: boolean, why = '') => results.push({ name, ok, why });

function haveDockerCompose(): boolean {
  if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) return true;
  if (process.getuid?.() !== 0) return false;
  console.log("Installing Debian's docker-compose to validate the deployment description…");
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'docker-compose'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
}

const compose = (...args: string[]) =>
  spawnSync('docker-compose', ['-f', file, ...args], { encoding: 'utf8', cwd: repoRoot, env: { ...process.env, PORT: '' } });

check('docker-compose.yml exists', existsSync(file), file);
if (!haveDockerCompose()) {
  check('docker-compose is available', false, 'install Debian\'s "docker-compose" package');
} else {
  const valid = compose('config', '-q');
  check('the file is a valid Compose file', valid.status === 0, valid.stderr.trim());
  const services = compose('config', '--services').stdout.split('\n').filter(Boolean);
  for (const service of ['postgres', 'redis', 'server', 'host', 'casino', 'sports', 'wallet', 'account', 'vip', 'edge']) {
    check(`service ${service} is described`, services.includes(service), `services: ${services.join(', ') || 'none'}`);
  }
  const rendered = compose('config').stdout;
  const block = (service: string) => {
    const match = new RegExp(`^  ${service}:\\n((?:    .*\\n|\\n)*)`, 'm').exec(rendered);
    return match?.[1] ?? '';
  };
  const server = block('server');
  check(
    'the server uses PostgreSQL (DATABASE_URL)',
    /DATABASE_URL: postgres:\/\/.+@postgres:5432\//.test(server),
    'DATABASE_URL must point at the postgres service',
  );
  check(
    'the server fans out through Redis (REDIS_URL)',
    /REDIS_URL: redis:\/\/redis:6379/.test(server),
    'REDIS_URL must point at the redis service',
  );
  check(
    'the server waits for healthy PostgreSQL and Redis',
    /postgres:\n\s+condition: service_healthy/.test(server) && /redis:\n\s+condition: service_healthy/.test(server),
  );
  for (const area of ['casino', 'sports', 'wallet', 'account', 'vip']) {
    const description = block(area);
    check(
      `area ${area} builds and deploys on its own`,
      description.includes(`APP: remotes/${area}`) && new RegExp(`image: \\S+/${area}:`).test(description),
    );
  }
  check('the host is its own static service', block('host').includes('APP: host'));
}

for (const result of results)
  console.log(result.ok ? `ok - ${result.name}` : `not ok - ${result.name}${result.why ? `: ${result.why}` : ''}`);
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
