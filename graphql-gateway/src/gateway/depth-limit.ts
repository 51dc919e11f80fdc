import { GraphQLError, Kind, type SelectionSetNode, type ValidationRule } from 'graphql';

/**
 * Refuses an operation nested deeper than `maxDepth` fields (introspection fields, `__…`, are not
 * counted), with graphql-depth-limit's message, which it replaces. That package walked a fragment
 * again at every spread: fragments that each spread the next twice took 1.8 s of the gateway's only
 * thread at 24 levels of a few hundred bytes, doubling with each level (and a fragment spread inside
 * itself never ended). Here a fragment's depth is worked out once per document (it does not depend
 * on where it is spread), a fragment spread inside itself is left to graphql's own NoFragmentCycles,
 * and the walk stops at the first branch past the limit.
 */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context) => {
    const fragmentDepths = new Map<string, number>();
    const depthOf = (selectionSet: SelectionSetNode, visiting: Set<string>): number => {
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        let depth = 0;
        if (selection.kind === Kind.FIELD) {
          if (selection.selectionSet && !selection.name.value.startsWith('__'))
            depth = 1 + depthOf(selection.selectionSet, visiting);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          depth = depthOf(selection.selectionSet, visiting);
        } else {
          const name = selection.name.value;
          const known = fragmentDepths.get(name);
          if (known !== undefined) depth = known;
          else if (!visiting.has(name)) {
            const fragment = context.getFragment(name);
            if (!fragment) continue;
            visiting.add(name);
            depth = depthOf(fragment.selectionSet, visiting);
            visiting.delete(name);
            fragmentDepths.set(name, depth);
          }
        }
        deepest = Math.max(deepest, depth);
        if (deepest > maxDepth) return deepest;
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        if (depthOf(node.selectionSet, new Set()) > maxDepth) {
          context.reportError(
            new GraphQLError(`'${node.name?.value ?? ''}' exceeds maximum operation depth of ${maxDepth}`, { nodes: [node] }),
          );
        }
      },
    };
  };
}
