import { composeServices } from '@apollo/composition';
import { printSubgraphSchema } from '@apollo/subgraph';
import { parse, printSchema, type GraphQLSchema } from 'graphql';
import { SUBGRAPH_NAMES, type SubgraphName } from '../env';
import { SUBGRAPH_BUILDERS } from '../subgraphs';

/** Where each subgraph listens when served alone (the default URL written into the supergraph). */
export const defaultSubgraphUrl = (name: SubgraphName): string =>
  `http://127.0.0.1:${4101 + SUBGRAPH_NAMES.indexOf(name)}/graphql`;

export type Composition = {
  schemas: Record<SubgraphName, GraphQLSchema>;
  subgraphSdl: Record<SubgraphName, string>;
  supergraphSdl: string;
  /** The public schema clients see (what codegen reads). */
  apiSdl: string;
};

/** Builds every subgraph schema and composes them into the supergraph with @apollo/composition. */
export async function composeSupergraph(): Promise<Composition> {
  const schemas = {} as Record<SubgraphName, GraphQLSchema>;
  const subgraphSdl = {} as Record<SubgraphName, string>;
  for (const name of SUBGRAPH_NAMES) {
    schemas[name] = await SUBGRAPH_BUILDERS[name]();
    subgraphSdl[name] = printSubgraphSchema(schemas[name]);
  }
  const result = composeServices(
    SUBGRAPH_NAMES.map((name) => ({ name, url: defaultSubgraphUrl(name), typeDefs: parse(subgraphSdl[name]) })),
  );
  if (result.errors) {
    throw new Error(`Supergraph composition failed:\n${result.errors.map((e) => `- ${e.message}`).join('\n')}`);
  }
  return {
    schemas,
    subgraphSdl,
    supergraphSdl: result.supergraphSdl,
    apiSdl: printSchema(result.schema.toAPISchema().toGraphQLJSSchema()),
  };
}
