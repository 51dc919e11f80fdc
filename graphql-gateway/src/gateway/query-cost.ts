import { MAX_CART_LINES, MAX_ITEMS_PER_REQUEST } from '@cadence/commerce/modules/cart/cart.rules';
import { CHOICE_SECTIONS } from '@cadence/commerce/modules/catalogue/configurator.types';
import { MAX_PAGE_SIZE } from '@cadence/commerce/modules/catalogue/listing-query.rules';
import { MAX_SKUS_PER_LOOKUP } from '@cadence/commerce/modules/catalogue/product-detail.rules';
import { MAX_LINKED_PRODUCTS } from '@cadence/commerce/modules/catalogue/product-detail.types';
import { MAX_BLOG_PAGE_SIZE } from '@cadence/commerce/modules/content/blog.rules';
import { MAX_ADDRESSES_PER_CUSTOMER } from '@cadence/commerce/modules/customer/address.rules';
import { MAX_TEASER_PRICES } from '@cadence/commerce/modules/finance/finance.rules';
import { MAX_ORDER_PAGE_SIZE } from '@cadence/commerce/modules/orders/orders.rules';
import { MAX_COLLECTIONS } from '@cadence/commerce/modules/orders/orders.service';
import { MAX_DESIGNS_PER_IMPORT, MAX_SAVED_DESIGNS, MAX_SAVED_PRODUCTS } from '@cadence/commerce/modules/personal/personal.rules';
import { QUOTE_LIMITS } from '@cadence/commerce/modules/finance/cycle-to-work.rules';
import { MAX_LISTED_QUOTES } from '@cadence/commerce/modules/finance/cycle-to-work.service';
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isCompositeType,
  isListType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromAST,
} from 'graphql';
import {
  MAX_BREADCRUMBS,
  MAX_CATEGORY_LIST,
  MAX_FRAMES,
  MAX_OPTIONS,
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
} from '../subgraphs/catalogue/catalogue.limits';
import { INTROSPECTION_COST_MARGIN, introspectionListSizes, isIntrospectionField, STANDARD_INTROSPECTION } from './introspection';

/**
 * An operation's variables coerced for counting, or null (with the first error) when they do not
 * coerce. Stops at the first error: the cost walk runs before any other check, synchronously, and
 * graphql builds one error per bad item otherwise (a 59 KiB list of 20,000 bad floats held the event
 * loop for 7 s); which item is wrong is told by the variables guard and execution, not here.
 */
export function coerceVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | undefined,
): { variables: Record<string, unknown> | null; errors: readonly unknown[] } {
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {}, { maxErrors: 1 });
  return { variables: result.coerced ?? null, errors: result.errors ?? [] };
}

/**
 * How many items a list field can answer at most:
 * - a number: a declared maximum, true at runtime (the resolver or the data caps it there);
 * - `{ parentArgument, max }`: the list is a page whose size is the parent field's argument
 *   (`products(pageSize: 24) { items }`), at most `max`;
 * - `{ argument, max }`: the size is given by a list argument of the field itself
 *   (`productsBySkus(skus: [...])`), at most `max`.
 * Every list field of the supergraph must be declared here: a test walks the schema and fails on a
 * list field that is not, so a new list cannot slip past the cost limit.
 */
export type ListSize = number | { parentArgument: string; max: number } | { argument: string; max: number };

