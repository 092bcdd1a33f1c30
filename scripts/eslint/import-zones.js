import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: every zone is a folder path relative to it, whatever the working directory. */
export const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * The zone table of ARCHITECTURE.md. A file is in every zone whose `files` matches its repo-relative
 * path (web/lib/x.ts is in "web/lib" and in "web"); each import it makes must pass every such zone.
 * `ours` lists the folders of ours a zone may import; `forbid` lists folders it may never import;
 * `packages`, when set, is the only npm packages the zone may import (`testPackages` adds some for *.test.ts).
 */
export const zones = [
  {
    name: 'contract',
    files: /^contract\//,
    ours: ['contract/'],
    packages: ['valibot'],
    testPackages: ['vitest', 'fast-check'],
    advice: 'contract/ holds only what web, worker and judge-runner must agree on (valibot schemas, types, pure rules); keep code that needs anything else in the part that uses it',
  },
  {
    name: 'web/lib and web/components',
    files: /^web\/(lib|components)\//,
    forbid: ['web/features/', 'web/routes/'],
    advice: 'shared web code sits below the features: move what both need into web/lib or web/components, or let the feature pass it in',
  },
  {
    name: 'web/features',
    files: /^web\/features\//,
    forbid: ['web/routes/'],
    ownFeatureOnly: true,
    advice: 'a feature imports shared code, never another feature or a route: move the shared part to web/components or web/lib, or compose both features in a route',
  },
  { name: 'web', files: /^web\//, ours: ['web/', 'contract/', 'locales/'], advice: 'web/ talks to the worker over HTTP only: share types and schemas through contract/' },
  { name: 'worker', files: /^worker\//, ours: ['worker/', 'contract/'], advice: 'share what worker/ needs with another part through contract/' },
  { name: 'judge-runner', files: /^judge-runner\//, ours: ['judge-runner/', 'contract/'], advice: 'the runner talks to the worker over the judge protocol only: share it through contract/' },
];

const toPosix = (p) => p.split(path.sep).join('/');

/** Repo-relative posix path of an absolute path, or null when it lies outside the repository. */
export function fromRoot(absolute) {
  const relative = path.relative(repoRoot, absolute);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return toPosix(relative);
}

const featureOf = (relative) => /^web\/features\/([^/]+)\//.exec(relative)?.[1];

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));

/**
 * Why `specifier`, imported by the repo-relative `file`, breaks the zone table: null when it is allowed,
 * else the message data. Relative and absolute specifiers are resolved to a path first, so `../../x`
 * from any depth lands in the folder it really names.
 */
export function zoneViolation(file, specifier) {
  const own = zones.filter((zone) => zone.files.test(file));
  if (own.length === 0) return null;
  const isPath = specifier.startsWith('.') || specifier.startsWith('/');
  const absolute = isPath ? path.resolve(path.dirname(path.join(repoRoot, file)), specifier) : null;
  const target = absolute === null ? null : fromRoot(absolute);
  const shown = target ?? specifier;
  for (const zone of own) {
    const data = { zone: zone.name, specifier, target: shown, advice: zone.advice };
    if (!isPath) {
      if (!zone.packages) continue;
      const name = packageName(specifier);
      const allowed = [...zone.packages, ...(/\.test\.tsx?$/.test(file) ? (zone.testPackages ?? []) : [])];
      if (allowed.includes(name)) continue;
      return { messageId: isBuiltin(specifier) ? 'builtin' : 'package', data: { ...data, allowed: zone.packages.join(', ') } };
    }
    if (target === null) return { messageId: 'outside', data };
    const forbidden = zone.forbid?.find((folder) => target.startsWith(folder));
    if (forbidden) return { messageId: 'forbidden', data: { ...data, folder: forbidden } };
    if (zone.ownFeatureOnly) {
      const from = featureOf(file);
      const to = featureOf(target);
      if (from && to && from !== to) return { messageId: 'crossFeature', data: { ...data, from, to } };
    }
    if (zone.ours && !zone.ours.some((folder) => target.startsWith(folder))) {
      return { messageId: 'notOurs', data: { ...data, ours: zone.ours.join(', ') } };
    }
  }
  return null;
}

/** The string a module source node names, or null for a computed one. */
function sourceText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'TSLiteralType') return sourceText(node.literal);
  return null;
}

/** Every import, export-from, dynamic import(), `typeof import()` type and require() must respect the zone table. */
export const importZones = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      package: 'zone "{{zone}}": may import only the packages {{allowed}} and its own files, not "{{specifier}}". {{advice}}.',
      builtin: 'zone "{{zone}}": may not import the Node builtin "{{specifier}}" (only {{allowed}}). {{advice}}.',
      outside: 'zone "{{zone}}": "{{specifier}}" leaves the repository. {{advice}}.',
      forbidden: 'zone "{{zone}}": must never import {{folder}} ("{{specifier}}" is {{target}}). {{advice}}.',
      crossFeature: 'zone "{{zone}}": web/features/{{from}} must not import web/features/{{to}} ("{{specifier}}" is {{target}}). {{advice}}.',
      notOurs: 'zone "{{zone}}": may import only {{ours}} of ours ("{{specifier}}" is {{target}}). {{advice}}.',
    },
  },
  create(context) {
    const file = fromRoot(context.physicalFilename ?? context.filename);
    if (file === null || !zones.some((zone) => zone.files.test(file))) return {};
    const check = (node, source) => {
      const specifier = sourceText(source);
      if (specifier === null) return;
      const violation = zoneViolation(file, specifier);
      if (violation) context.report({ node, ...violation });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument ?? node.parameter),
      TSExternalModuleReference: (node) => check(node, node.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) check(node, node.arguments[0]);
      },
    };
  },
};
