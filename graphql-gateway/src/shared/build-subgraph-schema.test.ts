import { parse } from 'graphql';
import { createUnionType, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { CachedLocalDataSource } from '../gateway/local-data-source';
import { buildTypeGraphqlSubgraph } from './build-subgraph-schema';

/**
 * A union's own resolveType runs synchronously (what graphql-jit takes), answering a type's name or
 * class as type-graphql allows; one that answers a promise or throws gives that field an error,
 * never a crash, compiled or not.
 */
@ObjectType()
class Bike {
  @Field() frame!: string;
}

@ObjectType()
class Helmet {
  @Field() size!: string;
}

const ByName = createUnionType({
  name: 'ByName',
  types: () => [Bike, Helmet] as const,
  resolveType: (value) => ('frame' in value ? 'Bike' : 'Helmet'),
});
const ByClass = createUnionType({
  name: 'ByClass',
  types: () => [Bike, Helmet] as const,
  resolveType: (value) => ('frame' in value ? Bike : Helmet),
});
const Broken = createUnionType({
  name: 'Broken',
  types: () => [Bike, Helmet] as const,
  resolveType: (value) => {
    if ('frame' in value) throw new Error('no type');
    return Promise.resolve('Helmet');
  },
});

@Resolver()
class ProductsResolver {
  @Query(() => [ByName]) byName() {
    return [{ frame: 'ti' }, { size: 'M' }];
  }

  @Query(() => [ByClass]) async byClass() {
    return [{ frame: 'ti' }, { size: 'M' }];
  }

  @Query(() => [Broken], { nullable: 'items' }) async broken() {
    return [{ frame: 'ti' }, { size: 'M' }];
  }
}

describe('subgraph type resolvers', () => {
  it('answer by name or class, and give a field error for a throw or a promise, on both executors', async () => {
    const schema = await buildTypeGraphqlSubgraph([ProductsResolver]);
    const source = new CachedLocalDataSource(schema, 'test', { jit: true });
    const document = parse(`{
      byName { __typename ... on Bike { frame } ... on Helmet { size } }
      byClass { __typename ... on Bike { frame } }
      broken { __typename }
    }`);
    for (let run = 0; run < 3; run++) {
      const { data, errors } = await source.execute(document, {}, undefined, {});
      expect(data).toEqual({
        byName: [
          { __typename: 'Bike', frame: 'ti' },
          { __typename: 'Helmet', size: 'M' },
        ],
        byClass: [{ __typename: 'Bike', frame: 'ti' }, { __typename: 'Helmet' }],
        broken: [null, null],
      });
      expect(errors?.map((e) => e.path)).toEqual(
        expect.arrayContaining([
          ['broken', 0],
          ['broken', 1],
        ]),
      );
    }
  });
});