export const LIST_SIZES: Readonly<Record<string, ListSize>> = {
  // Pages: their size is the parent's pageSize (the services refuse sizes outside these bounds).
  'Products.items': { parentArgument: 'pageSize', max: MAX_PAGE_SIZE },
  'BlogPosts.items': { parentArgument: 'pageSize', max: MAX_BLOG_PAGE_SIZE },
  'CustomerOrders.items': { parentArgument: 'pageSize', max: MAX_ORDER_PAGE_SIZE },
  'Query.productsBySkus': { argument: 'skus', max: MAX_SKUS_PER_LOOKUP },
  // A subgraph's entities (only the gateway asks, hardening.ts): one object per representation it
  // sends, as many as its client operation's cost allowed; the maximum stands for a list that does
  // not coerce.
  'Query._entities': { argument: 'representations', max: 1_000_000 },
  // Product graph: linked products are capped by the catalogue service.
  'ProductItem.related_products': MAX_LINKED_PRODUCTS,
  'ProductItem.extras': MAX_LINKED_PRODUCTS,
  'ProductItem.linked_specifications': MAX_LINKED_PRODUCTS,
  'ProductItem.builds': 30,
  'ProductItem.options': 30,
  'ProductItem.geometry': 12,
  'ProductItem.size_guide': 12,
  'ProductItem.specifications': 40,
  'ProductItem.media_gallery': 20,
  'Products.aggregations': 20,
  'Aggregation.options': 60,
  // A listing suggests at most its one corrected spelling (product.resolver.ts).
  'Products.suggestions': 1,
  'SearchSuggestions.products': SUGGESTED_PRODUCTS,
  'SearchSuggestions.categories': SUGGESTED_CATEGORIES,
  // Finance: the lender's products and deposits, edited by the shop.
  'Query.v12Products': 20,
  'Query.v12Deposits': 11,
  'FinanceCalculation.options': 20,
  'FinanceCalculation.offered_product_ids': 20,
  'Query.financeTeasers': MAX_TEASER_PRICES,
  // Cycle to Work: the providers the shop lists, at most 20 quoted items, one row per tax band;
  // a customer's quotes are capped by the service (MAX_LISTED_QUOTES).
  'Query.cycleToWorkProviders': 20,
  'CycleToWorkSavings.items': QUOTE_LIMITS.maxItems,
  'CycleToWorkSavings.savings': 12,
  'CycleToWorkSavings.errors': 25,
  'CycleToWorkQuote.items': QUOTE_LIMITS.maxItems,
  'CycleToWorkQuote.savings': 12,
  'Query.cycleToWorkQuotes': MAX_LISTED_QUOTES,
  'RequestCycleToWorkQuoteOutput.errors': 25,
  // Shop structure and content, edited by the shop, not by callers (the resolver caps what a caller
  // can ask of categoryList, and how far up a breadcrumb trail goes).
  'Query.categoryList': MAX_CATEGORY_LIST,
  'CategoryTree.children': 50,
  'CategoryTree.breadcrumbs': MAX_BREADCRUMBS,
  'CmsPage.blocks': 40,
  'CmsLinkTilesBlock.tiles': 24,
  'BlogPost.tags': 20,
  'Query.blogCategories': 50,
  'Query.blogTags': 200,
  'Query.mainMenuEntries': 300,
  'Query.footerMenuEntries': 100,
  'Query.socialLinks': 10,
  'Query.countriesConfig': 60,
  'Query.featureFlags': 20,
  // The sitemap's entries are plain values of one statement (weight 0, see TYPE_WEIGHTS): they
  // count only through the response-size bound, so a storefront of any size keeps its sitemap.
  'Query.sitemapEntries': 50_000,
  'SitemapEntry.alternates': 2,
  // A customer's own records.
  'Customer.addresses': MAX_ADDRESSES_PER_CUSTOMER,
  'CustomerAddress.street': 2,
  'OrderAddress.street': 2,
  'CustomerOrder.items': 100,
  'CustomerOrder.payment_methods': 5,
  // A cart: its lines are bounded by the cart module (MAX_CART_LINES), one coupon, one discount.
  'Cart.items': MAX_CART_LINES,
  'Cart.applied_coupons': 1,
  'CartPrices.discounts': 1,
  'AddProductsToCartOutput.user_errors': MAX_ITEMS_PER_REQUEST + 1,
  'UpdateCartItemsOutput.user_errors': MAX_CART_LINES + 1,
  'RemoveItemFromCartOutput.user_errors': 1,
  // Checkout: three delivery methods, two payment methods, a handful of stores and schemes.
  'CartCheckout.available_shipping_methods': 3,
  'CartCheckout.pickup_locations': 20,
  'CartCheckout.available_payment_methods': 2,
  'CartCheckout.certificate_issuers': 20,
  'CheckoutAddress.street': 2,
  'PlaceOrderOutput.errors': 1,
  'CustomerOrder.status_history': 10,
  'CollectionScreen.orders': MAX_COLLECTIONS,
  // The configurator: its sections are the spec's, options and frames capped by the resolver.
  'BikeConfigurator.sections': CHOICE_SECTIONS.length,
  'BikeConfigurator.frames': MAX_FRAMES,
  'ConfiguratorSection.options': MAX_OPTIONS,
  'ConfiguratorOptionValue.finishes': 2,
  'ConfiguratorOptionValue.effects': 2,
  'ConfiguratorFrame.paint_finishes': 2,
  'PricedBuild.lines': 19,
  'PricedBuild.violations': 40,
  'PricedBuild.cart_items': 19,
  // A customer's saved designs (one choice per section) and saved products; saving or removing one
  // answers the whole saved list.
  'Query.savedDesigns': MAX_SAVED_DESIGNS,
  'SavedDesign.choices': CHOICE_SECTIONS.length,
  'Mutation.importSavedDesigns': MAX_DESIGNS_PER_IMPORT,
  'Query.savedProducts': MAX_SAVED_PRODUCTS,
  'Mutation.saveProducts': MAX_SAVED_PRODUCTS,
  'Mutation.removeSavedProduct': MAX_SAVED_PRODUCTS,
};

