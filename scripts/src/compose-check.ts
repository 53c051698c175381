// Validates the deployment description: docker-compose.yml must be a valid Compose file (checked by
// Debian's docker-compose, which needs no engine) in which every part deploys on its own.
//
//   node scripts/src/compose-check.ts [-f path/to/docker-compose.yml]
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { AREAS } from '@app/contract/areas';
import { repoRoot } from './lib/run.ts';

const REQUIRED_SERVICES = ['postgres', 'redis', 'server', 'host', ...AREAS] as const;

interface ComposeBuild {
  context?: string;
  dockerfile?: string;
  target?: string;
  args?: Record<string, string | null> | string[];
}

interface ComposeService {
  image?: string;
  build?: ComposeBuild | string;
  environment?: Record<string, string | number | null> | string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string[] | string; disable?: boolean };
  ports?: unknown[];
}

interface ComposeFile {
  services?: Record<string, ComposeService>;
}

interface CheckResult {
  name: string;
  ok: boolean;
  why: string;
}

function composeFileFromArgs(args: readonly string[]): string {
  const flag = args.indexOf('-f');
  const given = flag >= 0 ? args[flag + 1] : args.find((arg) => !arg.startsWith('-'));
  return resolve(given ?? join(repoRoot, 'docker-compose.yml'));
}

const file = composeFileFromArgs(process.argv.slice(2));
const results: CheckResult[] = [];
const check = (name: string, ok: boolean, why = ''): boolean => {
  results.push({ name, ok, why });
  return ok;
};

function commandWorks(command: string, args: readonly string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** Debian's docker-compose, installed on the spot when missing and this process may install it. */
function ensureDockerCompose(): boolean {
  if (commandWorks('docker-compose', ['version'])) return true;
  if (process.getuid?.() !== 0 || !commandWorks('apt-get', ['--version'])) return false;
  console.log("Installing Debian's docker-compose to validate the deployment description…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'docker-compose'], { stdio: 'inherit', env });
  return commandWorks('docker-compose', ['version']);
}

function dockerCompose(args: readonly string[]): SpawnSyncReturns<string> {
  // Variables an operator may have set must not change what is checked.
  const env = { ...process.env };
  for (const name of ['PORT', 'POSTGRES_PASSWORD', 'COMPOSE_FILE', 'COMPOSE_PROJECT_NAME']) delete env[name];
  return spawnSync('docker-compose', ['-f', file, ...args], { encoding: 'utf8', cwd: dirname(file), env });
}

/**
 * Parses the YAML that `docker-compose config` prints with the YAML library docker-compose itself
 * runs on (Debian's docker-compose is a Python program that depends on PyYAML), so the file is
 * read exactly as Compose reads it.
 */
function parseComposeYaml(yaml: string): ComposeFile {
  const launcher = spawnSync('sh', ['-c', 'command -v docker-compose'], { encoding: 'utf8' }).stdout.trim();
  const shebang = /^#!\s*(\S+)/.exec(readFileSync(launcher, 'utf8').split('\n', 1)[0] ?? '');
  const python = shebang?.[1] ?? 'python3';
  const parsed = spawnSync(python, ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'], {
    input: yaml,
    encoding: 'utf8',
  });
  if (parsed.status !== 0) throw new Error(`Could not parse the rendered Compose file: ${parsed.stderr.trim()}`);
  return JSON.parse(parsed.stdout) as ComposeFile;
}

function environmentOf(service: ComposeService): Record<string, string> {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const equals = entry.indexOf('=');
        return equals < 0 ? [entry, ''] : [entry.slice(0, equals), entry.slice(equals + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, value === null ? '' : String(value)]));
}

function buildArgsOf(service: ComposeService): Record<string, string> {
  if (typeof service.build !== 'object' || service.build.args === undefined) return {};
  const args = service.build.args;
  if (Array.isArray(args)) return environmentOf({ environment: args });
  return Object.fromEntries(Object.entries(args).map(([name, value]) => [name, value ?? '']));
}

function waitsHealthy(service: ComposeService, dependency: string): boolean {
  const dependsOn = service.depends_on;
  if (dependsOn === undefined || Array.isArray(dependsOn)) return false;
  return dependsOn[dependency]?.condition === 'service_healthy';
}

