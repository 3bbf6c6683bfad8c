import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * ESLint rule: the front end's import boundaries (docs/architecture.md, "Front end").
 *
 * - Shared code (the folders in `shared`) never imports a feature or `app/`.
 * - A feature never imports `app/`.
 * - A feature imports another feature only through that feature's public API (`@/features/<name>`,
 *   its index.ts), and only for the pairs listed in `allowed`.
 *
 * `app/` and the entry files beside it (main.tsx, entry-server.tsx) compose everything and may
 * import anything. Imports are resolved (the `@/` alias and relative paths alike), so a relative
 * path that climbs into another folder is caught too; static imports, `export ... from`, dynamic
 * `import()` and `import('...')` types all count.
 */
export const frontendBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the front end one-way: app composes features, features use shared code, never the reverse.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          shared: { type: 'array', items: { type: 'string' } },
          allowed: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['root', 'shared', 'allowed'],
        additionalProperties: false,
      },
    ],
    messages: {
      sharedImportsFeature:
        'Shared code ({{from}}) never imports a feature ({{to}}): take what it needs as props or arguments, or move that code into shared code.',
      importsApp: '{{from}} never imports app/ ({{to}}): app/ composes features and shared code, not the other way round.',
      pairNotAllowed:
        'features/{{feature}} may not import features/{{other}}: not an allowed pair. Compose both in app/, move the common part into shared code, or add the pair (with its reason) to eslint.config.mjs.',
      notPublicApi:
        "features/{{feature}} imports features/{{other}} only through its public API: import from '@/features/{{other}}' (its index.ts), not {{to}}.",
    },
  },
  create(context) {
    const [{ root, shared, allowed }] = context.options;
    const srcRoot = resolve(context.cwd, root);
    const from = placeOf(srcRoot, context.filename);
    if (!from || from.kind === 'app' || from.kind === 'other') return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = specifier.startsWith('@/')
        ? join(srcRoot, specifier.slice(2))
        : specifier.startsWith('.')
          ? resolve(dirname(context.filename), specifier)
          : null;
      if (!target) return;
      const to = placeOf(srcRoot, target);
      if (!to) return;
      const data = { from: from.label, to: relative(srcRoot, target).split(sep).join('/') };
      if (to.kind === 'app') {
        context.report({ node, messageId: 'importsApp', data });
        return;
      }
      if (to.kind !== 'feature' || (from.kind === 'feature' && from.name === to.name)) return;
      if (from.kind === 'shared') {
        context.report({ node, messageId: 'sharedImportsFeature', data });
        return;
      }
      const pair = { ...data, feature: from.name, other: to.name };
      if (!(allowed[from.name] ?? []).includes(to.name)) {
        context.report({ node, messageId: 'pairNotAllowed', data: pair });
      } else if (to.inner !== '' && to.inner !== 'index' && to.inner !== 'index.ts') {
        context.report({ node, messageId: 'notPublicApi', data: pair });
      }
    }

    const fromSource = (node) => check(node.source, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node.source, node.source.type === 'Literal' ? node.source.value : undefined),
      TSImportType: (node) => check(node.argument, node.argument?.literal?.value),
    };

    /** Which part of the front end a path lies in: app/, a feature (and the path inside it), shared code, or other. */
    function placeOf(base, path) {
      const inside = relative(base, path);
      if (inside.startsWith('..') || inside === '') return null;
      const [top, name, ...rest] = inside.split(sep);
      if (top === 'app') return { kind: 'app', label: 'app/' };
      if (top === 'features' && name) return { kind: 'feature', name, inner: rest.join('/'), label: `features/${name}` };
      if (shared.includes(top) && name !== undefined) return { kind: 'shared', label: `${top}/` };
      return { kind: 'other', label: top };
    }
  },
};
