import { GraphQLError, Kind, type SelectionSetNode, type ValidationRule } from 'graphql';

/**
 * The most fields one operation may ask at its root, by kind. The storefront asks at most four in a
 * query and one in a mutation. A mutation's root fields run one after another, each with its own
 * writes (and some with a password check): aliases of one would queue as many of them as a request
 * body holds, past any time limit. A query's aliases of the same read would multiply it as well.
 */
export const MAX_ROOT_FIELDS = { query: 20, mutation: 5, subscription: 1 } as const;

/** Refuses, at validation (once per document), an operation with more root fields than MAX_ROOT_FIELDS. */
export const rootFieldLimit: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const limit = MAX_ROOT_FIELDS[node.operation];
    let fields = 0;
    // Fragments spread at the root are counted where they are spread; the count stops past the
    // limit, so fragments that spread each other many times over cannot make it a long walk.
    const count = (selectionSet: SelectionSetNode, visiting: Set<string>): void => {
      for (const selection of selectionSet.selections) {
        if (fields > limit) return;
        if (selection.kind === Kind.FIELD) fields += 1;
        else if (selection.kind === Kind.INLINE_FRAGMENT) count(selection.selectionSet, visiting);
        else if (!visiting.has(selection.name.value)) {
          const fragment = context.getFragment(selection.name.value);
          if (!fragment) continue;
          visiting.add(selection.name.value);
          count(fragment.selectionSet, visiting);
          visiting.delete(selection.name.value);
        }
      }
    };
    count(node.selectionSet, new Set());
    if (fields > limit) {
      context.reportError(
        new GraphQLError(
          `Too many fields at the root of this ${node.operation}: at most ${limit}. Send the rest in another request.`,
          { nodes: [node] },
        ),
      );
    }
  },
});