function hasHealthcheck(service: ComposeService | undefined): boolean {
  const healthcheck = service?.healthcheck;
  return healthcheck !== undefined && healthcheck.disable !== true && healthcheck.test !== undefined;
}

/** The host part of a URL such as postgres://user:secret@postgres:5432/db, or '' when it is not one. */
function hostnameOf(url: string | undefined): string {
  try {
    return url ? new URL(url).hostname : '';
  } catch {
    return '';
  }
}

function checkServices(compose: ComposeFile): void {
  const services = compose.services ?? {};
  const names = Object.keys(services);
  for (const name of REQUIRED_SERVICES) {
    check(`service ${name} is described`, name in services, `services: ${names.join(', ') || 'none'}`);
  }

  const server = services.server;
  if (server) {
    const environment = environmentOf(server);
    const databaseUrl = environment.DATABASE_URL;
    check(
      'the server uses the postgres service (DATABASE_URL)',
      /^postgres(ql)?:/.test(databaseUrl ?? '') && hostnameOf(databaseUrl) === 'postgres',
      `DATABASE_URL is ${databaseUrl === undefined ? 'not set' : `"${databaseUrl}"`}`,
    );
    const redisUrl = environment.REDIS_URL;
    check(
      'the server uses the redis service (REDIS_URL)',
      /^rediss?:/.test(redisUrl ?? '') && hostnameOf(redisUrl) === 'redis',
      `REDIS_URL is ${redisUrl === undefined ? 'not set' : `"${redisUrl}"`}`,
    );
    check(
      'the server waits for healthy postgres and redis',
      waitsHealthy(server, 'postgres') && waitsHealthy(server, 'redis'),
      'depends_on needs postgres and redis with condition: service_healthy',
    );
    check('the server has a build or an image', server.build !== undefined || server.image !== undefined, 'neither is set');
  }
  for (const name of ['postgres', 'redis', 'server'] as const) {
    if (services[name]) check(`${name} has a healthcheck`, hasHealthcheck(services[name]), 'no healthcheck test');
  }

  const host = services.host;
  if (host) {
    check('the host is its own static service', host.build !== undefined || host.image !== undefined, 'neither build nor image');
  }

  const images = new Map<string, string>();
  for (const area of AREAS) {
    const service = services[area];
    if (!service) continue;
    const app = buildArgsOf(service).APP;
    const buildsItself = service.build !== undefined && (app === undefined || app === `remotes/${area}`);
    check(
      `area ${area} has its own build or image`,
      buildsItself || service.image !== undefined,
      app !== undefined && app !== `remotes/${area}` ? `its build argument APP is "${app}"` : 'neither build nor image',
    );
    if (service.image) {
      const repository = service.image.replace(/:[^/:]+$/, '');
      const sharedWith = images.get(repository);
      check(
        `area ${area} deploys as its own image`,
        sharedWith === undefined,
        `image ${repository} is also the image of ${sharedWith ?? ''}`,
      );
      images.set(repository, area);
    }
  }

  const published = Object.entries(services).filter(([, service]) => (service.ports?.length ?? 0) > 0);
  check(
    'one edge service publishes the app',
    published.length > 0,
    'no service publishes a port (an edge routing /, /remotes/<area>/, /v1, /ws and /site)',
  );
}

function runChecks(): void {
  if (!check('the Compose file exists', existsSync(file), file)) return;
  if (!check('docker-compose is available', ensureDockerCompose(), 'install Debian\'s "docker-compose" package (as root)')) return;
  const validation = dockerCompose(['config', '-q']);
  const why = validation.stderr.trim().split('\n').slice(-3).join(' / ');
  if (!check('docker-compose config -q accepts the file', validation.status === 0, why)) return;
  try {
    checkServices(parseComposeYaml(dockerCompose(['config']).stdout));
  } catch (error) {
    check('the rendered Compose file can be read', false, error instanceof Error ? error.message : String(error));
  }
}

runChecks();
for (const result of results) {
  console.log(result.ok ? `ok - ${result.name}` : `not ok - ${result.name}${result.why ? `: ${result.why}` : ''}`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