/**
 * What one object of a type costs (objects 1, scalars and enums 0, as Apollo's demand control
 * counts). Types built in memory from one statement with no resolvers of their own weigh 0.
 */
const TYPE_WEIGHTS: Readonly<Record<string, number>> = {
  SitemapEntry: 0,
  SitemapAlternate: 0,
  // A configurator and a priced build are computed in memory as a whole.
  ConfiguratorSection: 0,
  ConfiguratorOptionValue: 0,
  ConfiguratorChoiceEffect: 0,
  BuildLine: 0,
  BuildViolation: 0,
  BuildCartItem: 0,
  DesignChoice: 0,
  DesignDrawing: 0,
  // Cycle to Work figures are computed in memory with their savings or quote.
  CycleToWorkItem: 0,
  CycleToWorkBandSavings: 0,
  CycleToWorkError: 0,
};

/**
 * What a root field costs at least, whatever it answers: a root field is a resolver of its own (a
 * scalar answer, `createEmptyCart`, is one call, not nothing), so aliases of one cannot add up to
 * nothing. The sitemap reads whole tables (every category, product, page and post) in one go: it
 * weighs as much as a few thousand listed objects, more than half the default limit
 * (GRAPHQL_MAX_COST, 10,000), so one per operation (the response cache is keyed by the query's
 * text: a new alias is a new entry).
 */
const ROOT_FIELD_COSTS: Readonly<Record<string, number>> = {
  'Query.sitemapEntries': 6_000,
};
const MIN_ROOT_FIELD_COST = 1;

/**
 * How many selections the cost walk visits before it gives up and counts the operation as too
 * expensive: fragments spread inside fragments can describe far more selections than the text holds
 * (each spreading the next twice doubles them), so the walk is bounded by its own work as well as
 * by the cost. The storefront's largest operation visits a few hundred.
 */
export const MAX_COST_WALK = 20_000;

/** The declared size of a list field, or null when the field is not a list. */
export function listSizeOf(typeName: string, field: GraphQLField<unknown, unknown>): ListSize | null {
  if (!isListType(getNullableType(field.type))) return null;
  return LIST_SIZES[`${typeName}.${field.name}`] ?? null;
}

const allowances = new WeakMap<GraphQLSchema, number>();

/**
 * What an operation's introspection (its `__schema` and `__type` fields) may cost without counting:
 * what the larger of the standard introspection queries costs against this schema, with a margin
 * (introspection.ts). The explorer's own query passes whatever the limit; introspection past this
 * counts in full, as any other field does.
 */
export function introspectionAllowance(schema: GraphQLSchema): number {
  let allowance = allowances.get(schema);
  if (allowance === undefined) {
    // With no allowance, introspection counts in full.
    const costs = STANDARD_INTROSPECTION.map((document) => walkCost(schema, document, undefined, {}, Infinity, 0));
    allowance = Math.ceil(Math.max(...costs) * (1 + INTROSPECTION_COST_MARGIN));
    allowances.set(schema, allowance);
  }
  return allowance;
}

