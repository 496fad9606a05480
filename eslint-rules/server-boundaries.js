// The house rules of apps/server/src (docs/architecture.md): every layer imports only the layers
// below it, an area reaches another area only through that area's index.ts, and nothing but tests
// imports test code (the package @portal/test-kit, *.test.ts, *.fixture.ts). Cycles are import-x/no-cycle's job.
import path from 'node:path';

const serverRoot = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;

// Lower rank = lower floor. A file may import its own rank or lower.
const ranks = { base: 0, db: 1, http: 2, auth: 3, tenancy: 4, area: 5, root: 6 };

const isTestCode = (rel) => /\.(test|fixture)\.ts$/.test(rel);
const testKit = '@portal/test-kit';

/** Where a file under apps/server/src lives: its layer, and its area when it is in one. */
export function placeOf(rel) {
  const parts = rel.split('/');
  if (isTestCode(rel)) return { layer: 'test' };
  if (parts[0] === 'areas') return { layer: parts[1] === 'tenancy' ? 'tenancy' : 'area', area: parts[1] };
  if (['db', 'http', 'auth'].includes(parts[0])) return { layer: parts[0] };
  // The one kit of server-rendered pages: plumbing beside http/, used by the sign-in pages and by the platform area.
  if (parts[0] === 'page-kit') return { layer: 'http' };
  // The job queue is plumbing too: areas define jobs on it, it knows no area.
  if (parts[0] === 'jobs') return { layer: 'http' };
  if (parts[0] === 'config' || parts[0] === 'documents') return { layer: 'base' };
  if (['app-error.ts', 'logger.ts', 'config.ts'].includes(rel)) return { layer: 'base' };
  // app.ts, main.ts, app-context.ts, sweeper.ts and seed/: the composition root, above every area.
  return { layer: 'root' };
}

function serverRelative(file) {
  const at = file.lastIndexOf(serverRoot);
  return at === -1
    ? undefined
    : file
        .slice(at + serverRoot.length)
        .split(path.sep)
        .join('/');
}

/** Why an import from one file to another breaks the house rules, or undefined when it does not. */
export function refusal(fromRel, toRel, typeOnly) {
  const from = placeOf(fromRel);
  const to = placeOf(toRel);
  if (from.layer === 'test') return undefined;
  if (to.layer === 'test') return 'only tests import test code';
  // Every layer may name the context's type: it is what the composition root hands each area.
  if (toRel === 'app-context.ts' && typeOnly) return undefined;
  if (ranks[to.layer] > ranks[from.layer])
    return `${from.layer} code must not import from ${to.layer === 'area' || to.layer === 'tenancy' ? `the ${to.area} area` : to.layer === 'root' ? toRel : `${to.layer}/`}`;
  if (to.area && from.area && to.area !== from.area && toRel !== `areas/${to.area}/index.ts`) {
    return `the ${from.area} area reaches the ${to.area} area only through areas/${to.area}/index.ts`;
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Layers and areas of apps/server/src import only downwards, and across areas only through index.ts',
    },
    schema: [],
    messages: { refused: '{{why}} (imports {{target}})' },
  },
  create(context) {
    const fromRel = serverRelative(context.filename);
    if (fromRel === undefined) return {};
    const check = (node, source, typeOnly) => {
      if (!source || typeof source.value !== 'string') return;
      if (source.value === testKit || source.value.startsWith(`${testKit}/`)) {
        if (placeOf(fromRel).layer !== 'test')
          context.report({
            node: source,
            messageId: 'refused',
            data: { why: 'only tests import test code', target: source.value },
          });
        return;
      }
      if (!source.value.startsWith('.')) return;
      const toRel = serverRelative(path.resolve(path.dirname(context.filename), source.value));
      if (toRel === undefined) return;
      const why = refusal(fromRel, toRel, typeOnly);
      if (why) context.report({ node: source, messageId: 'refused', data: { why, target: source.value } });
    };
    return {
      ImportDeclaration: (node) =>
        check(
          node,
          node.source,
          node.importKind === 'type' ||
            (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')),
        ),
      ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
    };
  },
};
