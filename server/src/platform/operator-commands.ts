import type { OperatorActor, OperatorPath, OperatorRequest, OperatorResponse } from '@app/contract';

/** What an operator handler knows of its call besides the body: who makes it. */
export interface OperatorCallContext {
  actor: OperatorActor;
  /** The request's id over the operator API (as the server's log names it); none from the CLI on the database. */
  requestId?: string | undefined;
}

/**
 * What an operator can do, one handler per operator endpoint (of the paths P). Each domain answers
 * its own endpoints; the operator API and the operator CLI both drive these handlers.
 */
export type OperatorHandlers<P extends OperatorPath = OperatorPath> = {
  [K in P]: (body: OperatorRequest<K>, context: OperatorCallContext) => Promise<OperatorResponse<K>>;
};

/** Calls one operator endpoint: over the operator API, or on the handlers themselves when no server runs. */
export type OperatorCall = <P extends OperatorPath>(path: P, body: OperatorRequest<P>) => Promise<OperatorResponse<P>>;

/** A command line that does not say what it should: the CLI prints the message and the help, and exits 2. */
export class UsageError extends Error {}

/** One command of the operator CLI: `help` prints its name, arguments and help; `run` carries it out. */
export interface OperatorCommand {
  /** The words that name it: `maintenance on`. */
  name: string;
  /** Its arguments as the help shows them; a longer list on more lines, printed under the first. */
  args?: string | readonly string[];
  /** What it does; more lines for what needs them. */
  help?: string | readonly string[];
  /**
   * Runs on this machine's files alone, with neither the server nor the database (a restore, which
   * writes a database folder no one may hold open): `call` is not given to it.
   */
  local?: boolean;
  /** Reads the words after the name (and takes out those it reads) and returns what to print. */
  run(args: string[], call: OperatorCall): Promise<unknown>;
}

/** The value of `--name <value>`, taken out of the arguments. */
export function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(index, 2);
  return value;
}

/** Whether `--name` is given, taken out of the arguments. */
export function flag(args: string[], name: string): boolean {
  const index = args.indexOf(name);
  if (index === -1) return false;
  args.splice(index, 1);
  return true;
}

/** A positive whole number option. */
export function intOption(args: string[], name: string): number | undefined {
  const value = option(args, name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new UsageError(`${name} must be a positive whole number`);
  return parsed;
}

/** A number option (a whole number unless decimals are allowed), zero included. */
export function numberOption(args: string[], name: string, decimals = false): number | undefined {
  const value = option(args, name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || (!decimals && !Number.isInteger(parsed))) {
    throw new UsageError(`${name} must be a ${decimals ? 'number' : 'whole number'} of 0 or more`);
  }
  return parsed;
}

/** `key=value` arguments, at least one. */
export function pairs(args: string[]): Array<[string, string]> {
  if (args.length === 0) throw new UsageError('Give at least one key=value pair');
  return args.map((arg) => {
    const index = arg.indexOf('=');
    if (index <= 0) throw new UsageError(`Expected key=value, got "${arg}"`);
    return [arg.slice(0, index), arg.slice(index + 1)];
  });
}

/** `{ [key]: value }` when the value is given, else nothing. */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

type Words<N extends number, W extends string[] = []> = W['length'] extends N ? W : Words<N, [...W, string]>;

/**
 * The first `count` words of the arguments (read once the options are taken out), every one given:
 * else a UsageError saying `usage`, what the command needs.
 */
export function words<N extends number>(args: readonly string[], count: N, usage: string): Words<N> {
  const given = args.slice(0, count);
  if (given.length < count || given.some((word) => !word)) throw new UsageError(usage);
  return given as Words<N>;
}

/** A value the command cannot do without (a required option), given: else a UsageError saying `usage`. */
export function need<T>(value: T | undefined, usage: string): T {
  if (value === undefined || value === '') throw new UsageError(usage);
  return value;
}