/**
 * The cost of an operation before it runs: every object a field can answer costs its type's weight,
 * multiplied by the sizes of the lists it sits in (a page's size argument, or the list's declared
 * maximum). So `products(pageSize: 200) { items { related_products { ... } } }` costs 200 × 12 × …,
 * not one per field. Fragments and inline fragments are counted where they are spread (a fragment's
 * cost is worked out once per type and parent arguments). Introspection is counted the same way, its
 * lists sized from the schema (introspectionListSizes), and adds nothing while it stays within
 * introspectionAllowance. Past `limit` (or MAX_COST_WALK selections visited) the walk stops and
 * answers a figure over the limit: Infinity for a walk cut short.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | undefined,
  limit = Infinity,
): number {
  return walkCost(schema, document, operationName, rawVariables, limit, introspectionAllowance(schema));
}

function walkCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | undefined,
  limit: number,
  allowance: number,
): number {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  // Variables that do not coerce fail the request later with a 400; until then, count the worst case.
  const variables = coerceVariables(schema, operation, rawVariables).variables;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const introspectionSizes = introspectionListSizes(schema);
  /** A list field's size: the schema's own for the introspection types, declared (LIST_SIZES) for the rest. */
  const listSize = (typeName: string, field: GraphQLField<unknown, unknown>): ListSize | null => {
    if (!typeName.startsWith('__')) return listSizeOf(typeName, field);
    return isListType(getNullableType(field.type)) ? (introspectionSizes[`${typeName}.${field.name}`] ?? null) : null;
  };

  /** A field's arguments; with variables that do not coerce, only its literal arguments (the rest count at worst). */
  const argumentsOf = (field: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> => {
    if (variables) {
      try {
        return getArgumentValues(field, node, variables);
      } catch {
        // Refused at execution with a clear error; count the worst case until then.
      }
    }
    const literal: Record<string, unknown> = {};
    for (const argument of node.arguments ?? []) {
      const definition = field.args.find((a) => a.name === argument.name.value);
      if (definition && argument.value.kind !== Kind.VARIABLE)
        literal[argument.name.value] = valueFromAST(argument.value, definition.type, {});
    }
    return literal;
  };

  let walked = 0;
  // What the operation's introspection costs, wherever it sits (fragments at the root included).
  let introspection = 0;
  /** What the introspection adds to the operation's cost: nothing within the allowance, all of it past. */
  const counted = () => (introspection > allowance ? introspection : 0);
  // A fragment's cost (and the introspection in it) under one parent's arguments, worked out once
  // however often it is spread.
  const fragmentCosts = new WeakMap<Record<string, unknown>, Map<string, { cost: number; introspection: number }>>();

  const costOf = (
    selectionSet: SelectionSetNode,
    type: GraphQLCompositeType,
    parentArgs: Record<string, unknown>,
    visiting: Set<string>,
  ): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      walked += 1;
      if (walked > MAX_COST_WALK) throw TOO_EXPENSIVE;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const inner = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (inner && isCompositeType(inner)) total += costOf(selection.selectionSet, inner, parentArgs, visiting);
        if (type === root && total + counted() > limit) throw new OverLimit(total + counted());
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        // A fragment spread inside itself is refused by validation; never loop here.
        if (!fragment || visiting.has(fragment.name.value)) continue;
        const inner = schema.getType(fragment.typeCondition.name.value);
        if (inner && isCompositeType(inner)) {
          let known = fragmentCosts.get(parentArgs);
          if (!known) fragmentCosts.set(parentArgs, (known = new Map()));
          const key = `${fragment.name.value}\u0000${inner.name}`;
          let figures = known.get(key);
          if (figures === undefined) {
            const before = introspection;
            visiting.add(fragment.name.value);
            const cost = costOf(fragment.selectionSet, inner, parentArgs, visiting);
            visiting.delete(fragment.name.value);
            figures = { cost, introspection: introspection - before };
            known.set(key, figures);
          } else {
            introspection += figures.introspection;
          }
          total += figures.cost;
        }
        if (type === root && total + counted() > limit) throw new OverLimit(total + counted());
        continue;
      }
      const name = selection.name.value;
      if (!('getFields' in type)) continue;
      const introspects = type === root && isIntrospectionField(name);
      const field = introspects ? (name === '__schema' ? SchemaMetaFieldDef : TypeMetaFieldDef) : type.getFields()[name];
      // `__typename` is no field of the type: a scalar, free.
      if (!field) continue;
      const args = argumentsOf(field, selection);
      const size = listSize(type.name, field);
      const multiplier = size === null ? 1 : resolveSize(size, args, parentArgs);
      const named = getNamedType(field.type);
      const own = isCompositeType(named) ? (TYPE_WEIGHTS[named.name] ?? 1) : 0;
      const children =
        selection.selectionSet && isCompositeType(named) ? costOf(selection.selectionSet, named, args, visiting) : 0;
      const cost = multiplier * (own + children);
      if (type !== root) {
        total += cost;
        continue;
      }
      const rootCost = Math.max(cost, ROOT_FIELD_COSTS[`${type.name}.${name}`] ?? MIN_ROOT_FIELD_COST);
      if (introspects) introspection += rootCost;
      else total += rootCost;
      // Root fields only add up (a nested figure may yet be multiplied by an empty page).
      if (total + counted() > limit) throw new OverLimit(total + counted());
    }
    return total;
  };
  try {
    return costOf(operation.selectionSet, root, {}, new Set()) + counted();
  } catch (error) {
    if (error === TOO_EXPENSIVE) return Infinity;
    if (error instanceof OverLimit) return error.cost;
    throw error;
  }
}

/** The walk stopped: it visited more selections than MAX_COST_WALK. */
const TOO_EXPENSIVE = Symbol('too expensive');

/** The walk stopped: the cost so far is over the limit (at least this much). */
class OverLimit {
  constructor(readonly cost: number) {}
}

function resolveSize(size: ListSize, args: Record<string, unknown>, parentArgs: Record<string, unknown>): number {
  if (typeof size === 'number') return size;
  if ('parentArgument' in size) {
    const value = parentArgs[size.parentArgument];
    return typeof value === 'number' && Number.isFinite(value) ? clamp(value, size.max) : size.max;
  }
  const value = args[size.argument];
  return Array.isArray(value) ? clamp(value.length, size.max) : size.max;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.ceil(value), max));
