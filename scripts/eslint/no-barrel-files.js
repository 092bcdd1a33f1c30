import path from 'node:path';

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
