import { postcodeFormat } from '@cadence/commerce/modules/customer/address.rules';
import { isCrossBorderCheckoutEnabled } from '@cadence/commerce/modules/store/store.rules';
import type { Country } from '@cadence/commerce/modules/store/store.types';
import { currencySign } from '@cadence/commerce/shared/money';
import { localised } from '@cadence/server-kit/storefronts';
import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { LOCATION_COOKIE } from '../../shared/context';
import type { StoreContext } from './store.loaders';
import { CountryConfig, FeatureFlag, LocationSource, ShopperLocation, StoreIpCheck } from './country-config.type';

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

@Resolver(() => CountryConfig)
export class StoreResolver {
  @Query(() => [CountryConfig], { description: 'Every country the shop sells into, in display order.' })
  async countriesConfig(@Ctx() ctx: StoreContext): Promise<Country[]> {
    return ctx.commerce.store.listCountries();
  }

  @Query(() => ShopperLocation, {
    nullable: true,
    description:
      "The shopper's country: the explicit `country` argument (a URL parameter or picker choice), else the location cookie, else the edge location header, else the storefront's home country (GB, DE), else the first country.",
  })
  async shopperLocation(
    @Ctx() ctx: StoreContext,
    @Arg('country', () => String, { nullable: true, description: 'ISO country code chosen explicitly.' }) country?: string | null,
  ): Promise<{ country: Country; source: LocationSource } | null> {
    const explicit = country && COUNTRY_CODE.test(country) ? country : null;
    const location = await ctx.commerce.store.shopperLocation({
      explicit,
      cookie: ctx.cookies[LOCATION_COOKIE],
      edge: ctx.edgeCountry,
      storefront: ctx.store,
    });
    return location ? { country: location.country, source: location.source as LocationSource } : null;
  }

  @Query(() => StoreIpCheck, {
    description: "Whether an address (by default the caller's) is on one of the shop's store networks.",
  })
  async isStoreIp(
    @Ctx() ctx: StoreContext,
    @Arg('ipAddress', () => String, { nullable: true }) ipAddress?: string | null,
  ): Promise<StoreIpCheck> {
    return ctx.commerce.store.isStoreIp(ipAddress === undefined || ipAddress === null ? ctx.clientIp : ipAddress);
  }

  @Query(() => Boolean, { description: 'Whether the new checkout is enabled (feature flag new_checkout).' })
  async isNewCheckoutEnabled(@Ctx() ctx: StoreContext): Promise<boolean> {
    return ctx.loaders.featureEnabled.load('new_checkout');
  }

  @Query(() => [FeatureFlag], { description: 'All feature flags (new checkout, finance, international checkout).' })
  async featureFlags(@Ctx() ctx: StoreContext): Promise<FeatureFlag[]> {
    return ctx.commerce.store.listFeatureFlags();
  }

  @FieldResolver(() => String)
  name(@Root() country: Country, @Ctx() ctx: StoreContext): string {
    return localised(country.names, ctx.store, country.code);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The country's postcode format: an anchored regular expression matched case-insensitively against the postcode trimmed, with each run of white space made one space (how the server stores it); null when the country has no postcodes.",
  })
  postcode_pattern(@Root() country: Country): string | null {
    return postcodeFormat(country.code)?.pattern ?? null;
  }

  @FieldResolver(() => String, {
    description:
      "The currency's sign as the storefront writes its prices ('JP¥' on the English storefront, '¥' on the German; 'US$' and '$'), for the currency shown without an amount. currencySign is the country list's own, one per currency.",
  })
  price_sign(@Root() country: Country, @Ctx() ctx: StoreContext): string {
    // A currency code Intl does not know (a misconfigured country) is shown as its code rather than
    // failing the whole country list every page's shell reads.
    try {
      return currencySign(ctx.store, country.currency);
    } catch {
      return country.currency;
    }
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'An example postcode of the country (shown in validation messages).',
  })
  postcode_example(@Root() country: Country): string | null {
    return postcodeFormat(country.code)?.example ?? null;
  }

  @FieldResolver(() => Boolean)
  async crossBorderCheckoutEnabled(@Root() country: Country, @Ctx() ctx: StoreContext): Promise<boolean> {
    return isCrossBorderCheckoutEnabled(await ctx.loaders.featureEnabled.load('international_checkout'), country);
  }
}
