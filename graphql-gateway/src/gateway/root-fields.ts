import { GraphQLError, Kind, type SelectionSetNode, type ValidationRule } from 'graphql';

/**
 * The most fields one operation may ask at its root, by kind. The storefront asks at most four in a
 * query and one in a mutation. A mutation's root fields run one after another, each with its own
 * writes (and some with a password check): aliases of one would queue as many of them as a request
 * body holds, past any time limit. A query's aliases of the same read would multiply it as well.
 */
export const MAX_ROOT_FIELDS = { query: 20, mutation: 5, subscription: 1 } as const;

/** Refuses, at validation (once per document), an operation with more root fields than MAX_ROOT_FIELDS. */
export const rootFieldLimit: ValidationRule = (context) => {
  // A fragment's root fields, counted once per document however often it is spread (capped just
  // past the largest limit): fragments that spread each other many times over, ending in a field,
  // a fragment that does not exist or one spread inside itself, cost one walk each, not 2^n.
  const fragmentFields = new Map<string, number>();
  const cap = Math.max(...Object.values(MAX_ROOT_FIELDS)) + 1;
  const count = (selectionSet: SelectionSetNode, visiting: Set<string>): number => {
    let fields = 0;
    for (const selection of selectionSet.selections) {
      if (fields >= cap) break;
      if (selection.kind === Kind.FIELD) fields += 1;
      else if (selection.kind === Kind.INLINE_FRAGMENT) fields += count(selection.selectionSet, visiting);
      else {
        const name = selection.name.value;
        const known = fragmentFields.get(name);
        if (known !== undefined) fields += known;
        else if (!visiting.has(name)) {
          // An unknown fragment or a spread inside itself counts nothing here; graphql's own rules refuse it.
          const fragment = context.getFragment(name);
          visiting.add(name);
          const inner = fragment ? count(fragment.selectionSet, visiting) : 0;
          visiting.delete(name);
          fragmentFields.set(name, inner);
          fields += inner;
        }
      }
    }
    return Math.min(fields, cap);
  };
  return {
    OperationDefinition(node) {
      const limit = MAX_ROOT_FIELDS[node.operation];
      if (count(node.selectionSet, new Set()) > limit) {
        context.reportError(
          new GraphQLError(
            `Too many fields at the root of this ${node.operation}: at most ${limit}. Send the rest in another request.`,
            { nodes: [node] },
          ),
        );
      }
    },
  };
};
