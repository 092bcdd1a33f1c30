/**
 * D1 binds at most 100 values a statement (docs/decisions/0040-bulk-writes-and-d1-parameter-limit.md).
 * In worker/, a list whose length the code does not fix reaches SQL only through
 * worker/lib/bound-parameters.ts: the rows of an insert through `boundedStatements`, which cuts them
 * into statements that fit, and a list of values through `inList` / `notInList`, which bind it as one
 * JSON value. This rule refuses the ways that bind one value per element:
 * - `.insert(table).values(list)` outside a `boundedStatements(items, (part) => ...)` callback;
 * - `inArray(column, list)`, `notInArray(column, list)` and `sql.join(list, ...)`, unless the list is
 *   written out in the code (`[a, b]`) or is a constant (an UPPER_CASE name);
 * - a list interpolated into a sql`` template (drizzle binds each element).
 * What is a list comes from the TypeScript types (an array or a tuple), so the rule needs the type
 * information the lint config gives every TypeScript file; without it the rule does nothing.
 */

const isCallTo = (node, name) => node?.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === name;

const isMember = (node, property) => node?.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === property;

/** A list whose length the code fixes: written out without spreads, or a constant's name. */
function fixedInCode(node) {
  if (node.type === 'ArrayExpression') return node.elements.every((element) => element !== null && element.type !== 'SpreadElement');
  const name = node.type === 'Identifier' ? node.name : node.type === 'MemberExpression' && !node.computed ? node.property.name : null;
  return name !== null && /^[A-Z][A-Z0-9_]*$/.test(name);
}

/** Whether `node` is inside the build callback of a `boundedStatements` call, which measures and cuts what it builds. */
function insideBoundedStatements(node) {
  for (let at = node.parent; at; at = at.parent) {
    const isFunction = at.type === 'ArrowFunctionExpression' || at.type === 'FunctionExpression';
    if (isFunction && isCallTo(at.parent, 'boundedStatements') && at.parent.arguments.includes(at)) return true;
  }
  return false;
}

export const boundParameters = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      rows: 'D1 binds at most 100 values a statement: insert a list of rows through boundedStatements (worker/lib/bound-parameters.ts), which cuts it into statements that fit.',
      list: 'D1 binds at most 100 values a statement: match a list with inList / notInList (worker/lib/bound-parameters.ts), which binds it as one value.',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program || !services.esTreeNodeToTSNodeMap) return {};
    const checker = services.program.getTypeChecker();
    const listType = (type) => (type.isUnion() ? type.types.some(listType) : checker.isArrayType(type) || checker.isTupleType(type));
    const isList = (node) => node.type === 'ArrayExpression' || listType(checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node)));
    const unboundedList = (node) => node.type !== 'SpreadElement' && !fixedInCode(node) && isList(node) && !insideBoundedStatements(node);

    return {
      CallExpression(node) {
        const { callee } = node;
        const [first, second] = node.arguments;
        if (isMember(callee, 'values') && node.arguments.length === 1 && isMember(callee.object?.callee, 'insert')) {
          if (first.type !== 'SpreadElement' && isList(first) && !insideBoundedStatements(node)) context.report({ node: first, messageId: 'rows' });
        } else if ((isCallTo(node, 'inArray') || isCallTo(node, 'notInArray')) && second) {
          if (unboundedList(second)) context.report({ node: second, messageId: 'list' });
        } else if (isMember(callee, 'join') && callee.object.type === 'Identifier' && callee.object.name === 'sql' && first) {
          if (unboundedList(first)) context.report({ node: first, messageId: 'list' });
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        for (const expression of node.quasi.expressions) if (unboundedList(expression)) context.report({ node: expression, messageId: 'list' });
      },
    };
  },
};
