import * as operations from '@apollo/federation-internals/dist/operations';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

type OperationFromDocument = typeof operations.operationFromDocument;
type Operation = ReturnType<OperationFromDocument>;
type Entry = { fragments: readonly FragmentDefinitionNode[]; operation: Operation };

/**
 * @apollo/gateway (2.14) converts the client's operation from its syntax tree into federation's
 * `Operation` on every request, to shape the subgraphs' answers into the client's (executeQueryPlan
 * → computeResponse), although the tree is the same object for every request with the same query
 * text (Apollo Server keeps parsed documents) and the conversion does not depend on variables. It
 * was the largest single cost of a cart query after the cart itself was kept (profile in the issue
 * note): converting 10 lines' selections, and the garbage of doing so, per request.
 *
 * This remembers that conversion per schema and operation node, only for the call executeQueryPlan
 * makes (`validate: false`, no operation name, the operation first and its fragments after it) and
 * only while the fragment nodes are the same objects: anything else goes to the library as before.
 * Entries go with the parsed document (WeakMap). `installOperationMemo` is idempotent;
 * `operation-memo.test.ts` fails if the library stops calling through the export this wraps.
 */
const memo = new WeakMap<object, WeakMap<OperationDefinitionNode, Entry>>();
let original: OperationFromDocument | null = null;

export function rememberedOperationFromDocument(
  schema: Parameters<OperationFromDocument>[0],
  document: DocumentNode,
  options?: Parameters<OperationFromDocument>[2],
): Operation {
  const convert = original ?? operations.operationFromDocument;
  const [first, ...rest] = document.definitions;
  const cacheable =
    options?.validate === false &&
    !options.operationName &&
    first?.kind === Kind.OPERATION_DEFINITION &&
    rest.every((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  if (!cacheable) return convert(schema, document, options);
  const fragments = rest as FragmentDefinitionNode[];
  let bySchema = memo.get(schema);
  if (!bySchema) memo.set(schema, (bySchema = new WeakMap()));
  const hit = bySchema.get(first);
  if (hit && hit.fragments.length === fragments.length && hit.fragments.every((f, i) => f === fragments[i])) {
    return hit.operation;
  }
  const operation = convert(schema, document, options);
  bySchema.set(first, { fragments, operation });
  return operation;
}

/** Routes the gateway's conversions through the memo (once per process). */
export function installOperationMemo(): void {
  if (original) return;
  original = operations.operationFromDocument;
  (operations as { operationFromDocument: OperationFromDocument }).operationFromDocument = rememberedOperationFromDocument;
}
