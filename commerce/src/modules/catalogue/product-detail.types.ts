/** Frame geometry of one size of a child bike (millimetres; angles in degrees). */
export type BikeGeometry = {
  productId: number;
  size: string;
  position: number;
  stack: number;
  reach: number;
  seatTube: number;
  topTube: number;
  headAngle: number;
  seatAngle: number;
  wheelbase: number;
  chainstay: number;
  bbDrop: number;
  standover: number;
};

/** Which rider heights (cm) one size of a bike fits. */
export type SizeGuideEntry = { productId: number; size: string; riderHeightMin: number; riderHeightMax: number };

/** A key specification of a product (label and value in the storefront's language). */
export type ProductSpecification = { productId: number; position: number; label: string; value: string };

export type ProductLinkType = 'related' | 'extra' | 'specification';

/**
 * At most this many linked products of one type are shown with a product (related products,
 * extras, components): a page shows a rail of a few, and the API's cost limit counts on the bound.
 */
export const MAX_LINKED_PRODUCTS = 12;

/** A product shown with another: related products, extras and linked specifications (components). */
export type ProductLink = { productId: number; linkedProductId: number; linkType: ProductLinkType; position: number };

/** A product's links grouped by type, each in position order (linked product ids). */
export type ProductLinks = Record<ProductLinkType, number[]>;
