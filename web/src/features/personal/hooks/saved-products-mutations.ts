import type { ApolloClient } from '@apollo/client';
import { SavedProductRemoveDocument } from '../../../graphql/documents/SavedProductRemoveDocument';
import { SavedProductsGetDocument } from '../../../graphql/documents/SavedProductsGetDocument';
import { SavedProductsSaveDocument } from '../../../graphql/documents/SavedProductsSaveDocument';

/**
 * The saved-products mutations, a chunk of their own (use-saved-products.ts imports it when a heart
 * is pressed or a guest's list moves into the account): catalogue pages show hearts on every card,
 * and most page views never press one. Each answer is the whole saved list, written over the
 * account's list in the cache.
 */
export async function saveProducts(client: ApolloClient, skus: string[]): Promise<void> {
  await client.mutate({
    mutation: SavedProductsSaveDocument,
    variables: { skus },
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: SavedProductsGetDocument, data: { savedProducts: data.saveProducts } });
    },
  });
}

export async function removeSavedProduct(client: ApolloClient, sku: string): Promise<void> {
  await client.mutate({
    mutation: SavedProductRemoveDocument,
    variables: { sku },
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: SavedProductsGetDocument, data: { savedProducts: data.removeSavedProduct } });
    },
  });
}
