import path from 'node:path';

/**
 * web/features/<a> may import shared code but never another feature's internals
 * (bulletproof-react's rule); a relative import that lands in web/features/<b> is refused.
 */
export const featureBoundaries = {
  meta: { type: 'problem', schema: [], messages: { crossFeature: 'web/features/{{from}} must not import web/features/{{to}}; move shared code to web/components or web/lib' } },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const own = /\/web\/features\/([^/]+)\//.exec(file)?.[1];
    if (!own) return {};
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = path.resolve(path.dirname(context.filename), spec).split(path.sep).join('/');
        const other = /\/web\/features\/([^/]+)(\/|$)/.exec(target)?.[1];
        if (other && other !== own) context.report({ node, messageId: 'crossFeature', data: { from: own, to: other } });
      },
    };
  },
};

/** No barrel files: an index.ts that only re-exports hides where code lives. */
export const noBarrelFiles = {
  meta: { type: 'problem', schema: [], messages: { barrel: 'no barrel index files: import from the module that defines the name' } },
  create(context) {
    if (!/(^|\/)index\.tsx?$/.test(context.filename.split(path.sep).join('/'))) return {};
    return {
      Program(node) {
        const onlyReExports = node.body.length > 0 && node.body.every((s) => s.type === 'ExportAllDeclaration' || (s.type === 'ExportNamedDeclaration' && s.source));
        if (onlyReExports) context.report({ node, messageId: 'barrel' });
      },
    };
  },
};
