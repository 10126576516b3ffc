// A feature (src/app/features/NAME) is entered only through its public face, features/NAME/index.ts:
// code outside a feature may import `…/features/NAME` but not a file inside it. Tests may reach in.
import path from 'node:path';

const FEATURE = /(?:^|\/)src\/app\/features\/([^/]+)(\/.*)?$/;

/** The feature a path lies in and what follows its folder ('' or '/index' for the face itself). */
function locate(file) {
  const match = FEATURE.exec(file.split(path.sep).join('/'));
  return match ? { name: match[1], rest: (match[2] ?? '').replace(/\.(ts|tsx)$/, '') } : undefined;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its public face (its index.ts).' },
    messages: {
      inner:
        "'{{spec}}' reaches inside features/{{name}}: import it from the feature's public face ('…/features/{{name}}') and export it there.",
    },
    schema: [],
  },
  create(context) {
    const importer = locate(context.filename);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = locate(path.resolve(path.dirname(context.filename), spec));
      if (!target || target.name === importer?.name) return;
      if (target.rest === '' || target.rest === '/index') return;
      context.report({ node: node.source, messageId: 'inner', data: { spec, name: target.name } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
