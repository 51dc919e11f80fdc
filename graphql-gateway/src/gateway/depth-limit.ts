import { GraphQLError, Kind, type FragmentDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';
import { INTROSPECTION_DEPTH_MARGIN, isIntrospectionField, STANDARD_INTROSPECTION } from './introspection';

/** How deep an operation's fields go, and how deep its introspection (`__schema`, `__type`) goes. */
type Depth = { fields: number; introspection: number };

/**
 * The depths of a selection set, with fragments looked up by `fragment`. A fragment's depth is worked
 * out once per document (it does not depend on where it is spread), a fragment spread inside itself
 * is left to graphql's own NoFragmentCycles, and the walk stops at the first branch deeper than
 * `stopPast`: the figure is then "at least".
 */
function depthOf(
  selectionSet: SelectionSetNode,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
  stopPast: number,
  known = new Map<string, Depth>(),
  visiting = new Set<string>(),
): Depth {
  const deepest: Depth = { fields: 0, introspection: 0 };
  for (const selection of selectionSet.selections) {
    let depth: Depth = { fields: 0, introspection: 0 };
    if (selection.kind === Kind.FIELD) {
      if (selection.selectionSet) {
        const inner = depthOf(selection.selectionSet, fragment, stopPast, known, visiting);
        const below = 1 + Math.max(inner.fields, inner.introspection);
        depth = isIntrospectionField(selection.name.value)
          ? { fields: 0, introspection: below }
          : { fields: below, introspection: 0 };
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = depthOf(selection.selectionSet, fragment, stopPast, known, visiting);
    } else {
      const name = selection.name.value;
      const found = known.get(name);
      if (found) depth = found;
      else if (!visiting.has(name)) {
        const definition = fragment(name);
        if (!definition) continue;
        visiting.add(name);
        depth = depthOf(definition.selectionSet, fragment, stopPast, known, visiting);
        visiting.delete(name);
        known.set(name, depth);
      }
    }
    deepest.fields = Math.max(deepest.fields, depth.fields);
    deepest.introspection = Math.max(deepest.introspection, depth.introspection);
    // Past both limits: whichever part this branch turns out to be, it is over.
    if (Math.max(deepest.fields, deepest.introspection) > stopPast) return deepest;
  }
  return deepest;
}

/** How deep the standard introspection queries go (introspection.ts): 14 levels, 9 of them `ofType`. */
const STANDARD_INTROSPECTION_DEPTH = Math.max(
  ...STANDARD_INTROSPECTION.map((document) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
    return depthOf(operation.selectionSet, (name) => fragments.get(name), Infinity).introspection;
  }),
);

/**
 * Refuses an operation nested deeper than `maxDepth` fields, with graphql-depth-limit's message, which
 * it replaces. Introspection may go as deep as the standard introspection queries do, with a margin
 * (the GraphQL explorer sends them where introspection is on), and no deeper (graphql's own
 * MaxIntrospectionDepthRule stops a third nested `fields`; the cost limit counts what the nesting
 * multiplies, query-cost.ts). graphql-depth-limit walked a fragment again
 * at every spread: fragments that each spread the next twice took 1.8 s of the gateway's only thread
 * at 24 levels of a few hundred bytes, doubling with each level (and a fragment spread inside itself
 * never ended); here a fragment's depth is worked out once per document.
 */
export function depthLimit(maxDepth: number): ValidationRule {
  const maxIntrospectionDepth = Math.max(maxDepth, STANDARD_INTROSPECTION_DEPTH + INTROSPECTION_DEPTH_MARGIN);
  return (context) => {
    const known = new Map<string, Depth>();
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, (name) => context.getFragment(name), maxIntrospectionDepth, known);
        const exceeded =
          depth.fields > maxDepth ? maxDepth : depth.introspection > maxIntrospectionDepth ? maxIntrospectionDepth : null;
        if (exceeded !== null) {
          context.reportError(
            new GraphQLError(`'${node.name?.value ?? ''}' exceeds maximum operation depth of ${exceeded}`, { nodes: [node] }),
          );
        }
      },
    };
  };
}
