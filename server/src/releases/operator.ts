import { AREAS, type AreaName } from '@app/contract';
import {
  intOption,
  need,
  option,
  UsageError,
  words,
  type OperatorCallContext,
  type OperatorCommand,
  type OperatorHandlers,
} from '../platform/operator-commands.ts';
import type { ReleaseCaller, Releases } from './service.ts';

type ReleasesPath =
  | '/operator/releases/list'
  | '/operator/releases/set'
  | '/operator/releases/canary'
  | '/operator/releases/promote'
  | '/operator/releases/abort'
  | '/operator/releases/audit'
  | '/operator/releases/health'
  | '/operator/releases/health/history';

/** The operator's calls on the areas' releases and rollouts. */
export function releasesOperatorHandlers(
  releases: Pick<Releases, 'list' | 'set' | 'canary' | 'promote' | 'abort' | 'audit' | 'health' | 'healthHistory'>,
): OperatorHandlers<ReleasesPath> {
  return {
    '/operator/releases/list': async (body) => ({ areas: await releases.list(body.area) }),
    '/operator/releases/set': async (body, context) => ({ rollout: await releases.set(body.area, body.version, caller(body, context)) }),
    '/operator/releases/canary': async (body, context) => ({
      rollout: await releases.canary(body.area, body.version, body.percent, caller(body, context)),
    }),
    '/operator/releases/promote': async (body, context) => ({ rollout: await releases.promote(body.area, caller(body, context)) }),
    '/operator/releases/abort': async (body, context) => ({ rollout: await releases.abort(body.area, caller(body, context)) }),
    '/operator/releases/audit': async (body) => ({ entries: await releases.audit(body.area, body.limit ?? 50) }),
    '/operator/releases/health': async (body) => ({ figures: await releases.health(body.area) }),
    '/operator/releases/health/history': (body) => releases.healthHistory(body.area, body.hours),
  };
}

/** Who changes a rollout: the operator's actor, with the name the caller gave (the CLI's --as), if any. */
function caller(body: { actor?: string | undefined }, context: OperatorCallContext): ReleaseCaller {
  return { actor: context.actor, label: body.actor, requestId: context.requestId };
}

function areaArgument(value: string): AreaName {
  if (!(AREAS as readonly string[]).includes(value)) throw new UsageError(`"${value}" is not an area (${AREAS.join(', ')})`);
  return value as AreaName;
}

/** Who the change is recorded as: --as <name>, else the login name running the command. */
function actorOption(args: string[]): string {
  return option(args, '--as') ?? process.env.USER ?? process.env.USERNAME ?? 'operator';
}

export const releasesCommands: readonly OperatorCommand[] = [
  {
    name: 'releases list',
    args: '[<area>]',
    help: "each area's releases and what is live",
    run: (args, call) => call('/operator/releases/list', args[0] ? { area: areaArgument(args[0]) } : {}),
  },
  {
    name: 'releases set',
    args: '<area> <version>',
    help: 'roll an area forward or back to a release',
    run(args, call) {
      const actor = actorOption(args);
      const [area, version] = words(args, 2, 'releases set needs <area> <version>');
      return call('/operator/releases/set', { area: areaArgument(area), version, actor });
    },
  },
  {
    name: 'releases canary',
    args: '<area> <version> --percent <n>',
    help: 'show a release to n% of visitors',
    run(args, call) {
      const actor = actorOption(args);
      const usage = 'releases canary needs <area> <version> --percent <n>';
      const percent = need(intOption(args, '--percent'), usage);
      const [area, version] = words(args, 2, usage);
      return call('/operator/releases/canary', { area: areaArgument(area), version, percent, actor });
    },
  },
  {
    name: 'releases promote',
    args: '<area>',
    help: 'the canary becomes the stable release',
    run(args, call) {
      const actor = actorOption(args);
      const [area] = words(args, 1, 'releases promote needs <area>');
      return call('/operator/releases/promote', { area: areaArgument(area), actor });
    },
  },
  {
    name: 'releases abort',
    args: '<area>',
    help: 'everyone back to the stable release',
    run(args, call) {
      const actor = actorOption(args);
      const [area] = words(args, 1, 'releases abort needs <area>');
      return call('/operator/releases/abort', { area: areaArgument(area), actor });
    },
  },
  {
    name: 'releases audit',
    args: '[<area>] [--limit <n>]',
    help: 'who changed what, and when',
    run(args, call) {
      const limit = intOption(args, '--limit');
      return call('/operator/releases/audit', { ...(args[0] ? { area: areaArgument(args[0]) } : {}), ...(limit ? { limit } : {}) });
    },
  },
  {
    name: 'releases health',
    args: '[<area>]',
    help: ['page loads, failures and render errors per build', '(changes are recorded as --as <name>, else $USER)'],
    run: (args, call) => call('/operator/releases/health', args[0] ? { area: areaArgument(args[0]) } : {}),
  },
];
