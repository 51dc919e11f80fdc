import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { parse, type GraphQLSchema, type GraphQLTypeResolver } from 'graphql';
import { logger } from '../ops/logger';
import { buildSchema, createResolversMap, getMetadataStorage, type NonEmptyArray, type TypeResolver } from 'type-graphql';

const FEDERATION_LINK = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@shareable", "@external", "@requires", "@provides"])`;

/**
 * Builds an Apollo Federation 2 subgraph from type-graphql resolvers: type-graphql builds the
 * schema (with @key directives on entity classes), it is printed with its directives and handed to
 * @apollo/subgraph together with the resolvers and the entities' `__resolveReference` functions.
 */
export async function buildTypeGraphqlSubgraph(
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql's own resolver class type
  resolvers: NonEmptyArray<Function>,
  referenceResolvers: GraphQLResolverMap<unknown> = {},
): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers, skipCheck: true, validate: { forbidUnknownValues: false } });
  const sdl = `${FEDERATION_LINK}\n${printSchemaWithDirectives(schema)}`;
  const resolverMap = createResolversMap(schema) as GraphQLResolverMap<unknown>;
  // Every union and interface resolves its type synchronously and never throws (below): with its
  // own resolveType where it has one, else type-graphql's (by class, synchronous already).
  const own = new Map(
    [...getMetadataStorage().unions, ...getMetadataStorage().interfaceTypes].map((t) => [t.name, t.resolveType]),
  );
  for (const [typeName, resolvers] of Object.entries(resolverMap)) {
    const given = (resolvers as { __resolveType?: TypeResolver<unknown, unknown> }).__resolveType;
    if (!given) continue;
    resolverMap[typeName] = {
      ...(resolvers as object),
      __resolveType: synchronousTypeResolver(typeName, own.get(typeName) ?? given),
    } as GraphQLResolverMap<unknown>[string];
  }
  for (const [typeName, fields] of Object.entries(referenceResolvers)) {
    resolverMap[typeName] = {
      ...(resolverMap[typeName] as object),
      ...(fields as object),
    } as GraphQLResolverMap<unknown>[string];
  }
  return buildSubgraphSchema({ typeDefs: parse(sdl), resolvers: resolverMap });
}

/**
 * A union's or interface's own `resolveType`, called directly: type-graphql hands the schema an
 * async wrapper of it, and graphql-jit (gateway/local-data-source.ts) takes a type's name only
 * synchronously. It may answer a type's name or its class, as type-graphql allows. Anything else
 * (a promise), or a throw, is logged and answered with no type, which both executors report as
 * that field's error: graphql-jit would let a throw here escape the request (an unhandled
 * rejection, which ends the process).
 */
function synchronousTypeResolver(typeName: string, own: TypeResolver<unknown, unknown>): GraphQLTypeResolver<unknown, unknown> {
  return (value, context, info, abstractType) => {
    try {
      const resolved = own(value, context, info, abstractType);
      if (resolved === undefined || resolved === null || typeof resolved === 'string') return resolved ?? undefined;
      if (typeof resolved === 'function') {
        const named = getMetadataStorage().objectTypes.find((t) => t.target === resolved)?.name;
        if (named) return named;
      }
      logger().error({ type: typeName }, `${typeName}'s resolveType must return a type's name or class, synchronously`);
    } catch (error) {
      logger().error({ type: typeName, err: error }, `${typeName}'s resolveType failed`);
    }
    return undefined;
  };
}
