/** A delivery rate for one country and method, in the country's currency. */
export type ShippingRate = {
  countryCode: string;
  method: 'standard' | 'next_day';
  currency: string;
  itemsRate: number;
  bikeRate: number;
  freeOver: number | null;
};

/** Why a cart's default shipping is what it is (shipping.rules `defaultShipping`). */
export type DefaultShippingStatus = 'charged' | 'free' | 'empty' | 'unavailable';
