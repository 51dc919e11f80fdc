import { Directive, Field, ObjectType, registerEnumType } from 'type-graphql';

@Directive('@key(fields: "code")')
@ObjectType({ description: 'A country the shop sells into, with its currency and locale (spec: country config entry).' })
export class CountryConfig {
  @Field({ description: 'ISO 3166-1 alpha-2 code, upper case.' })
  code!: string;

  @Field({ description: "The country's name in the storefront's language." })
  name!: string;

  @Field({ description: 'ISO 4217 currency the country is priced in.' })
  currency!: string;

  @Field()
  currencySign!: string;

  @Field({ description: "The cross-border checkout partner's country code." })
  eswCode!: string;

  @Field({ description: 'BCP 47 locale for formatting prices and dates for this country.' })
  locale!: string;

  @Field({ description: 'Path of the flag icon.' })
  icon!: string;

  @Field({ description: 'Whether the cross-border partner checkout is used: the flag is on and the partner serves the country.' })
  crossBorderCheckoutEnabled!: boolean;
}

export enum LocationSource {
  EXPLICIT = 'explicit',
  COOKIE = 'cookie',
  EDGE = 'edge',
  FALLBACK = 'fallback',
}
registerEnumType(LocationSource, {
  name: 'LocationSource',
  description: 'Where the shopper location came from, in fallback order.',
});

@ObjectType({ description: "The shopper's selected country and where that choice came from." })
export class ShopperLocation {
  @Field(() => CountryConfig)
  country!: CountryConfig;

  @Field(() => LocationSource)
  source!: LocationSource;
}

@ObjectType({ description: 'Result of the store-network check (spec: isStoreIp).' })
export class StoreIpCheck {
  @Field()
  isStoreIp!: boolean;

  @Field(() => String, { nullable: true, description: "'No IP address found' when no address was given or known." })
  error!: string | null;
}

@ObjectType()
export class FeatureFlag {
  @Field()
  key!: string;

  @Field()
  enabled!: boolean;

  @Field()
  description!: string;
}
