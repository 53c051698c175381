// Validates the deployment description: docker-compose.yml must be a valid Compose file (checked by
// Debian's docker-compose, which needs no engine) in which every part deploys on its own, and in
// which releases and canaries work: the edge's routes (read from the nginx config it mounts) send
// the remotes config, the health reports and the versioned releases to the server, which keeps the
// releases on a volume shared with the release tool. Its secrets (the database password, the
// operator token, the token-signing key) have no fallback: Compose refuses to start without them.
//
//   node scripts/src/compose-check.ts [-f path/to/docker-compose.yml]
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
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
  volumes?: Array<string | { source?: string; target?: string }>;
}

interface ComposeFile {
  services?: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
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

/**
 * The secrets an operator must give the deployment: Compose refuses to start without each (no
 * fallback value in the file, which anyone can read). The checks render the file with values of
 * this run's own.
 */
const REQUIRED_SECRETS = ['POSTGRES_PASSWORD', 'OPERATOR_TOKEN', 'TOKEN_SECRET'] as const;
const secrets: Record<string, string> = Object.fromEntries(REQUIRED_SECRETS.map((name) => [name, randomBytes(32).toString('hex')]));

function dockerCompose(args: readonly string[], given: Record<string, string> = secrets): SpawnSyncReturns<string> {
  // Variables an operator may have set must not change what is checked.
  const env = { ...process.env };
  for (const name of ['PORT', 'COMPOSE_FILE', 'COMPOSE_PROJECT_NAME', 'PUBLIC_URL', ...REQUIRED_SECRETS]) delete env[name];
  return spawnSync('docker-compose', ['-f', file, ...args], { encoding: 'utf8', cwd: dirname(file), env: { ...env, ...given } });
}

/** Compose refuses to start without each secret, and the server gets the operator's values, never a default of the file. */
function checkSecrets(compose: ComposeFile): void {
  for (const name of REQUIRED_SECRETS) {
    const without = Object.fromEntries(Object.entries(secrets).filter(([other]) => other !== name));
    const rendered = dockerCompose(['config', '-q'], without);
    check(
      `Compose refuses to start without ${name}`,
      rendered.status !== 0 && rendered.stderr.includes(name),
      rendered.status === 0 ? `it starts with a value of its own (use \${${name}:?…})` : rendered.stderr.trim().split('\n').slice(-1)[0],
    );
  }
  const server = compose.services?.server;
  const postgres = compose.services?.postgres;
  if (!server || !postgres) return;
  const environment = environmentOf(server);
  check(
    "the server's OPERATOR_TOKEN is the operator's",
    environment.OPERATOR_TOKEN === secrets.OPERATOR_TOKEN,
    'OPERATOR_TOKEN is not passed on as given',
  );
  check(
    "the server's TOKEN_SECRET is the operator's",
    environment.TOKEN_SECRET === secrets.TOKEN_SECRET,
    'TOKEN_SECRET is not passed on as given',
  );
  let databasePassword = '';
  try {
    databasePassword = decodeURIComponent(new URL(environment.DATABASE_URL ?? '').password);
  } catch {
    // Reported by the DATABASE_URL check.
  }
  check(
    "postgres and the server's DATABASE_URL use the operator's POSTGRES_PASSWORD",
    environmentOf(postgres).POSTGRES_PASSWORD === secrets.POSTGRES_PASSWORD && databasePassword === secrets.POSTGRES_PASSWORD,
    'a password other than POSTGRES_PASSWORD as given',
  );
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

interface Mount {
  source: string;
  target: string;
}

function mountsOf(service: ComposeService): Mount[] {
  return (service.volumes ?? []).flatMap((volume) => {
    if (typeof volume === 'object') return volume.source && volume.target ? [{ source: volume.source, target: volume.target }] : [];
    const [source = '', target = ''] = volume.split(':');
    return target ? [{ source, target }] : [];
  });
}

/** Whether path is the folder itself or inside it. */
function isWithin(path: string, folder: string): boolean {
  const inside = relative(folder, path);
  return !inside.startsWith('..') && !isAbsolute(inside);
}

/** One nginx directive: its name, its arguments and, for a block (server, location), what it holds. */
interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** The words of an nginx config: quoted strings whole, comments dropped, and { } ; on their own. */
function nginxTokens(text: string): string[] {
  const tokens: string[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (/\s/.test(char)) index += 1;
    else if (char === '#') index = text.includes('\n', index) ? text.indexOf('\n', index) : text.length;
    else if ('{};'.includes(char)) {
      tokens.push(char);
      index += 1;
    } else if (char === '"' || char === "'") {
      let end = index + 1;
      while (end < text.length && text[end] !== char) end += text[end] === '\\' ? 2 : 1;
      tokens.push(text.slice(index + 1, end));
      index = end + 1;
    } else {
      const word = /^[^\s{};]+/.exec(text.slice(index))?.[0] ?? char;
      tokens.push(word);
      index += word.length;
    }
  }
  return tokens;
}

function parseNginx(tokens: string[], at = { index: 0 }): Directive[] {
  const directives: Directive[] = [];
  let words: string[] = [];
  while (at.index < tokens.length) {
    const token = tokens[at.index++] ?? '';
    if (token === '}') break;
    if (token === ';' || token === '{') {
      const [name = '', ...args] = words;
      directives.push(token === '{' ? { name, args, block: parseNginx(tokens, at) } : { name, args });
      words = [];
    } else words.push(token);
  }
  return directives;
}

/**
 * Where an nginx server block sends a path, as nginx chooses the location: an exact match, else
 * the longest prefix when it is ^~, else the first regular expression that matches, else the
 * longest prefix. Answers the host of its proxy_pass with variables (set, or captured by the
 * location's expression) filled in, or null when the location does not proxy.
 */
function nginxUpstream(server: Directive[], path: string): string | null {
  const locations = server.filter((directive) => directive.name === 'location' && directive.block);
  const exact = locations.find((location) => location.args[0] === '=' && location.args[1] === path);
  const prefixes = locations
    .filter((location) => location.args.length === 1 || location.args[0] === '^~')
    .filter((location) => path.startsWith(location.args[location.args.length - 1] ?? '\0'))
    .sort((a, b) => (b.args[b.args.length - 1]?.length ?? 0) - (a.args[a.args.length - 1]?.length ?? 0));
  const longest = prefixes[0];
  let captures: Record<string, string> = {};
  const regex = locations.find((location) => {
    const [modifier, pattern] = location.args;
    if ((modifier !== '~' && modifier !== '~*') || pattern === undefined) return false;
    const match = new RegExp(pattern, modifier === '~*' ? 'i' : '').exec(path);
    captures = { ...match?.groups };
    return match !== null;
  });
  const chosen = exact ?? (longest?.args[0] === '^~' ? longest : (regex ?? longest));
  if (!chosen?.block) return null;
  const variables: Record<string, string> = {};
  for (const directive of [...server, ...chosen.block]) {
    if (directive.name === 'set' && directive.args[0]) variables[directive.args[0].slice(1)] = directive.args[1] ?? '';
  }
  if (chosen === regex) Object.assign(variables, captures);
  const target = chosen.block.find((directive) => directive.name === 'proxy_pass')?.args[0];
  if (!target) return null;
  const url = target.replace(/\$(\w+)/g, (_, name: string) => variables[name] ?? '');
  return hostnameOf(url) || null;
}

/** The server block of the nginx config the edge (the service publishing the app) mounts. */
function edgeServer(services: Record<string, ComposeService>): { file: string; server: Directive[] } | undefined {
  for (const service of Object.values(services)) {
    if ((service.ports?.length ?? 0) === 0) continue;
    for (const mount of mountsOf(service)) {
      if (!/^\/etc\/nginx\/(conf\.d\/[^/]+\.conf|nginx\.conf)$/.test(mount.target)) continue;
      const source = resolve(dirname(file), mount.source);
      if (!existsSync(source)) continue;
      const config = parseNginx(nginxTokens(readFileSync(source, 'utf8')));
      const inHttp = config.find((directive) => directive.name === 'http')?.block ?? config;
      const server = inHttp.find((directive) => directive.name === 'server')?.block;
      if (server) return { file: source, server };
    }
  }
  return undefined;
}

function checkReleases(compose: ComposeFile): void {
  const services = compose.services ?? {};
  const server = services.server;
  if (!server) return;
  const environment = environmentOf(server);
  const mounts = mountsOf(server);
  const namedVolumes = Object.keys(compose.volumes ?? {});

  check(
    'the server serves /remotes.json and the releases (SERVE_STATIC is not false)',
    environment.SERVE_STATIC !== undefined && environment.SERVE_STATIC !== 'false',
    `SERVE_STATIC is ${environment.SERVE_STATIC === undefined ? "not set (the image's default is false)" : `"${environment.SERVE_STATIC}"`}`,
  );
  const remotesConfig = environment.REMOTES_CONFIG;
  const configMount = remotesConfig ? mounts.find((mount) => isWithin(remotesConfig, mount.target)) : undefined;
  check(
    "the server reads the operator's remotes config (REMOTES_CONFIG in a mounted folder)",
    configMount !== undefined && existsSync(resolve(dirname(file), configMount.source, relative(configMount.target, remotesConfig ?? ''))),
    remotesConfig ? `nothing mounted holds ${remotesConfig}` : 'REMOTES_CONFIG is not set',
  );

  const releasesDir = environment.RELEASES_DIR;
  const releasesMount = mounts.find((mount) => mount.target === releasesDir);
  const releasesVolume = releasesMount && namedVolumes.includes(releasesMount.source) ? releasesMount.source : undefined;
  check(
    'the server keeps the releases on a named volume (RELEASES_DIR)',
    releasesVolume !== undefined,
    releasesDir ? `no named volume is mounted at ${releasesDir}` : 'RELEASES_DIR is not set',
  );
  if (releasesVolume) {
    const writers = Object.entries(services).filter(([name, service]) => name !== 'server' && environmentOf(service).RELEASES_DIR);
    const strays = writers.filter(
      ([, service]) =>
        !mountsOf(service).some((mount) => mount.source === releasesVolume && mount.target === environmentOf(service).RELEASES_DIR),
    );
    check(
      "the release tool writes to the server's releases volume",
      writers.length > 0 && strays.length === 0,
      writers.length === 0
        ? 'no service sets RELEASES_DIR to store releases (docker compose run --rm release <area>)'
        : `${strays.map(([name]) => name).join(', ')} keep releases elsewhere than the ${releasesVolume} volume`,
    );
  }

  const edge = edgeServer(services);
  check("the edge's nginx config is mounted and readable", edge !== undefined, 'no published service mounts an nginx config');
  if (!edge) return;
  const routes: Array<[string, string, string]> = [
    ['/remotes.json', 'server', 'the remotes config, with the releases laid over it'],
    ['/health/areas', 'server', "the host's health reports"],
    ['/v1/user/get', 'server', 'the API'],
    ['/ws', 'server', 'the realtime socket'],
    ['/site/config.json', 'server', 'the site config'],
    ['/payment-callbacks/demopay', 'server', "the payment provider's callbacks"],
    ['/demopay/pay/dp_0123456789abcdef', 'server', "the demo provider's payment page"],
    ['/seamless/demogames/bet', 'server', "the game provider's seamless-wallet calls"],
    ['/demogames/play/northern-lights?session=abc', 'server', "the demo game provider's game pages"],
    ['/game-art/dice.thumb.0123abcd.webp', 'server', "the lobby's artwork"],
    ['/operator/staff/sign-in', 'server', 'the operator API'],
    ['/backoffice/', 'backoffice', 'the back office'],
    ['/backoffice/players/42', 'backoffice', 'a page of the back office'],
    ['/backoffice/main.0123456789.js', 'backoffice', "the back office's files"],
    ['/', 'host', 'the host'],
  ];
  for (const area of AREAS) {
    routes.push(
      [`/remotes/${area}/1.4.0-20261124.101500123/mf-manifest.json`, 'server', `a release of ${area}`],
      [`/remotes/${area}/mf-manifest.json`, area, `${area}'s own build`],
      [`/remotes/${area}/static/js/remote.0123456789.js`, area, `${area}'s own files`],
    );
  }
  for (const [path, upstream, what] of routes) {
    const actual = nginxUpstream(edge.server, path);
    check(`the edge sends ${path} (${what}) to ${upstream}`, actual === upstream, `${edge.file} sends it to ${actual ?? 'no upstream'}`);
  }
}

function runChecks(): void {
  if (!check('the Compose file exists', existsSync(file), file)) return;
  if (!check('docker-compose is available', ensureDockerCompose(), 'install Debian\'s "docker-compose" package (as root)')) return;
  const validation = dockerCompose(['config', '-q']);
  const why = validation.stderr.trim().split('\n').slice(-3).join(' / ');
  if (!check('docker-compose config -q accepts the file', validation.status === 0, why)) return;
  try {
    const compose = parseComposeYaml(dockerCompose(['config']).stdout);
    checkServices(compose);
    checkSecrets(compose);
    checkReleases(compose);
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
