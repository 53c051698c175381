// What the responsible-gambling guide lists: the tools, the warning signs and where to get help.

/** The tools the product offers, in the order the guide shows them. */
export const GUIDE_TOOLS = ['deposit', 'loss', 'wager', 'session_reminder', 'session_limit', 'cooling_off', 'self_exclusion'] as const;
export type GuideTool = (typeof GUIDE_TOOLS)[number];

export const WARNING_SIGNS = ['chasing', 'money', 'time', 'mood', 'hiding'] as const;

/** Organisations that help for free, in many countries and languages. */
export const HELP_ORGANISATIONS = [
  { key: 'gamblingTherapy', url: 'https://www.gamblingtherapy.org' },
  { key: 'gamblersAnonymous', url: 'https://www.gamblersanonymous.org' },
  { key: 'gamCare', url: 'https://www.gamcare.org.uk' },
] as const;
export const HELP_KEYS = HELP_ORGANISATIONS.map((entry) => entry.key);
