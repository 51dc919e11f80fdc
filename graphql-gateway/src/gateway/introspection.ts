import {
  getIntrospectionQuery,
  GraphQLError,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  parse,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

/** Every option of graphql's introspection query: what GraphiQL and Apollo Sandbox ask. */
export const EVERY_INTROSPECTION_OPTION = {
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  oneOf: true,
} as const;

/**
 * The introspection queries the GraphQL explorer and its peers send: graphql's standard one, and the
 * one GraphiQL and Apollo Sandbox send with every option on (descriptions, specifiedByURL, directive
 * isRepeatable, deprecated input fields, oneOf). Where introspection is on, the depth and cost limits
 * allow an operation's introspection as much as the larger of these needs against the schema, with a
 * small margin, and count anything past that (depth-limit.ts, query-cost.ts): without a bound, 400
 * aliases of `types` in 32 KB built a 25.6 MB answer in 3.6 s.
 */
export const STANDARD_INTROSPECTION: readonly DocumentNode[] = [
  parse(getIntrospectionQuery()),
  parse(getIntrospectionQuery(EVERY_INTROSPECTION_OPTION)),
];

/**
 * The margin over the standard queries: a tenth more cost and one level more depth, room for a client
 * whose type references go one `ofType` deeper than graphql's nine.
 */
export const INTROSPECTION_COST_MARGIN = 0.1;
export const INTROSPECTION_DEPTH_MARGIN = 1;

/** The root fields that read the schema (`__typename` answers a name, not the schema). */
export const isIntrospectionField = (name: string): boolean => name === '__schema' || name === '__type';

const sizes = new WeakMap<GraphQLSchema, Readonly<Record<string, number>>>();

/**
 * How many items each list of the introspection types can answer at most, taken from the schema
 * itself: every type, every directive, and the largest count of fields, arguments, enum values,
 * input fields, interfaces and possible types any one type (or field, or directive) has.
 */
export function introspectionListSizes(schema: GraphQLSchema): Readonly<Record<string, number>> {
  const known = sizes.get(schema);
  if (known) return known;
  const types = Object.values(schema.getTypeMap());
  const directives = schema.getDirectives();
  const largest = (counts: number[]) => Math.max(0, ...counts);
  const withFields = types.filter((t) => isObjectType(t) || isInterfaceType(t));
  const fields = withFields.flatMap((t) => Object.values(t.getFields()));
  const computed = {
    '__Schema.types': types.length,
    '__Schema.directives': directives.length,
    '__Type.fields': largest(withFields.map((t) => Object.keys(t.getFields()).length)),
    '__Type.interfaces': largest(withFields.map((t) => t.getInterfaces().length)),
    '__Type.possibleTypes': largest(
      types.filter((t) => isUnionType(t) || isInterfaceType(t)).map((t) => schema.getPossibleTypes(t).length),
    ),
    '__Type.enumValues': largest(types.filter(isEnumType).map((t) => t.getValues().length)),
    '__Type.inputFields': largest(types.filter(isInputObjectType).map((t) => Object.keys(t.getFields()).length)),
    '__Field.args': largest(fields.map((f) => f.args.length)),
    '__Directive.args': largest(directives.map((d) => d.args.length)),
    '__Directive.locations': largest(directives.map((d) => d.locations.length)),
  };
  sizes.set(schema, computed);
  return computed;
}

/** The types introspection answers with: a field of theirs is part of an operation's introspection. */
const INTROSPECTION_TYPES: ReadonlySet<string> = new Set([
  '__Schema',
  '__Type',
  '__Field',
  '__InputValue',
  '__EnumValue',
  '__Directive',
]);

/**
 * Refuses an alias in introspection (`a: __schema`, `__type(name: "Query") { f0: fields … f599:
 * fields }`): without one, a selection set answers each introspection field once, so an operation's
 * introspection answers at most what the schema holds, once. An alias repeats it: 600 aliases of a
 * large type's fields answered 8.8 MB in 3.6 s while the cost walk, which sizes introspection lists
 * by the schema's largest (introspectionListSizes), still let them pass as cheaper than the explorer's
 * own query. graphql's standard introspection queries (the explorer's) use no alias; `__typename`
 * may be aliased anywhere (one string), and `__type(name:)` at the root (one type each, at most as
 * many as the root-field limit), but not what it answers.
 */
export const introspectionAliasRule: ValidationRule = (context) => ({
  Field(node) {
    if (!node.alias || node.alias.value === node.name.value) return;
    // Several types looked up by name (`a: __type(name: "A") b: __type(name: "B")`) answer one type
    // each, as many as the root-field limit lets through.
    if (node.name.value === '__typename' || node.name.value === '__type') return;
    const parent = context.getParentType()?.name;
    if (node.name.value !== '__schema' && !(parent && INTROSPECTION_TYPES.has(parent))) return;
    context.reportError(
      new GraphQLError(`Introspection fields cannot be aliased: ask for '${node.name.value}' once, by its own name.`, {
        nodes: [node],
      }),
    );
  },
});
