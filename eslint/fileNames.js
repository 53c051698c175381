// The file-name rule: how a source file is named, by the kind of file and the part of the tree.
//
// The name is read up to its first dot (`hostShares.test.ts` is `hostShares`). In the front end
// (the host, the areas, the shared packages they render with, and these lint rules) a component
// (a .tsx file that exports a PascalCase value) is PascalCase, and every other file camelCase; a
// test is named after what it tests, so either. The server, the contract, the build presets, the
// scripts and the end-to-end tests are kebab-case. One word in lower case is both.
import { relative, sep } from 'node:path';

const CASES = {
  PascalCase: /^[A-Z][A-Za-z0-9]*$/,
  camelCase: /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$/,
  'kebab-case': /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/,
};

/** Whether the module exports a value (not a type) whose name is PascalCase: a component. */
function exportsComponent(program) {
  // A component's name: PascalCase with a lower-case letter (SETTINGS is a constant).
  const pascal = (name) => CASES.PascalCase.test(name) && /[a-z]/.test(name);
  for (const node of program.body) {
    if (node.type === 'ExportDefaultDeclaration') {
      const name = node.declaration.id?.name ?? (node.declaration.type === 'Identifier' ? node.declaration.name : undefined);
      if (name && pascal(name)) return true;
    }
    if (node.type !== 'ExportNamedDeclaration' || node.exportKind === 'type') continue;
    const declaration = node.declaration;
    if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') {
      if (declaration.id && pascal(declaration.id.name)) return true;
    } else if (declaration?.type === 'VariableDeclaration') {
      if (declaration.declarations.some((item) => item.id.type === 'Identifier' && pascal(item.id.name))) return true;
    }
    for (const specifier of node.specifiers ?? []) {
      if (specifier.exportKind !== 'type' && specifier.exported.type === 'Identifier' && pascal(specifier.exported.name)) return true;
    }
  }
  return false;
}

export const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Name a source file by the convention of its kind and its part of the tree.' },
    schema: [
      {
        type: 'object',
        properties: {
          case: { enum: ['camelCase', 'kebab-case'] },
          /** Name .tsx components PascalCase. */
          components: { type: 'boolean' },
          /** Names allowed besides the case (regular expressions over the name up to its first dot). */
          allow: { type: 'array', items: { type: 'string' } },
        },
        required: ['case'],
        additionalProperties: false,
      },
    ],
    messages: {
      component: "'{{name}}' exports a component: name the file in PascalCase, like {{suggestion}}.",
      module: "'{{name}}' is not named in {{expected}}: rename the file, like {{suggestion}}.",
    },
  },
  create(context) {
    const { case: expected, components = false, allow = [] } = context.options[0];
    const path = relative(context.cwd, context.filename).split(sep).join('/');
    const file = path.slice(path.lastIndexOf('/') + 1);
    const name = file.split('.')[0];
    const rest = file.slice(name.length);
    const isTest = /\.(test|spec)\./.test(rest);
    if (allow.some((pattern) => new RegExp(pattern).test(name))) return {};
    const words = name.split(/[-_]|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
    const lower = words.map((word) => word.toLowerCase());
    const spelled = {
      PascalCase: lower.map((word) => word[0].toUpperCase() + word.slice(1)).join(''),
      camelCase: lower.map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join(''),
      'kebab-case': lower.join('-'),
    };
    return {
      Program(program) {
        const component = components && file.endsWith('.tsx') && !isTest && exportsComponent(program);
        if (component) {
          if (!CASES.PascalCase.test(name)) {
            context.report({ node: program, messageId: 'component', data: { name: file, suggestion: spelled.PascalCase + rest } });
          }
          return;
        }
        // A test of a component carries the component's name.
        if (CASES[expected].test(name) || (components && isTest && CASES.PascalCase.test(name))) return;
        context.report({
          node: program,
          messageId: 'module',
          data: {
            name: file,
            expected: components && isTest ? `${expected} or PascalCase (after a component)` : expected,
            suggestion: spelled[expected] + rest,
          },
        });
      },
    };
  },
};

const product = { rules: { 'file-names': fileNames } };

/** The tree's parts and their conventions. */
export const fileNameRules = [
  {
    files: [
      'host/**/*.{ts,tsx,js,mjs,cjs}',
      'remotes/**/*.{ts,tsx,js,mjs,cjs}',
      'shared/{api,i18n,router,state,ui}/**/*.{ts,tsx,js,mjs,cjs}',
      'eslint/**/*.{ts,js}',
    ],
    plugins: { product },
    rules: { 'product/file-names': ['error', { case: 'camelCase', components: true }] },
  },
  {
    files: [
      'server/**/*.{ts,js,mjs,cjs}',
      'shared/{contract,build}/**/*.{ts,tsx,js,mjs,cjs}',
      'scripts/**/*.{ts,js,mjs,cjs}',
      'e2e/**/*.{ts,js,mjs,cjs}',
    ],
    plugins: { product },
    // The database migrations are numbered in the order they run: 0001_users_accounts.ts.
    rules: { 'product/file-names': ['error', { case: 'kebab-case', allow: ['^\\d{4}_[a-z0-9_]+$'] }] },
  },
];
