/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AppShellGet($country: String) {\n  mainMenuEntries {\n    ...MenuEntryFields\n  }\n  footerMenuEntries {\n    ...MenuEntryFields\n  }\n  socialLinks {\n    id\n    linkUrl\n    linkText\n    icon\n  }\n  shopperLocation(country: $country) {\n    source\n    country {\n      ...CountryConfigFields\n    }\n  }\n}": typeof types.AppShellGetDocument,
    "mutation CartAddItems($cartId: String!, $cartItems: [CartItemInput!]!) {\n  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n    cart {\n      ...CartFields\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}": typeof types.CartAddItemsDocument,
    "mutation CartApplyCoupon($input: ApplyCouponToCartInput!) {\n  applyCouponToCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n  }\n}": typeof types.CartApplyCouponDocument,
    "mutation CartClear($input: ClearCartInput!) {\n  clearCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n  }\n}": typeof types.CartClearDocument,
    "mutation CartCreateGuest {\n  createEmptyCart\n}": typeof types.CartCreateGuestDocument,
    "query CartCustomerGet {\n  customerCart {\n    ...CartFields\n  }\n}": typeof types.CartCustomerGetDocument,
    "fragment CartFields on Cart {\n  id\n  currency\n  total_quantity\n  bike_count\n  dispatch_date\n  items {\n    uid\n    associated_uid\n    quantity\n    position\n    sku\n    option_label\n    available\n    prices {\n      price_including_tax {\n        value\n        currency\n      }\n      row_total_including_tax {\n        value\n        currency\n      }\n    }\n    product {\n      __typename\n      sku\n      name\n      url_key\n    }\n    customColour {\n      uid\n      sku\n      code\n      hex\n      label\n      price {\n        value\n        currency\n      }\n    }\n  }\n  prices {\n    subtotal_including_tax {\n      value\n    }\n    default_shipping_rate {\n      value\n    }\n    grand_total {\n      value\n    }\n    discounts {\n      amount {\n        value\n      }\n      label\n      code\n    }\n  }\n  applied_coupons {\n    code\n  }\n}": typeof types.CartFieldsFragmentDoc,
    "query CartGet($cartId: String!) {\n  cart(cart_id: $cartId) {\n    ...CartFields\n  }\n}": typeof types.CartGetDocument,
    "mutation CartMerge($source: String!, $destination: String!) {\n  mergeCarts(\n    source_cart_id: $source\n    destination_cart_id: $destination\n    replace_destination_items: true\n  ) {\n    ...CartFields\n  }\n}": typeof types.CartMergeDocument,
    "mutation CartRemoveCoupon($input: RemoveCouponFromCartInput!) {\n  removeCouponFromCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n  }\n}": typeof types.CartRemoveCouponDocument,
    "mutation CartRemoveItem($input: RemoveItemFromCartInput!) {\n  removeItemFromCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}": typeof types.CartRemoveItemDocument,
    "query CartReviewGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    sku\n    name\n    url_key\n    type_id\n    media_gallery {\n      url\n      label\n      position\n    }\n    extras {\n      ...ProductCardFields\n      options {\n        sku\n        label\n        option_type\n        stock_status\n      }\n    }\n    related_products {\n      ...ProductCardFields\n      options {\n        sku\n        label\n        option_type\n        stock_status\n      }\n    }\n  }\n}": typeof types.CartReviewGetDocument,
    "mutation CartUpdateItems($input: UpdateCartItemsInput!) {\n  updateCartItems(input: $input) {\n    cart {\n      ...CartFields\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}": typeof types.CartUpdateItemsDocument,
    "query DeliveryInfoGet($cartId: String) {\n  globalSet(handle: \"delivery-info\", cart_id: $cartId) {\n    body\n  }\n}": typeof types.DeliveryInfoGetDocument,
    "query CategoryListGet($urlPath: String!) {\n  categoryList(filters: {url_path: $urlPath}) {\n    id\n    name\n    url_path\n    url_key\n    level\n    description\n    meta_title\n    meta_description\n    meta_keywords\n    breadcrumbs {\n      category_id\n      category_name\n      category_url_path\n      category_level\n    }\n    children {\n      id\n      name\n      url_path\n    }\n  }\n}": typeof types.CategoryListGetDocument,
    "query ProductAccessoryGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    ...ProductPageFields\n    specifications {\n      label\n      value\n    }\n    related_products {\n      ...ProductCardFields\n    }\n  }\n}": typeof types.ProductAccessoryGetDocument,
    "query ProductBikeGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    ...ProductPageFields\n    parent {\n      id\n      sku\n      name\n      url_key\n    }\n    geometry {\n      size\n      stack\n      reach\n      seat_tube\n      top_tube\n      head_angle\n      seat_angle\n      wheelbase\n      chainstay\n      bb_drop\n      standover\n    }\n    size_guide {\n      size\n      rider_height_min\n      rider_height_max\n    }\n    specifications {\n      label\n      value\n    }\n    linked_specifications {\n      uid\n      sku\n      name\n      subtitle\n      url_key\n      prices {\n        currency\n        price\n        special_price\n      }\n    }\n    related_products {\n      ...ProductCardFields\n    }\n    extras {\n      ...ProductCardFields\n    }\n  }\n}": typeof types.ProductBikeGetDocument,
    "fragment ProductCardFields on ProductItem {\n  id\n  sku\n  name\n  url_key\n  type_id\n  subtitle\n  manufacture\n  currency\n  aggregated_price\n  aggregated_price_special\n  stock_status\n  category_level_1\n  category_level_3\n  media_gallery {\n    url\n    label\n    position\n  }\n}": typeof types.ProductCardFieldsFragmentDoc,
    "query ProductListGet($filter: ProductFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput) {\n  products(\n    filter: $filter\n    pageSize: $pageSize\n    currentPage: $currentPage\n    sort: $sort\n  ) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    items {\n      id\n      sku\n      name\n      url_key\n      type_id\n      subtitle\n      manufacture\n      currency\n      aggregated_price\n      aggregated_price_special\n      stock_status\n      can_ship_to_country\n    }\n    aggregations {\n      attribute_code\n      options {\n        value\n        count\n      }\n    }\n  }\n}": typeof types.ProductListGetDocument,
    "query ProductListingGet($filter: ProductFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput, $search: String) {\n  products(\n    filter: $filter\n    pageSize: $pageSize\n    currentPage: $currentPage\n    sort: $sort\n    search: $search\n  ) {\n    total_count\n    items {\n      ...ProductCardFields\n    }\n    aggregations {\n      attribute_code\n      label\n      options {\n        value\n        label\n        count\n      }\n    }\n    suggestions {\n      search\n    }\n  }\n}": typeof types.ProductListingGetDocument,
    "query ProductModelGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    ...ProductPageFields\n    size_guide {\n      size\n      rider_height_min\n      rider_height_max\n    }\n    builds {\n      ...ProductCardFields\n      specifications {\n        label\n        value\n      }\n    }\n  }\n}": typeof types.ProductModelGetDocument,
    "fragment ProductPageFields on ProductItem {\n  id\n  sku\n  name\n  url_key\n  type_id\n  subtitle\n  description\n  meta_title\n  meta_description\n  manufacture\n  currency\n  aggregated_price\n  aggregated_price_special\n  stock_status\n  can_ship_to_country\n  category_level_1\n  category_level_3\n  media_gallery {\n    url\n    label\n    position\n  }\n  options {\n    id\n    sku\n    option_type\n    value\n    label\n    is_default\n    price\n    special_price\n    stock_status\n  }\n}": typeof types.ProductPageFieldsFragmentDoc,
    "query ProductsBySkusGet($skus: [String!]!) {\n  productsBySkus(skus: $skus) {\n    ...ProductCardFields\n  }\n}": typeof types.ProductsBySkusGetDocument,
    "fragment CheckoutAddressFields on CheckoutAddress {\n  firstname\n  lastname\n  street\n  city\n  region\n  postcode\n  country_code\n  telephone\n  email\n}": typeof types.CheckoutAddressFieldsFragmentDoc,
    "mutation CheckoutBillingAddressSet($input: SetBillingAddressOnCartInput!) {\n  setBillingAddressOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}": typeof types.CheckoutBillingAddressSetDocument,
    "fragment CheckoutFields on Cart {\n  ...CartFields\n  checkout {\n    route\n    billing_same_as_shipping\n    shipping_address {\n      ...CheckoutAddressFields\n    }\n    billing_address {\n      ...CheckoutAddressFields\n    }\n    available_shipping_methods {\n      carrier_code\n      method_code\n      available\n      amount {\n        value\n        currency\n      }\n    }\n    selected_shipping_method {\n      method_code\n    }\n    pickup_locations {\n      pickup_location_code\n      name\n      street\n      city\n      postcode\n    }\n    selected_pickup_location {\n      pickup_location_code\n    }\n    available_payment_methods {\n      code\n      title\n    }\n    selected_payment_method {\n      code\n    }\n    certificate_issuers\n    totals {\n      subtotal {\n        value\n        currency\n      }\n      discount {\n        value\n      }\n      shipping {\n        value\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n  }\n}": typeof types.CheckoutFieldsFragmentDoc,
    "query CheckoutGet {\n  customerCart {\n    ...CheckoutFields\n  }\n}": typeof types.CheckoutGetDocument,
    "mutation CheckoutOrderPlace($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    order {\n      order_number\n    }\n    payment_action {\n      payment_reference\n      message\n    }\n    errors {\n      code\n      message\n    }\n  }\n}": typeof types.CheckoutOrderPlaceDocument,
    "mutation CheckoutPartnerStart($cartId: String!) {\n  startPartnerCheckout(cart_id: $cartId) {\n    redirect_url\n    expires_at\n  }\n}": typeof types.CheckoutPartnerStartDocument,
    "query CheckoutPartnerStatusGet($session: String!) {\n  partnerCheckoutStatus(session: $session) {\n    order_number\n    expired\n  }\n}": typeof types.CheckoutPartnerStatusGetDocument,
    "mutation CheckoutPaymentConfirm($reference: String!, $approved: Boolean!) {\n  confirmSandboxPayment(payment_reference: $reference, approved: $approved)\n}": typeof types.CheckoutPaymentConfirmDocument,
    "mutation CheckoutPaymentMethodSet($input: SetPaymentMethodOnCartInput!) {\n  setPaymentMethodOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}": typeof types.CheckoutPaymentMethodSetDocument,
    "mutation CheckoutShippingAddressSet($input: SetShippingAddressesOnCartInput!) {\n  setShippingAddressesOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}": typeof types.CheckoutShippingAddressSetDocument,
    "mutation CheckoutShippingMethodSet($input: SetShippingMethodsOnCartInput!) {\n  setShippingMethodsOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}": typeof types.CheckoutShippingMethodSetDocument,
    "query BikeConfiguratorGet($urlKey: String!) {\n  bikeConfigurator(url_key: $urlKey) {\n    default_frame\n    currency\n    model {\n      id\n      sku\n      name\n      url_key\n    }\n    frames {\n      url_key\n      name\n      price\n      special_price\n      available\n      paint_hex\n      accent_hex\n      paint_finishes\n      product {\n        id\n        sku\n        name\n        url_key\n        media_gallery {\n          url\n        }\n        options {\n          sku\n          value\n          label\n          option_type\n          stock_status\n        }\n        geometry {\n          size\n          stack\n          reach\n          standover\n        }\n      }\n    }\n    sections {\n      id\n      key\n      initial_limit\n      options {\n        code\n        label\n        sku\n        hex\n        price\n        special_price\n        is_default\n        stock_status\n        angle\n        finish\n        finishes\n      }\n    }\n  }\n}": typeof types.BikeConfiguratorGetDocument,
    "query BuildPriceGet($urlKey: String!, $build: BuildInput!) {\n  priceBuild(url_key: $urlKey, build: $build) {\n    valid\n    frame\n    size\n    total\n    regular_total\n    currency\n    dispatch_date\n    lines {\n      section\n      section_id\n      code\n      label\n      sku\n      price\n      special_price\n    }\n    violations {\n      section\n      section_id\n      code\n      message\n    }\n    cart_items {\n      sku\n      parent_sku\n    }\n  }\n}": typeof types.BuildPriceGetDocument,
    "fragment BlogPostCardFields on BlogPost {\n  id\n  url_key\n  title\n  excerpt\n  author\n  published_at\n  image {\n    url\n    label\n  }\n  category {\n    id\n    url_key\n    name\n  }\n}": typeof types.BlogPostCardFieldsFragmentDoc,
    "query BlogPostGet($urlKey: String!) {\n  blogPost(urlKey: $urlKey) {\n    ...BlogPostCardFields\n    content\n    meta_title\n    meta_description\n    tags {\n      id\n      url_key\n      name\n    }\n    previous_post {\n      id\n      url_key\n      title\n    }\n    next_post {\n      id\n      url_key\n      title\n    }\n  }\n}": typeof types.BlogPostGetDocument,
    "query BlogPostListGet($filter: BlogPostFilterInput, $currentPage: Int) {\n  blogPosts(filter: $filter, currentPage: $currentPage) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    items {\n      ...BlogPostCardFields\n    }\n  }\n  blogCategories {\n    id\n    url_key\n    name\n  }\n  blogTags {\n    id\n    url_key\n    name\n  }\n}": typeof types.BlogPostListGetDocument,
    "fragment CmsPageFields on CmsPage {\n  id\n  identifier\n  title\n  meta_title\n  meta_description\n  meta_keywords\n  blocks {\n    __typename\n    ... on CmsHeroBlock {\n      heading\n      text\n      image\n      imageAlt\n      ctaLabel\n      ctaUrl\n    }\n    ... on CmsRichTextBlock {\n      html\n    }\n    ... on CmsImageBlock {\n      src\n      alt\n      caption\n    }\n    ... on CmsBannerBlock {\n      text\n      linkLabel\n      linkUrl\n      tone\n    }\n    ... on CmsLinkTilesBlock {\n      heading\n      tiles {\n        label\n        url\n        image\n        imageAlt\n      }\n    }\n  }\n}": typeof types.CmsPageFieldsFragmentDoc,
    "query CmsPageGet($identifier: String!) {\n  cmsPage(identifier: $identifier) {\n    ...CmsPageFields\n  }\n}": typeof types.CmsPageGetDocument,
    "query CustomerAccountGet {\n  customer {\n    firstname\n    lastname\n    email\n    is_subscribed\n    created_at\n    default_shipping\n    default_billing\n    addresses {\n      ...CustomerAddressFields\n    }\n  }\n}": typeof types.CustomerAccountGetDocument,
    "mutation CustomerAddressCreate($input: CustomerAddressInput!) {\n  createCustomerAddress(input: $input) {\n    ...CustomerAddressFields\n  }\n}": typeof types.CustomerAddressCreateDocument,
    "mutation CustomerAddressDelete($id: Int!) {\n  deleteCustomerAddress(id: $id)\n}": typeof types.CustomerAddressDeleteDocument,
    "fragment CustomerAddressFields on CustomerAddress {\n  id\n  firstname\n  lastname\n  email\n  telephone\n  street\n  city\n  postcode\n  region\n  country_code\n  default_shipping\n  default_billing\n}": typeof types.CustomerAddressFieldsFragmentDoc,
    "mutation CustomerAddressUpdate($id: Int!, $input: CustomerAddressInput!) {\n  updateCustomerAddress(id: $id, input: $input) {\n    ...CustomerAddressFields\n  }\n}": typeof types.CustomerAddressUpdateDocument,
    "mutation CustomerEmailUpdate($email: String!, $password: String!) {\n  updateCustomerEmail(email: $email, password: $password) {\n    customer {\n      email\n    }\n  }\n}": typeof types.CustomerEmailUpdateDocument,
    "query CustomerGet {\n  customer {\n    firstname\n    lastname\n    email\n    is_subscribed\n  }\n}": typeof types.CustomerGetDocument,
    "mutation CustomerNewsletterUpdate($isSubscribed: Boolean!) {\n  updateCustomerV2(input: {is_subscribed: $isSubscribed}) {\n    customer {\n      is_subscribed\n    }\n  }\n}": typeof types.CustomerNewsletterUpdateDocument,
    "query CustomerOrderGet($number: String!) {\n  customer {\n    orders(filter: {number: $number}, pageSize: 1) {\n      items {\n        ...CustomerOrderSummaryFields\n        total {\n          subtotal {\n            value\n            currency\n          }\n          total_shipping {\n            value\n            currency\n          }\n          discount {\n            value\n            currency\n          }\n        }\n        dispatch_date\n        collection_store\n        card_last4\n        status_history {\n          status\n          at\n        }\n        shipping_address {\n          ...OrderAddressFields\n        }\n        billing_address {\n          ...OrderAddressFields\n        }\n        shipping_method\n        payment_methods {\n          name\n        }\n        items {\n          id\n          product_name\n          product_sku\n          quantity_ordered\n          product_sale_price {\n            value\n            currency\n          }\n        }\n        certificate {\n          amount {\n            value\n            currency\n          }\n          issuer\n        }\n      }\n    }\n  }\n}": typeof types.CustomerOrderGetDocument,
    "fragment CustomerOrderSummaryFields on CustomerOrder {\n  id\n  number\n  order_date\n  status\n  total {\n    grand_total {\n      value\n      currency\n    }\n  }\n}": typeof types.CustomerOrderSummaryFieldsFragmentDoc,
    "query CustomerOrdersGet($currentPage: Int!, $pageSize: Int!) {\n  customer {\n    orders(currentPage: $currentPage, pageSize: $pageSize) {\n      items {\n        ...CustomerOrderSummaryFields\n      }\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n    }\n  }\n}": typeof types.CustomerOrdersGetDocument,
    "mutation CustomerPasswordChange($currentPassword: String!, $newPassword: String!) {\n  changeCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    email\n  }\n}": typeof types.CustomerPasswordChangeDocument,
    "mutation CustomerPasswordReset($resetPasswordToken: String!, $newPassword: String!) {\n  resetPassword(\n    resetPasswordToken: $resetPasswordToken\n    newPassword: $newPassword\n  )\n}": typeof types.CustomerPasswordResetDocument,
    "mutation CustomerPasswordResetRequest($email: String!) {\n  requestPasswordResetEmail(email: $email)\n}": typeof types.CustomerPasswordResetRequestDocument,
    "mutation CustomerProfileUpdate($firstname: String!, $lastname: String!) {\n  updateCustomerV2(input: {firstname: $firstname, lastname: $lastname}) {\n    customer {\n      firstname\n      lastname\n    }\n  }\n}": typeof types.CustomerProfileUpdateDocument,
    "mutation CustomerRegister($input: CustomerCreateInput!) {\n  createCustomerV2(input: $input) {\n    customer {\n      firstname\n      lastname\n      email\n      is_subscribed\n    }\n  }\n}": typeof types.CustomerRegisterDocument,
    "mutation CustomerSignIn($email: String!, $password: String!) {\n  generateCustomerToken(email: $email, password: $password) {\n    expires_at\n  }\n}": typeof types.CustomerSignInDocument,
    "mutation CustomerSignOut {\n  revokeCustomerToken {\n    result\n  }\n}": typeof types.CustomerSignOutDocument,
    "mutation CustomerTokenRenew {\n  renewCustomerToken {\n    expires_at\n  }\n}": typeof types.CustomerTokenRenewDocument,
    "fragment OrderAddressFields on OrderAddress {\n  firstname\n  lastname\n  street\n  city\n  postcode\n  region\n  country_code\n  telephone\n}": typeof types.OrderAddressFieldsFragmentDoc,
    "query PasswordPolicyGet {\n  passwordPolicy {\n    minimum_length\n    maximum_length\n    requires_letter\n    requires_digit\n  }\n}": typeof types.PasswordPolicyGetDocument,
    "query V12DepositsGet {\n  v12Deposits {\n    percent\n  }\n}": typeof types.V12DepositsGetDocument,
    "query V12ProductsGet {\n  v12Products {\n    product_id\n    name\n    months\n    apr\n    rb_min_loan\n    rb_max_loan\n    arrangement_fee\n    deferral_months\n    single_final_payment\n  }\n}": typeof types.V12ProductsGetDocument,
    "query FooterMenuEntriesGet {\n  footerMenuEntries {\n    ...MenuEntryFields\n  }\n}": typeof types.FooterMenuEntriesGetDocument,
    "query MainMenuEntriesGet($level: Int) {\n  mainMenuEntries(level: $level) {\n    ...MenuEntryFields\n  }\n}": typeof types.MainMenuEntriesGetDocument,
    "fragment MenuEntryFields on MenuEntry {\n  id\n  level\n  lft\n  rgt\n  title\n  url\n  description\n  parent {\n    id\n  }\n}": typeof types.MenuEntryFieldsFragmentDoc,
    "query CompareProductsGet($skus: [String!]!) {\n  productsBySkus(skus: $skus) {\n    ...ProductCardFields\n    options {\n      value\n      label\n      option_type\n    }\n    specifications {\n      label\n      value\n    }\n    geometry {\n      size\n      stack\n      reach\n      seat_tube\n      top_tube\n      head_angle\n      seat_angle\n      wheelbase\n      chainstay\n      bb_drop\n      standover\n    }\n  }\n}": typeof types.CompareProductsGetDocument,
    "mutation SavedDesignDelete($id: String!) {\n  deleteSavedDesign(id: $id)\n}": typeof types.SavedDesignDeleteDocument,
    "fragment SavedDesignFields on SavedDesign {\n  id\n  name\n  model_url_key\n  frame\n  frame_name\n  size\n  choices {\n    section\n    code\n  }\n  price_saved\n  currency_saved\n  price_now\n  currency\n  created_at\n  drawing {\n    kind\n    paint_hex\n    accent_hex\n    gradient_hex\n    gradient_angle\n    down_tube_logo_hex\n    top_tube_logo_hex\n    finish\n  }\n}": typeof types.SavedDesignFieldsFragmentDoc,
    "mutation SavedDesignSave($input: SaveDesignInput!) {\n  saveDesign(input: $input) {\n    ...SavedDesignFields\n  }\n}": typeof types.SavedDesignSaveDocument,
    "query SavedDesignsGet {\n  savedDesigns {\n    ...SavedDesignFields\n  }\n}": typeof types.SavedDesignsGetDocument,
    "mutation SavedDesignsImport($designs: [SaveDesignInput!]!) {\n  importSavedDesigns(designs: $designs) {\n    ...SavedDesignFields\n  }\n}": typeof types.SavedDesignsImportDocument,
    "mutation SavedProductRemove($sku: String!) {\n  removeSavedProduct(sku: $sku) {\n    sku\n    saved_at\n    product {\n      ...ProductCardFields\n    }\n  }\n}": typeof types.SavedProductRemoveDocument,
    "query SavedProductsGet {\n  savedProducts {\n    sku\n    saved_at\n    product {\n      ...ProductCardFields\n    }\n  }\n}": typeof types.SavedProductsGetDocument,
    "mutation SavedProductsSave($skus: [String!]!) {\n  saveProducts(skus: $skus) {\n    sku\n    saved_at\n    product {\n      ...ProductCardFields\n    }\n  }\n}": typeof types.SavedProductsSaveDocument,
    "query CatalogueRouteGet($urlKey: String!) {\n  getUrlInfo(urlKey: $urlKey) {\n    redirect_url\n    page_status\n    page_type\n    entity_id\n  }\n  cmsPage(identifier: $urlKey) {\n    ...CmsPageFields\n  }\n}": typeof types.CatalogueRouteGetDocument,
    "query UrlInfoGet($urlKey: String!) {\n  getUrlInfo(urlKey: $urlKey) {\n    redirect_url\n    page_status\n    page_type\n    entity_id\n  }\n}": typeof types.UrlInfoGetDocument,
    "query SearchSuggestionsGet($query: String!) {\n  searchSuggestions(query: $query) {\n    query\n    corrected\n    categories {\n      id\n      name\n      url_path\n    }\n    products {\n      id\n      sku\n      name\n      url_key\n      type_id\n      manufacture\n      currency\n      aggregated_price\n      aggregated_price_special\n      category_level_1\n      category_level_3\n      media_gallery {\n        url\n        label\n        position\n      }\n    }\n  }\n}": typeof types.SearchSuggestionsGetDocument,
    "query SitemapEntriesGet($store: String!) {\n  sitemapEntries(store: $store) {\n    url_path\n    page_type\n    lastmod\n    alternates {\n      store\n      url_path\n    }\n  }\n}": typeof types.SitemapEntriesGetDocument,
    "query CountriesConfigGet {\n  countriesConfig {\n    ...CountryConfigFields\n  }\n}": typeof types.CountriesConfigGetDocument,
    "fragment CountryConfigFields on CountryConfig {\n  code\n  name\n  currency\n  currencySign\n  eswCode\n  locale\n  icon\n  crossBorderCheckoutEnabled\n  postcode_pattern\n  postcode_example\n}": typeof types.CountryConfigFieldsFragmentDoc,
    "query NewCheckoutCheck {\n  isNewCheckoutEnabled\n}": typeof types.NewCheckoutCheckDocument,
    "query StoreCollectionScreenGet {\n  collectionScreen {\n    store_code\n    store_name\n    orders {\n      order_number\n      customer_name\n      ordered_at\n    }\n  }\n}": typeof types.StoreCollectionScreenGetDocument,
    "query StoreIpCheck($ipAddress: String) {\n  isStoreIp(ipAddress: $ipAddress) {\n    isStoreIp\n    error\n  }\n}": typeof types.StoreIpCheckDocument,
    "query StoreNetworkCheck {\n  isStoreIp {\n    isStoreIp\n  }\n}": typeof types.StoreNetworkCheckDocument,
};
const documents: Documents = {
    "query AppShellGet($country: String) {\n  mainMenuEntries {\n    ...MenuEntryFields\n  }\n  footerMenuEntries {\n    ...MenuEntryFields\n  }\n  socialLinks {\n    id\n    linkUrl\n    linkText\n    icon\n  }\n  shopperLocation(country: $country) {\n    source\n    country {\n      ...CountryConfigFields\n    }\n  }\n}": types.AppShellGetDocument,
    "mutation CartAddItems($cartId: String!, $cartItems: [CartItemInput!]!) {\n  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n    cart {\n      ...CartFields\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}": types.CartAddItemsDocument,
    "mutation CartApplyCoupon($input: ApplyCouponToCartInput!) {\n  applyCouponToCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n  }\n}": types.CartApplyCouponDocument,
    "mutation CartClear($input: ClearCartInput!) {\n  clearCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n  }\n}": types.CartClearDocument,
    "mutation CartCreateGuest {\n  createEmptyCart\n}": types.CartCreateGuestDocument,
    "query CartCustomerGet {\n  customerCart {\n    ...CartFields\n  }\n}": types.CartCustomerGetDocument,
    "fragment CartFields on Cart {\n  id\n  currency\n  total_quantity\n  bike_count\n  dispatch_date\n  items {\n    uid\n    associated_uid\n    quantity\n    position\n    sku\n    option_label\n    available\n    prices {\n      price_including_tax {\n        value\n        currency\n      }\n      row_total_including_tax {\n        value\n        currency\n      }\n    }\n    product {\n      __typename\n      sku\n      name\n      url_key\n    }\n    customColour {\n      uid\n      sku\n      code\n      hex\n      label\n      price {\n        value\n        currency\n      }\n    }\n  }\n  prices {\n    subtotal_including_tax {\n      value\n    }\n    default_shipping_rate {\n      value\n    }\n    grand_total {\n      value\n    }\n    discounts {\n      amount {\n        value\n      }\n      label\n      code\n    }\n  }\n  applied_coupons {\n    code\n  }\n}": types.CartFieldsFragmentDoc,
    "query CartGet($cartId: String!) {\n  cart(cart_id: $cartId) {\n    ...CartFields\n  }\n}": types.CartGetDocument,
    "mutation CartMerge($source: String!, $destination: String!) {\n  mergeCarts(\n    source_cart_id: $source\n    destination_cart_id: $destination\n    replace_destination_items: true\n  ) {\n    ...CartFields\n  }\n}": types.CartMergeDocument,
    "mutation CartRemoveCoupon($input: RemoveCouponFromCartInput!) {\n  removeCouponFromCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n  }\n}": types.CartRemoveCouponDocument,
    "mutation CartRemoveItem($input: RemoveItemFromCartInput!) {\n  removeItemFromCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}": types.CartRemoveItemDocument,
    "query CartReviewGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    sku\n    name\n    url_key\n    type_id\n    media_gallery {\n      url\n      label\n      position\n    }\n    extras {\n      ...ProductCardFields\n      options {\n        sku\n        label\n        option_type\n        stock_status\n      }\n    }\n    related_products {\n      ...ProductCardFields\n      options {\n        sku\n        label\n        option_type\n        stock_status\n      }\n    }\n  }\n}": types.CartReviewGetDocument,
    "mutation CartUpdateItems($input: UpdateCartItemsInput!) {\n  updateCartItems(input: $input) {\n    cart {\n      ...CartFields\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}": types.CartUpdateItemsDocument,
    "query DeliveryInfoGet($cartId: String) {\n  globalSet(handle: \"delivery-info\", cart_id: $cartId) {\n    body\n  }\n}": types.DeliveryInfoGetDocument,
    "query CategoryListGet($urlPath: String!) {\n  categoryList(filters: {url_path: $urlPath}) {\n    id\n    name\n    url_path\n    url_key\n    level\n    description\n    meta_title\n    meta_description\n    meta_keywords\n    breadcrumbs {\n      category_id\n      category_name\n      category_url_path\n      category_level\n    }\n    children {\n      id\n      name\n      url_path\n    }\n  }\n}": types.CategoryListGetDocument,
    "query ProductAccessoryGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    ...ProductPageFields\n    specifications {\n      label\n      value\n    }\n    related_products {\n      ...ProductCardFields\n    }\n  }\n}": types.ProductAccessoryGetDocument,
    "query ProductBikeGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    ...ProductPageFields\n    parent {\n      id\n      sku\n      name\n      url_key\n    }\n    geometry {\n      size\n      stack\n      reach\n      seat_tube\n      top_tube\n      head_angle\n      seat_angle\n      wheelbase\n      chainstay\n      bb_drop\n      standover\n    }\n    size_guide {\n      size\n      rider_height_min\n      rider_height_max\n    }\n    specifications {\n      label\n      value\n    }\n    linked_specifications {\n      uid\n      sku\n      name\n      subtitle\n      url_key\n      prices {\n        currency\n        price\n        special_price\n      }\n    }\n    related_products {\n      ...ProductCardFields\n    }\n    extras {\n      ...ProductCardFields\n    }\n  }\n}": types.ProductBikeGetDocument,
    "fragment ProductCardFields on ProductItem {\n  id\n  sku\n  name\n  url_key\n  type_id\n  subtitle\n  manufacture\n  currency\n  aggregated_price\n  aggregated_price_special\n  stock_status\n  category_level_1\n  category_level_3\n  media_gallery {\n    url\n    label\n    position\n  }\n}": types.ProductCardFieldsFragmentDoc,
    "query ProductListGet($filter: ProductFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput) {\n  products(\n    filter: $filter\n    pageSize: $pageSize\n    currentPage: $currentPage\n    sort: $sort\n  ) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    items {\n      id\n      sku\n      name\n      url_key\n      type_id\n      subtitle\n      manufacture\n      currency\n      aggregated_price\n      aggregated_price_special\n      stock_status\n      can_ship_to_country\n    }\n    aggregations {\n      attribute_code\n      options {\n        value\n        count\n      }\n    }\n  }\n}": types.ProductListGetDocument,
    "query ProductListingGet($filter: ProductFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput, $search: String) {\n  products(\n    filter: $filter\n    pageSize: $pageSize\n    currentPage: $currentPage\n    sort: $sort\n    search: $search\n  ) {\n    total_count\n    items {\n      ...ProductCardFields\n    }\n    aggregations {\n      attribute_code\n      label\n      options {\n        value\n        label\n        count\n      }\n    }\n    suggestions {\n      search\n    }\n  }\n}": types.ProductListingGetDocument,
    "query ProductModelGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    ...ProductPageFields\n    size_guide {\n      size\n      rider_height_min\n      rider_height_max\n    }\n    builds {\n      ...ProductCardFields\n      specifications {\n        label\n        value\n      }\n    }\n  }\n}": types.ProductModelGetDocument,
    "fragment ProductPageFields on ProductItem {\n  id\n  sku\n  name\n  url_key\n  type_id\n  subtitle\n  description\n  meta_title\n  meta_description\n  manufacture\n  currency\n  aggregated_price\n  aggregated_price_special\n  stock_status\n  can_ship_to_country\n  category_level_1\n  category_level_3\n  media_gallery {\n    url\n    label\n    position\n  }\n  options {\n    id\n    sku\n    option_type\n    value\n    label\n    is_default\n    price\n    special_price\n    stock_status\n  }\n}": types.ProductPageFieldsFragmentDoc,
    "query ProductsBySkusGet($skus: [String!]!) {\n  productsBySkus(skus: $skus) {\n    ...ProductCardFields\n  }\n}": types.ProductsBySkusGetDocument,
    "fragment CheckoutAddressFields on CheckoutAddress {\n  firstname\n  lastname\n  street\n  city\n  region\n  postcode\n  country_code\n  telephone\n  email\n}": types.CheckoutAddressFieldsFragmentDoc,
    "mutation CheckoutBillingAddressSet($input: SetBillingAddressOnCartInput!) {\n  setBillingAddressOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}": types.CheckoutBillingAddressSetDocument,
    "fragment CheckoutFields on Cart {\n  ...CartFields\n  checkout {\n    route\n    billing_same_as_shipping\n    shipping_address {\n      ...CheckoutAddressFields\n    }\n    billing_address {\n      ...CheckoutAddressFields\n    }\n    available_shipping_methods {\n      carrier_code\n      method_code\n      available\n      amount {\n        value\n        currency\n      }\n    }\n    selected_shipping_method {\n      method_code\n    }\n    pickup_locations {\n      pickup_location_code\n      name\n      street\n      city\n      postcode\n    }\n    selected_pickup_location {\n      pickup_location_code\n    }\n    available_payment_methods {\n      code\n      title\n    }\n    selected_payment_method {\n      code\n    }\n    certificate_issuers\n    totals {\n      subtotal {\n        value\n        currency\n      }\n      discount {\n        value\n      }\n      shipping {\n        value\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n  }\n}": types.CheckoutFieldsFragmentDoc,
    "query CheckoutGet {\n  customerCart {\n    ...CheckoutFields\n  }\n}": types.CheckoutGetDocument,
    "mutation CheckoutOrderPlace($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    order {\n      order_number\n    }\n    payment_action {\n      payment_reference\n      message\n    }\n    errors {\n      code\n      message\n    }\n  }\n}": types.CheckoutOrderPlaceDocument,
    "mutation CheckoutPartnerStart($cartId: String!) {\n  startPartnerCheckout(cart_id: $cartId) {\n    redirect_url\n    expires_at\n  }\n}": types.CheckoutPartnerStartDocument,
    "query CheckoutPartnerStatusGet($session: String!) {\n  partnerCheckoutStatus(session: $session) {\n    order_number\n    expired\n  }\n}": types.CheckoutPartnerStatusGetDocument,
    "mutation CheckoutPaymentConfirm($reference: String!, $approved: Boolean!) {\n  confirmSandboxPayment(payment_reference: $reference, approved: $approved)\n}": types.CheckoutPaymentConfirmDocument,
    "mutation CheckoutPaymentMethodSet($input: SetPaymentMethodOnCartInput!) {\n  setPaymentMethodOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}": types.CheckoutPaymentMethodSetDocument,
    "mutation CheckoutShippingAddressSet($input: SetShippingAddressesOnCartInput!) {\n  setShippingAddressesOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}": types.CheckoutShippingAddressSetDocument,
    "mutation CheckoutShippingMethodSet($input: SetShippingMethodsOnCartInput!) {\n  setShippingMethodsOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}": types.CheckoutShippingMethodSetDocument,
    "query BikeConfiguratorGet($urlKey: String!) {\n  bikeConfigurator(url_key: $urlKey) {\n    default_frame\n    currency\n    model {\n      id\n      sku\n      name\n      url_key\n    }\n    frames {\n      url_key\n      name\n      price\n      special_price\n      available\n      paint_hex\n      accent_hex\n      paint_finishes\n      product {\n        id\n        sku\n        name\n        url_key\n        media_gallery {\n          url\n        }\n        options {\n          sku\n          value\n          label\n          option_type\n          stock_status\n        }\n        geometry {\n          size\n          stack\n          reach\n          standover\n        }\n      }\n    }\n    sections {\n      id\n      key\n      initial_limit\n      options {\n        code\n        label\n        sku\n        hex\n        price\n        special_price\n        is_default\n        stock_status\n        angle\n        finish\n        finishes\n      }\n    }\n  }\n}": types.BikeConfiguratorGetDocument,
    "query BuildPriceGet($urlKey: String!, $build: BuildInput!) {\n  priceBuild(url_key: $urlKey, build: $build) {\n    valid\n    frame\n    size\n    total\n    regular_total\n    currency\n    dispatch_date\n    lines {\n      section\n      section_id\n      code\n      label\n      sku\n      price\n      special_price\n    }\n    violations {\n      section\n      section_id\n      code\n      message\n    }\n    cart_items {\n      sku\n      parent_sku\n    }\n  }\n}": types.BuildPriceGetDocument,
    "fragment BlogPostCardFields on BlogPost {\n  id\n  url_key\n  title\n  excerpt\n  author\n  published_at\n  image {\n    url\n    label\n  }\n  category {\n    id\n    url_key\n    name\n  }\n}": types.BlogPostCardFieldsFragmentDoc,
    "query BlogPostGet($urlKey: String!) {\n  blogPost(urlKey: $urlKey) {\n    ...BlogPostCardFields\n    content\n    meta_title\n    meta_description\n    tags {\n      id\n      url_key\n      name\n    }\n    previous_post {\n      id\n      url_key\n      title\n    }\n    next_post {\n      id\n      url_key\n      title\n    }\n  }\n}": types.BlogPostGetDocument,
    "query BlogPostListGet($filter: BlogPostFilterInput, $currentPage: Int) {\n  blogPosts(filter: $filter, currentPage: $currentPage) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    items {\n      ...BlogPostCardFields\n    }\n  }\n  blogCategories {\n    id\n    url_key\n    name\n  }\n  blogTags {\n    id\n    url_key\n    name\n  }\n}": types.BlogPostListGetDocument,
    "fragment CmsPageFields on CmsPage {\n  id\n  identifier\n  title\n  meta_title\n  meta_description\n  meta_keywords\n  blocks {\n    __typename\n    ... on CmsHeroBlock {\n      heading\n      text\n      image\n      imageAlt\n      ctaLabel\n      ctaUrl\n    }\n    ... on CmsRichTextBlock {\n      html\n    }\n    ... on CmsImageBlock {\n      src\n      alt\n      caption\n    }\n    ... on CmsBannerBlock {\n      text\n      linkLabel\n      linkUrl\n      tone\n    }\n    ... on CmsLinkTilesBlock {\n      heading\n      tiles {\n        label\n        url\n        image\n        imageAlt\n      }\n    }\n  }\n}": types.CmsPageFieldsFragmentDoc,
    "query CmsPageGet($identifier: String!) {\n  cmsPage(identifier: $identifier) {\n    ...CmsPageFields\n  }\n}": types.CmsPageGetDocument,
    "query CustomerAccountGet {\n  customer {\n    firstname\n    lastname\n    email\n    is_subscribed\n    created_at\n    default_shipping\n    default_billing\n    addresses {\n      ...CustomerAddressFields\n    }\n  }\n}": types.CustomerAccountGetDocument,
    "mutation CustomerAddressCreate($input: CustomerAddressInput!) {\n  createCustomerAddress(input: $input) {\n    ...CustomerAddressFields\n  }\n}": types.CustomerAddressCreateDocument,
    "mutation CustomerAddressDelete($id: Int!) {\n  deleteCustomerAddress(id: $id)\n}": types.CustomerAddressDeleteDocument,
    "fragment CustomerAddressFields on CustomerAddress {\n  id\n  firstname\n  lastname\n  email\n  telephone\n  street\n  city\n  postcode\n  region\n  country_code\n  default_shipping\n  default_billing\n}": types.CustomerAddressFieldsFragmentDoc,
    "mutation CustomerAddressUpdate($id: Int!, $input: CustomerAddressInput!) {\n  updateCustomerAddress(id: $id, input: $input) {\n    ...CustomerAddressFields\n  }\n}": types.CustomerAddressUpdateDocument,
    "mutation CustomerEmailUpdate($email: String!, $password: String!) {\n  updateCustomerEmail(email: $email, password: $password) {\n    customer {\n      email\n    }\n  }\n}": types.CustomerEmailUpdateDocument,
    "query CustomerGet {\n  customer {\n    firstname\n    lastname\n    email\n    is_subscribed\n  }\n}": types.CustomerGetDocument,
    "mutation CustomerNewsletterUpdate($isSubscribed: Boolean!) {\n  updateCustomerV2(input: {is_subscribed: $isSubscribed}) {\n    customer {\n      is_subscribed\n    }\n  }\n}": types.CustomerNewsletterUpdateDocument,
    "query CustomerOrderGet($number: String!) {\n  customer {\n    orders(filter: {number: $number}, pageSize: 1) {\n      items {\n        ...CustomerOrderSummaryFields\n        total {\n          subtotal {\n            value\n            currency\n          }\n          total_shipping {\n            value\n            currency\n          }\n          discount {\n            value\n            currency\n          }\n        }\n        dispatch_date\n        collection_store\n        card_last4\n        status_history {\n          status\n          at\n        }\n        shipping_address {\n          ...OrderAddressFields\n        }\n        billing_address {\n          ...OrderAddressFields\n        }\n        shipping_method\n        payment_methods {\n          name\n        }\n        items {\n          id\n          product_name\n          product_sku\n          quantity_ordered\n          product_sale_price {\n            value\n            currency\n          }\n        }\n        certificate {\n          amount {\n            value\n            currency\n          }\n          issuer\n        }\n      }\n    }\n  }\n}": types.CustomerOrderGetDocument,
    "fragment CustomerOrderSummaryFields on CustomerOrder {\n  id\n  number\n  order_date\n  status\n  total {\n    grand_total {\n      value\n      currency\n    }\n  }\n}": types.CustomerOrderSummaryFieldsFragmentDoc,
    "query CustomerOrdersGet($currentPage: Int!, $pageSize: Int!) {\n  customer {\n    orders(currentPage: $currentPage, pageSize: $pageSize) {\n      items {\n        ...CustomerOrderSummaryFields\n      }\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n    }\n  }\n}": types.CustomerOrdersGetDocument,
    "mutation CustomerPasswordChange($currentPassword: String!, $newPassword: String!) {\n  changeCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    email\n  }\n}": types.CustomerPasswordChangeDocument,
    "mutation CustomerPasswordReset($resetPasswordToken: String!, $newPassword: String!) {\n  resetPassword(\n    resetPasswordToken: $resetPasswordToken\n    newPassword: $newPassword\n  )\n}": types.CustomerPasswordResetDocument,
    "mutation CustomerPasswordResetRequest($email: String!) {\n  requestPasswordResetEmail(email: $email)\n}": types.CustomerPasswordResetRequestDocument,
    "mutation CustomerProfileUpdate($firstname: String!, $lastname: String!) {\n  updateCustomerV2(input: {firstname: $firstname, lastname: $lastname}) {\n    customer {\n      firstname\n      lastname\n    }\n  }\n}": types.CustomerProfileUpdateDocument,
    "mutation CustomerRegister($input: CustomerCreateInput!) {\n  createCustomerV2(input: $input) {\n    customer {\n      firstname\n      lastname\n      email\n      is_subscribed\n    }\n  }\n}": types.CustomerRegisterDocument,
    "mutation CustomerSignIn($email: String!, $password: String!) {\n  generateCustomerToken(email: $email, password: $password) {\n    expires_at\n  }\n}": types.CustomerSignInDocument,
    "mutation CustomerSignOut {\n  revokeCustomerToken {\n    result\n  }\n}": types.CustomerSignOutDocument,
    "mutation CustomerTokenRenew {\n  renewCustomerToken {\n    expires_at\n  }\n}": types.CustomerTokenRenewDocument,
    "fragment OrderAddressFields on OrderAddress {\n  firstname\n  lastname\n  street\n  city\n  postcode\n  region\n  country_code\n  telephone\n}": types.OrderAddressFieldsFragmentDoc,
    "query PasswordPolicyGet {\n  passwordPolicy {\n    minimum_length\n    maximum_length\n    requires_letter\n    requires_digit\n  }\n}": types.PasswordPolicyGetDocument,
    "query V12DepositsGet {\n  v12Deposits {\n    percent\n  }\n}": types.V12DepositsGetDocument,
    "query V12ProductsGet {\n  v12Products {\n    product_id\n    name\n    months\n    apr\n    rb_min_loan\n    rb_max_loan\n    arrangement_fee\n    deferral_months\n    single_final_payment\n  }\n}": types.V12ProductsGetDocument,
    "query FooterMenuEntriesGet {\n  footerMenuEntries {\n    ...MenuEntryFields\n  }\n}": types.FooterMenuEntriesGetDocument,
    "query MainMenuEntriesGet($level: Int) {\n  mainMenuEntries(level: $level) {\n    ...MenuEntryFields\n  }\n}": types.MainMenuEntriesGetDocument,
    "fragment MenuEntryFields on MenuEntry {\n  id\n  level\n  lft\n  rgt\n  title\n  url\n  description\n  parent {\n    id\n  }\n}": types.MenuEntryFieldsFragmentDoc,
    "query CompareProductsGet($skus: [String!]!) {\n  productsBySkus(skus: $skus) {\n    ...ProductCardFields\n    options {\n      value\n      label\n      option_type\n    }\n    specifications {\n      label\n      value\n    }\n    geometry {\n      size\n      stack\n      reach\n      seat_tube\n      top_tube\n      head_angle\n      seat_angle\n      wheelbase\n      chainstay\n      bb_drop\n      standover\n    }\n  }\n}": types.CompareProductsGetDocument,
    "mutation SavedDesignDelete($id: String!) {\n  deleteSavedDesign(id: $id)\n}": types.SavedDesignDeleteDocument,
    "fragment SavedDesignFields on SavedDesign {\n  id\n  name\n  model_url_key\n  frame\n  frame_name\n  size\n  choices {\n    section\n    code\n  }\n  price_saved\n  currency_saved\n  price_now\n  currency\n  created_at\n  drawing {\n    kind\n    paint_hex\n    accent_hex\n    gradient_hex\n    gradient_angle\n    down_tube_logo_hex\n    top_tube_logo_hex\n    finish\n  }\n}": types.SavedDesignFieldsFragmentDoc,
    "mutation SavedDesignSave($input: SaveDesignInput!) {\n  saveDesign(input: $input) {\n    ...SavedDesignFields\n  }\n}": types.SavedDesignSaveDocument,
    "query SavedDesignsGet {\n  savedDesigns {\n    ...SavedDesignFields\n  }\n}": types.SavedDesignsGetDocument,
    "mutation SavedDesignsImport($designs: [SaveDesignInput!]!) {\n  importSavedDesigns(designs: $designs) {\n    ...SavedDesignFields\n  }\n}": types.SavedDesignsImportDocument,
    "mutation SavedProductRemove($sku: String!) {\n  removeSavedProduct(sku: $sku) {\n    sku\n    saved_at\n    product {\n      ...ProductCardFields\n    }\n  }\n}": types.SavedProductRemoveDocument,
    "query SavedProductsGet {\n  savedProducts {\n    sku\n    saved_at\n    product {\n      ...ProductCardFields\n    }\n  }\n}": types.SavedProductsGetDocument,
    "mutation SavedProductsSave($skus: [String!]!) {\n  saveProducts(skus: $skus) {\n    sku\n    saved_at\n    product {\n      ...ProductCardFields\n    }\n  }\n}": types.SavedProductsSaveDocument,
    "query CatalogueRouteGet($urlKey: String!) {\n  getUrlInfo(urlKey: $urlKey) {\n    redirect_url\n    page_status\n    page_type\n    entity_id\n  }\n  cmsPage(identifier: $urlKey) {\n    ...CmsPageFields\n  }\n}": types.CatalogueRouteGetDocument,
    "query UrlInfoGet($urlKey: String!) {\n  getUrlInfo(urlKey: $urlKey) {\n    redirect_url\n    page_status\n    page_type\n    entity_id\n  }\n}": types.UrlInfoGetDocument,
    "query SearchSuggestionsGet($query: String!) {\n  searchSuggestions(query: $query) {\n    query\n    corrected\n    categories {\n      id\n      name\n      url_path\n    }\n    products {\n      id\n      sku\n      name\n      url_key\n      type_id\n      manufacture\n      currency\n      aggregated_price\n      aggregated_price_special\n      category_level_1\n      category_level_3\n      media_gallery {\n        url\n        label\n        position\n      }\n    }\n  }\n}": types.SearchSuggestionsGetDocument,
    "query SitemapEntriesGet($store: String!) {\n  sitemapEntries(store: $store) {\n    url_path\n    page_type\n    lastmod\n    alternates {\n      store\n      url_path\n    }\n  }\n}": types.SitemapEntriesGetDocument,
    "query CountriesConfigGet {\n  countriesConfig {\n    ...CountryConfigFields\n  }\n}": types.CountriesConfigGetDocument,
    "fragment CountryConfigFields on CountryConfig {\n  code\n  name\n  currency\n  currencySign\n  eswCode\n  locale\n  icon\n  crossBorderCheckoutEnabled\n  postcode_pattern\n  postcode_example\n}": types.CountryConfigFieldsFragmentDoc,
    "query NewCheckoutCheck {\n  isNewCheckoutEnabled\n}": types.NewCheckoutCheckDocument,
    "query StoreCollectionScreenGet {\n  collectionScreen {\n    store_code\n    store_name\n    orders {\n      order_number\n      customer_name\n      ordered_at\n    }\n  }\n}": types.StoreCollectionScreenGetDocument,
    "query StoreIpCheck($ipAddress: String) {\n  isStoreIp(ipAddress: $ipAddress) {\n    isStoreIp\n    error\n  }\n}": types.StoreIpCheckDocument,
    "query StoreNetworkCheck {\n  isStoreIp {\n    isStoreIp\n  }\n}": types.StoreNetworkCheckDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppShellGet($country: String) {\n  mainMenuEntries {\n    ...MenuEntryFields\n  }\n  footerMenuEntries {\n    ...MenuEntryFields\n  }\n  socialLinks {\n    id\n    linkUrl\n    linkText\n    icon\n  }\n  shopperLocation(country: $country) {\n    source\n    country {\n      ...CountryConfigFields\n    }\n  }\n}"): (typeof documents)["query AppShellGet($country: String) {\n  mainMenuEntries {\n    ...MenuEntryFields\n  }\n  footerMenuEntries {\n    ...MenuEntryFields\n  }\n  socialLinks {\n    id\n    linkUrl\n    linkText\n    icon\n  }\n  shopperLocation(country: $country) {\n    source\n    country {\n      ...CountryConfigFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartAddItems($cartId: String!, $cartItems: [CartItemInput!]!) {\n  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n    cart {\n      ...CartFields\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}"): (typeof documents)["mutation CartAddItems($cartId: String!, $cartItems: [CartItemInput!]!) {\n  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n    cart {\n      ...CartFields\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartApplyCoupon($input: ApplyCouponToCartInput!) {\n  applyCouponToCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n  }\n}"): (typeof documents)["mutation CartApplyCoupon($input: ApplyCouponToCartInput!) {\n  applyCouponToCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartClear($input: ClearCartInput!) {\n  clearCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n  }\n}"): (typeof documents)["mutation CartClear($input: ClearCartInput!) {\n  clearCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartCreateGuest {\n  createEmptyCart\n}"): (typeof documents)["mutation CartCreateGuest {\n  createEmptyCart\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartCustomerGet {\n  customerCart {\n    ...CartFields\n  }\n}"): (typeof documents)["query CartCustomerGet {\n  customerCart {\n    ...CartFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartFields on Cart {\n  id\n  currency\n  total_quantity\n  bike_count\n  dispatch_date\n  items {\n    uid\n    associated_uid\n    quantity\n    position\n    sku\n    option_label\n    available\n    prices {\n      price_including_tax {\n        value\n        currency\n      }\n      row_total_including_tax {\n        value\n        currency\n      }\n    }\n    product {\n      __typename\n      sku\n      name\n      url_key\n    }\n    customColour {\n      uid\n      sku\n      code\n      hex\n      label\n      price {\n        value\n        currency\n      }\n    }\n  }\n  prices {\n    subtotal_including_tax {\n      value\n    }\n    default_shipping_rate {\n      value\n    }\n    grand_total {\n      value\n    }\n    discounts {\n      amount {\n        value\n      }\n      label\n      code\n    }\n  }\n  applied_coupons {\n    code\n  }\n}"): (typeof documents)["fragment CartFields on Cart {\n  id\n  currency\n  total_quantity\n  bike_count\n  dispatch_date\n  items {\n    uid\n    associated_uid\n    quantity\n    position\n    sku\n    option_label\n    available\n    prices {\n      price_including_tax {\n        value\n        currency\n      }\n      row_total_including_tax {\n        value\n        currency\n      }\n    }\n    product {\n      __typename\n      sku\n      name\n      url_key\n    }\n    customColour {\n      uid\n      sku\n      code\n      hex\n      label\n      price {\n        value\n        currency\n      }\n    }\n  }\n  prices {\n    subtotal_including_tax {\n      value\n    }\n    default_shipping_rate {\n      value\n    }\n    grand_total {\n      value\n    }\n    discounts {\n      amount {\n        value\n      }\n      label\n      code\n    }\n  }\n  applied_coupons {\n    code\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartGet($cartId: String!) {\n  cart(cart_id: $cartId) {\n    ...CartFields\n  }\n}"): (typeof documents)["query CartGet($cartId: String!) {\n  cart(cart_id: $cartId) {\n    ...CartFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartMerge($source: String!, $destination: String!) {\n  mergeCarts(\n    source_cart_id: $source\n    destination_cart_id: $destination\n    replace_destination_items: true\n  ) {\n    ...CartFields\n  }\n}"): (typeof documents)["mutation CartMerge($source: String!, $destination: String!) {\n  mergeCarts(\n    source_cart_id: $source\n    destination_cart_id: $destination\n    replace_destination_items: true\n  ) {\n    ...CartFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartRemoveCoupon($input: RemoveCouponFromCartInput!) {\n  removeCouponFromCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n  }\n}"): (typeof documents)["mutation CartRemoveCoupon($input: RemoveCouponFromCartInput!) {\n  removeCouponFromCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartRemoveItem($input: RemoveItemFromCartInput!) {\n  removeItemFromCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}"): (typeof documents)["mutation CartRemoveItem($input: RemoveItemFromCartInput!) {\n  removeItemFromCart(input: $input) {\n    cart {\n      ...CartFields\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartReviewGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    sku\n    name\n    url_key\n    type_id\n    media_gallery {\n      url\n      label\n      position\n    }\n    extras {\n      ...ProductCardFields\n      options {\n        sku\n        label\n        option_type\n        stock_status\n      }\n    }\n    related_products {\n      ...ProductCardFields\n      options {\n        sku\n        label\n        option_type\n        stock_status\n      }\n    }\n  }\n}"): (typeof documents)["query CartReviewGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    sku\n    name\n    url_key\n    type_id\n    media_gallery {\n      url\n      label\n      position\n    }\n    extras {\n      ...ProductCardFields\n      options {\n        sku\n        label\n        option_type\n        stock_status\n      }\n    }\n    related_products {\n      ...ProductCardFields\n      options {\n        sku\n        label\n        option_type\n        stock_status\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartUpdateItems($input: UpdateCartItemsInput!) {\n  updateCartItems(input: $input) {\n    cart {\n      ...CartFields\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}"): (typeof documents)["mutation CartUpdateItems($input: UpdateCartItemsInput!) {\n  updateCartItems(input: $input) {\n    cart {\n      ...CartFields\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeliveryInfoGet($cartId: String) {\n  globalSet(handle: \"delivery-info\", cart_id: $cartId) {\n    body\n  }\n}"): (typeof documents)["query DeliveryInfoGet($cartId: String) {\n  globalSet(handle: \"delivery-info\", cart_id: $cartId) {\n    body\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryListGet($urlPath: String!) {\n  categoryList(filters: {url_path: $urlPath}) {\n    id\n    name\n    url_path\n    url_key\n    level\n    description\n    meta_title\n    meta_description\n    meta_keywords\n    breadcrumbs {\n      category_id\n      category_name\n      category_url_path\n      category_level\n    }\n    children {\n      id\n      name\n      url_path\n    }\n  }\n}"): (typeof documents)["query CategoryListGet($urlPath: String!) {\n  categoryList(filters: {url_path: $urlPath}) {\n    id\n    name\n    url_path\n    url_key\n    level\n    description\n    meta_title\n    meta_description\n    meta_keywords\n    breadcrumbs {\n      category_id\n      category_name\n      category_url_path\n      category_level\n    }\n    children {\n      id\n      name\n      url_path\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductAccessoryGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    ...ProductPageFields\n    specifications {\n      label\n      value\n    }\n    related_products {\n      ...ProductCardFields\n    }\n  }\n}"): (typeof documents)["query ProductAccessoryGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    ...ProductPageFields\n    specifications {\n      label\n      value\n    }\n    related_products {\n      ...ProductCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductBikeGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    ...ProductPageFields\n    parent {\n      id\n      sku\n      name\n      url_key\n    }\n    geometry {\n      size\n      stack\n      reach\n      seat_tube\n      top_tube\n      head_angle\n      seat_angle\n      wheelbase\n      chainstay\n      bb_drop\n      standover\n    }\n    size_guide {\n      size\n      rider_height_min\n      rider_height_max\n    }\n    specifications {\n      label\n      value\n    }\n    linked_specifications {\n      uid\n      sku\n      name\n      subtitle\n      url_key\n      prices {\n        currency\n        price\n        special_price\n      }\n    }\n    related_products {\n      ...ProductCardFields\n    }\n    extras {\n      ...ProductCardFields\n    }\n  }\n}"): (typeof documents)["query ProductBikeGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    ...ProductPageFields\n    parent {\n      id\n      sku\n      name\n      url_key\n    }\n    geometry {\n      size\n      stack\n      reach\n      seat_tube\n      top_tube\n      head_angle\n      seat_angle\n      wheelbase\n      chainstay\n      bb_drop\n      standover\n    }\n    size_guide {\n      size\n      rider_height_min\n      rider_height_max\n    }\n    specifications {\n      label\n      value\n    }\n    linked_specifications {\n      uid\n      sku\n      name\n      subtitle\n      url_key\n      prices {\n        currency\n        price\n        special_price\n      }\n    }\n    related_products {\n      ...ProductCardFields\n    }\n    extras {\n      ...ProductCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCardFields on ProductItem {\n  id\n  sku\n  name\n  url_key\n  type_id\n  subtitle\n  manufacture\n  currency\n  aggregated_price\n  aggregated_price_special\n  stock_status\n  category_level_1\n  category_level_3\n  media_gallery {\n    url\n    label\n    position\n  }\n}"): (typeof documents)["fragment ProductCardFields on ProductItem {\n  id\n  sku\n  name\n  url_key\n  type_id\n  subtitle\n  manufacture\n  currency\n  aggregated_price\n  aggregated_price_special\n  stock_status\n  category_level_1\n  category_level_3\n  media_gallery {\n    url\n    label\n    position\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductListGet($filter: ProductFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput) {\n  products(\n    filter: $filter\n    pageSize: $pageSize\n    currentPage: $currentPage\n    sort: $sort\n  ) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    items {\n      id\n      sku\n      name\n      url_key\n      type_id\n      subtitle\n      manufacture\n      currency\n      aggregated_price\n      aggregated_price_special\n      stock_status\n      can_ship_to_country\n    }\n    aggregations {\n      attribute_code\n      options {\n        value\n        count\n      }\n    }\n  }\n}"): (typeof documents)["query ProductListGet($filter: ProductFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput) {\n  products(\n    filter: $filter\n    pageSize: $pageSize\n    currentPage: $currentPage\n    sort: $sort\n  ) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    items {\n      id\n      sku\n      name\n      url_key\n      type_id\n      subtitle\n      manufacture\n      currency\n      aggregated_price\n      aggregated_price_special\n      stock_status\n      can_ship_to_country\n    }\n    aggregations {\n      attribute_code\n      options {\n        value\n        count\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductListingGet($filter: ProductFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput, $search: String) {\n  products(\n    filter: $filter\n    pageSize: $pageSize\n    currentPage: $currentPage\n    sort: $sort\n    search: $search\n  ) {\n    total_count\n    items {\n      ...ProductCardFields\n    }\n    aggregations {\n      attribute_code\n      label\n      options {\n        value\n        label\n        count\n      }\n    }\n    suggestions {\n      search\n    }\n  }\n}"): (typeof documents)["query ProductListingGet($filter: ProductFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput, $search: String) {\n  products(\n    filter: $filter\n    pageSize: $pageSize\n    currentPage: $currentPage\n    sort: $sort\n    search: $search\n  ) {\n    total_count\n    items {\n      ...ProductCardFields\n    }\n    aggregations {\n      attribute_code\n      label\n      options {\n        value\n        label\n        count\n      }\n    }\n    suggestions {\n      search\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductModelGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    ...ProductPageFields\n    size_guide {\n      size\n      rider_height_min\n      rider_height_max\n    }\n    builds {\n      ...ProductCardFields\n      specifications {\n        label\n        value\n      }\n    }\n  }\n}"): (typeof documents)["query ProductModelGet($urlKey: String!) {\n  product(urlKey: $urlKey) {\n    ...ProductPageFields\n    size_guide {\n      size\n      rider_height_min\n      rider_height_max\n    }\n    builds {\n      ...ProductCardFields\n      specifications {\n        label\n        value\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductPageFields on ProductItem {\n  id\n  sku\n  name\n  url_key\n  type_id\n  subtitle\n  description\n  meta_title\n  meta_description\n  manufacture\n  currency\n  aggregated_price\n  aggregated_price_special\n  stock_status\n  can_ship_to_country\n  category_level_1\n  category_level_3\n  media_gallery {\n    url\n    label\n    position\n  }\n  options {\n    id\n    sku\n    option_type\n    value\n    label\n    is_default\n    price\n    special_price\n    stock_status\n  }\n}"): (typeof documents)["fragment ProductPageFields on ProductItem {\n  id\n  sku\n  name\n  url_key\n  type_id\n  subtitle\n  description\n  meta_title\n  meta_description\n  manufacture\n  currency\n  aggregated_price\n  aggregated_price_special\n  stock_status\n  can_ship_to_country\n  category_level_1\n  category_level_3\n  media_gallery {\n    url\n    label\n    position\n  }\n  options {\n    id\n    sku\n    option_type\n    value\n    label\n    is_default\n    price\n    special_price\n    stock_status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductsBySkusGet($skus: [String!]!) {\n  productsBySkus(skus: $skus) {\n    ...ProductCardFields\n  }\n}"): (typeof documents)["query ProductsBySkusGet($skus: [String!]!) {\n  productsBySkus(skus: $skus) {\n    ...ProductCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CheckoutAddressFields on CheckoutAddress {\n  firstname\n  lastname\n  street\n  city\n  region\n  postcode\n  country_code\n  telephone\n  email\n}"): (typeof documents)["fragment CheckoutAddressFields on CheckoutAddress {\n  firstname\n  lastname\n  street\n  city\n  region\n  postcode\n  country_code\n  telephone\n  email\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutBillingAddressSet($input: SetBillingAddressOnCartInput!) {\n  setBillingAddressOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}"): (typeof documents)["mutation CheckoutBillingAddressSet($input: SetBillingAddressOnCartInput!) {\n  setBillingAddressOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CheckoutFields on Cart {\n  ...CartFields\n  checkout {\n    route\n    billing_same_as_shipping\n    shipping_address {\n      ...CheckoutAddressFields\n    }\n    billing_address {\n      ...CheckoutAddressFields\n    }\n    available_shipping_methods {\n      carrier_code\n      method_code\n      available\n      amount {\n        value\n        currency\n      }\n    }\n    selected_shipping_method {\n      method_code\n    }\n    pickup_locations {\n      pickup_location_code\n      name\n      street\n      city\n      postcode\n    }\n    selected_pickup_location {\n      pickup_location_code\n    }\n    available_payment_methods {\n      code\n      title\n    }\n    selected_payment_method {\n      code\n    }\n    certificate_issuers\n    totals {\n      subtotal {\n        value\n        currency\n      }\n      discount {\n        value\n      }\n      shipping {\n        value\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n  }\n}"): (typeof documents)["fragment CheckoutFields on Cart {\n  ...CartFields\n  checkout {\n    route\n    billing_same_as_shipping\n    shipping_address {\n      ...CheckoutAddressFields\n    }\n    billing_address {\n      ...CheckoutAddressFields\n    }\n    available_shipping_methods {\n      carrier_code\n      method_code\n      available\n      amount {\n        value\n        currency\n      }\n    }\n    selected_shipping_method {\n      method_code\n    }\n    pickup_locations {\n      pickup_location_code\n      name\n      street\n      city\n      postcode\n    }\n    selected_pickup_location {\n      pickup_location_code\n    }\n    available_payment_methods {\n      code\n      title\n    }\n    selected_payment_method {\n      code\n    }\n    certificate_issuers\n    totals {\n      subtotal {\n        value\n        currency\n      }\n      discount {\n        value\n      }\n      shipping {\n        value\n      }\n      grand_total {\n        value\n        currency\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutGet {\n  customerCart {\n    ...CheckoutFields\n  }\n}"): (typeof documents)["query CheckoutGet {\n  customerCart {\n    ...CheckoutFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutOrderPlace($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    order {\n      order_number\n    }\n    payment_action {\n      payment_reference\n      message\n    }\n    errors {\n      code\n      message\n    }\n  }\n}"): (typeof documents)["mutation CheckoutOrderPlace($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    order {\n      order_number\n    }\n    payment_action {\n      payment_reference\n      message\n    }\n    errors {\n      code\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutPartnerStart($cartId: String!) {\n  startPartnerCheckout(cart_id: $cartId) {\n    redirect_url\n    expires_at\n  }\n}"): (typeof documents)["mutation CheckoutPartnerStart($cartId: String!) {\n  startPartnerCheckout(cart_id: $cartId) {\n    redirect_url\n    expires_at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutPartnerStatusGet($session: String!) {\n  partnerCheckoutStatus(session: $session) {\n    order_number\n    expired\n  }\n}"): (typeof documents)["query CheckoutPartnerStatusGet($session: String!) {\n  partnerCheckoutStatus(session: $session) {\n    order_number\n    expired\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutPaymentConfirm($reference: String!, $approved: Boolean!) {\n  confirmSandboxPayment(payment_reference: $reference, approved: $approved)\n}"): (typeof documents)["mutation CheckoutPaymentConfirm($reference: String!, $approved: Boolean!) {\n  confirmSandboxPayment(payment_reference: $reference, approved: $approved)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutPaymentMethodSet($input: SetPaymentMethodOnCartInput!) {\n  setPaymentMethodOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}"): (typeof documents)["mutation CheckoutPaymentMethodSet($input: SetPaymentMethodOnCartInput!) {\n  setPaymentMethodOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutShippingAddressSet($input: SetShippingAddressesOnCartInput!) {\n  setShippingAddressesOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}"): (typeof documents)["mutation CheckoutShippingAddressSet($input: SetShippingAddressesOnCartInput!) {\n  setShippingAddressesOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckoutShippingMethodSet($input: SetShippingMethodsOnCartInput!) {\n  setShippingMethodsOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}"): (typeof documents)["mutation CheckoutShippingMethodSet($input: SetShippingMethodsOnCartInput!) {\n  setShippingMethodsOnCart(input: $input) {\n    cart {\n      ...CheckoutFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BikeConfiguratorGet($urlKey: String!) {\n  bikeConfigurator(url_key: $urlKey) {\n    default_frame\n    currency\n    model {\n      id\n      sku\n      name\n      url_key\n    }\n    frames {\n      url_key\n      name\n      price\n      special_price\n      available\n      paint_hex\n      accent_hex\n      paint_finishes\n      product {\n        id\n        sku\n        name\n        url_key\n        media_gallery {\n          url\n        }\n        options {\n          sku\n          value\n          label\n          option_type\n          stock_status\n        }\n        geometry {\n          size\n          stack\n          reach\n          standover\n        }\n      }\n    }\n    sections {\n      id\n      key\n      initial_limit\n      options {\n        code\n        label\n        sku\n        hex\n        price\n        special_price\n        is_default\n        stock_status\n        angle\n        finish\n        finishes\n      }\n    }\n  }\n}"): (typeof documents)["query BikeConfiguratorGet($urlKey: String!) {\n  bikeConfigurator(url_key: $urlKey) {\n    default_frame\n    currency\n    model {\n      id\n      sku\n      name\n      url_key\n    }\n    frames {\n      url_key\n      name\n      price\n      special_price\n      available\n      paint_hex\n      accent_hex\n      paint_finishes\n      product {\n        id\n        sku\n        name\n        url_key\n        media_gallery {\n          url\n        }\n        options {\n          sku\n          value\n          label\n          option_type\n          stock_status\n        }\n        geometry {\n          size\n          stack\n          reach\n          standover\n        }\n      }\n    }\n    sections {\n      id\n      key\n      initial_limit\n      options {\n        code\n        label\n        sku\n        hex\n        price\n        special_price\n        is_default\n        stock_status\n        angle\n        finish\n        finishes\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuildPriceGet($urlKey: String!, $build: BuildInput!) {\n  priceBuild(url_key: $urlKey, build: $build) {\n    valid\n    frame\n    size\n    total\n    regular_total\n    currency\n    dispatch_date\n    lines {\n      section\n      section_id\n      code\n      label\n      sku\n      price\n      special_price\n    }\n    violations {\n      section\n      section_id\n      code\n      message\n    }\n    cart_items {\n      sku\n      parent_sku\n    }\n  }\n}"): (typeof documents)["query BuildPriceGet($urlKey: String!, $build: BuildInput!) {\n  priceBuild(url_key: $urlKey, build: $build) {\n    valid\n    frame\n    size\n    total\n    regular_total\n    currency\n    dispatch_date\n    lines {\n      section\n      section_id\n      code\n      label\n      sku\n      price\n      special_price\n    }\n    violations {\n      section\n      section_id\n      code\n      message\n    }\n    cart_items {\n      sku\n      parent_sku\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BlogPostCardFields on BlogPost {\n  id\n  url_key\n  title\n  excerpt\n  author\n  published_at\n  image {\n    url\n    label\n  }\n  category {\n    id\n    url_key\n    name\n  }\n}"): (typeof documents)["fragment BlogPostCardFields on BlogPost {\n  id\n  url_key\n  title\n  excerpt\n  author\n  published_at\n  image {\n    url\n    label\n  }\n  category {\n    id\n    url_key\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlogPostGet($urlKey: String!) {\n  blogPost(urlKey: $urlKey) {\n    ...BlogPostCardFields\n    content\n    meta_title\n    meta_description\n    tags {\n      id\n      url_key\n      name\n    }\n    previous_post {\n      id\n      url_key\n      title\n    }\n    next_post {\n      id\n      url_key\n      title\n    }\n  }\n}"): (typeof documents)["query BlogPostGet($urlKey: String!) {\n  blogPost(urlKey: $urlKey) {\n    ...BlogPostCardFields\n    content\n    meta_title\n    meta_description\n    tags {\n      id\n      url_key\n      name\n    }\n    previous_post {\n      id\n      url_key\n      title\n    }\n    next_post {\n      id\n      url_key\n      title\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlogPostListGet($filter: BlogPostFilterInput, $currentPage: Int) {\n  blogPosts(filter: $filter, currentPage: $currentPage) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    items {\n      ...BlogPostCardFields\n    }\n  }\n  blogCategories {\n    id\n    url_key\n    name\n  }\n  blogTags {\n    id\n    url_key\n    name\n  }\n}"): (typeof documents)["query BlogPostListGet($filter: BlogPostFilterInput, $currentPage: Int) {\n  blogPosts(filter: $filter, currentPage: $currentPage) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    items {\n      ...BlogPostCardFields\n    }\n  }\n  blogCategories {\n    id\n    url_key\n    name\n  }\n  blogTags {\n    id\n    url_key\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CmsPageFields on CmsPage {\n  id\n  identifier\n  title\n  meta_title\n  meta_description\n  meta_keywords\n  blocks {\n    __typename\n    ... on CmsHeroBlock {\n      heading\n      text\n      image\n      imageAlt\n      ctaLabel\n      ctaUrl\n    }\n    ... on CmsRichTextBlock {\n      html\n    }\n    ... on CmsImageBlock {\n      src\n      alt\n      caption\n    }\n    ... on CmsBannerBlock {\n      text\n      linkLabel\n      linkUrl\n      tone\n    }\n    ... on CmsLinkTilesBlock {\n      heading\n      tiles {\n        label\n        url\n        image\n        imageAlt\n      }\n    }\n  }\n}"): (typeof documents)["fragment CmsPageFields on CmsPage {\n  id\n  identifier\n  title\n  meta_title\n  meta_description\n  meta_keywords\n  blocks {\n    __typename\n    ... on CmsHeroBlock {\n      heading\n      text\n      image\n      imageAlt\n      ctaLabel\n      ctaUrl\n    }\n    ... on CmsRichTextBlock {\n      html\n    }\n    ... on CmsImageBlock {\n      src\n      alt\n      caption\n    }\n    ... on CmsBannerBlock {\n      text\n      linkLabel\n      linkUrl\n      tone\n    }\n    ... on CmsLinkTilesBlock {\n      heading\n      tiles {\n        label\n        url\n        image\n        imageAlt\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CmsPageGet($identifier: String!) {\n  cmsPage(identifier: $identifier) {\n    ...CmsPageFields\n  }\n}"): (typeof documents)["query CmsPageGet($identifier: String!) {\n  cmsPage(identifier: $identifier) {\n    ...CmsPageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerAccountGet {\n  customer {\n    firstname\n    lastname\n    email\n    is_subscribed\n    created_at\n    default_shipping\n    default_billing\n    addresses {\n      ...CustomerAddressFields\n    }\n  }\n}"): (typeof documents)["query CustomerAccountGet {\n  customer {\n    firstname\n    lastname\n    email\n    is_subscribed\n    created_at\n    default_shipping\n    default_billing\n    addresses {\n      ...CustomerAddressFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomerAddressCreate($input: CustomerAddressInput!) {\n  createCustomerAddress(input: $input) {\n    ...CustomerAddressFields\n  }\n}"): (typeof documents)["mutation CustomerAddressCreate($input: CustomerAddressInput!) {\n  createCustomerAddress(input: $input) {\n    ...CustomerAddressFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomerAddressDelete($id: Int!) {\n  deleteCustomerAddress(id: $id)\n}"): (typeof documents)["mutation CustomerAddressDelete($id: Int!) {\n  deleteCustomerAddress(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerAddressFields on CustomerAddress {\n  id\n  firstname\n  lastname\n  email\n  telephone\n  street\n  city\n  postcode\n  region\n  country_code\n  default_shipping\n  default_billing\n}"): (typeof documents)["fragment CustomerAddressFields on CustomerAddress {\n  id\n  firstname\n  lastname\n  email\n  telephone\n  street\n  city\n  postcode\n  region\n  country_code\n  default_shipping\n  default_billing\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomerAddressUpdate($id: Int!, $input: CustomerAddressInput!) {\n  updateCustomerAddress(id: $id, input: $input) {\n    ...CustomerAddressFields\n  }\n}"): (typeof documents)["mutation CustomerAddressUpdate($id: Int!, $input: CustomerAddressInput!) {\n  updateCustomerAddress(id: $id, input: $input) {\n    ...CustomerAddressFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomerEmailUpdate($email: String!, $password: String!) {\n  updateCustomerEmail(email: $email, password: $password) {\n    customer {\n      email\n    }\n  }\n}"): (typeof documents)["mutation CustomerEmailUpdate($email: String!, $password: String!) {\n  updateCustomerEmail(email: $email, password: $password) {\n    customer {\n      email\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerGet {\n  customer {\n    firstname\n    lastname\n    email\n    is_subscribed\n  }\n}"): (typeof documents)["query CustomerGet {\n  customer {\n    firstname\n    lastname\n    email\n    is_subscribed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomerNewsletterUpdate($isSubscribed: Boolean!) {\n  updateCustomerV2(input: {is_subscribed: $isSubscribed}) {\n    customer {\n      is_subscribed\n    }\n  }\n}"): (typeof documents)["mutation CustomerNewsletterUpdate($isSubscribed: Boolean!) {\n  updateCustomerV2(input: {is_subscribed: $isSubscribed}) {\n    customer {\n      is_subscribed\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerOrderGet($number: String!) {\n  customer {\n    orders(filter: {number: $number}, pageSize: 1) {\n      items {\n        ...CustomerOrderSummaryFields\n        total {\n          subtotal {\n            value\n            currency\n          }\n          total_shipping {\n            value\n            currency\n          }\n          discount {\n            value\n            currency\n          }\n        }\n        dispatch_date\n        collection_store\n        card_last4\n        status_history {\n          status\n          at\n        }\n        shipping_address {\n          ...OrderAddressFields\n        }\n        billing_address {\n          ...OrderAddressFields\n        }\n        shipping_method\n        payment_methods {\n          name\n        }\n        items {\n          id\n          product_name\n          product_sku\n          quantity_ordered\n          product_sale_price {\n            value\n            currency\n          }\n        }\n        certificate {\n          amount {\n            value\n            currency\n          }\n          issuer\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query CustomerOrderGet($number: String!) {\n  customer {\n    orders(filter: {number: $number}, pageSize: 1) {\n      items {\n        ...CustomerOrderSummaryFields\n        total {\n          subtotal {\n            value\n            currency\n          }\n          total_shipping {\n            value\n            currency\n          }\n          discount {\n            value\n            currency\n          }\n        }\n        dispatch_date\n        collection_store\n        card_last4\n        status_history {\n          status\n          at\n        }\n        shipping_address {\n          ...OrderAddressFields\n        }\n        billing_address {\n          ...OrderAddressFields\n        }\n        shipping_method\n        payment_methods {\n          name\n        }\n        items {\n          id\n          product_name\n          product_sku\n          quantity_ordered\n          product_sale_price {\n            value\n            currency\n          }\n        }\n        certificate {\n          amount {\n            value\n            currency\n          }\n          issuer\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerOrderSummaryFields on CustomerOrder {\n  id\n  number\n  order_date\n  status\n  total {\n    grand_total {\n      value\n      currency\n    }\n  }\n}"): (typeof documents)["fragment CustomerOrderSummaryFields on CustomerOrder {\n  id\n  number\n  order_date\n  status\n  total {\n    grand_total {\n      value\n      currency\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerOrdersGet($currentPage: Int!, $pageSize: Int!) {\n  customer {\n    orders(currentPage: $currentPage, pageSize: $pageSize) {\n      items {\n        ...CustomerOrderSummaryFields\n      }\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n    }\n  }\n}"): (typeof documents)["query CustomerOrdersGet($currentPage: Int!, $pageSize: Int!) {\n  customer {\n    orders(currentPage: $currentPage, pageSize: $pageSize) {\n      items {\n        ...CustomerOrderSummaryFields\n      }\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomerPasswordChange($currentPassword: String!, $newPassword: String!) {\n  changeCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    email\n  }\n}"): (typeof documents)["mutation CustomerPasswordChange($currentPassword: String!, $newPassword: String!) {\n  changeCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomerPasswordReset($resetPasswordToken: String!, $newPassword: String!) {\n  resetPassword(\n    resetPasswordToken: $resetPasswordToken\n    newPassword: $newPassword\n  )\n}"): (typeof documents)["mutation CustomerPasswordReset($resetPasswordToken: String!, $newPassword: String!) {\n  resetPassword(\n    resetPasswordToken: $resetPasswordToken\n    newPassword: $newPassword\n  )\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomerPasswordResetRequest($email: String!) {\n  requestPasswordResetEmail(email: $email)\n}"): (typeof documents)["mutation CustomerPasswordResetRequest($email: String!) {\n  requestPasswordResetEmail(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomerProfileUpdate($firstname: String!, $lastname: String!) {\n  updateCustomerV2(input: {firstname: $firstname, lastname: $lastname}) {\n    customer {\n      firstname\n      lastname\n    }\n  }\n}"): (typeof documents)["mutation CustomerProfileUpdate($firstname: String!, $lastname: String!) {\n  updateCustomerV2(input: {firstname: $firstname, lastname: $lastname}) {\n    customer {\n      firstname\n      lastname\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomerRegister($input: CustomerCreateInput!) {\n  createCustomerV2(input: $input) {\n    customer {\n      firstname\n      lastname\n      email\n      is_subscribed\n    }\n  }\n}"): (typeof documents)["mutation CustomerRegister($input: CustomerCreateInput!) {\n  createCustomerV2(input: $input) {\n    customer {\n      firstname\n      lastname\n      email\n      is_subscribed\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomerSignIn($email: String!, $password: String!) {\n  generateCustomerToken(email: $email, password: $password) {\n    expires_at\n  }\n}"): (typeof documents)["mutation CustomerSignIn($email: String!, $password: String!) {\n  generateCustomerToken(email: $email, password: $password) {\n    expires_at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomerSignOut {\n  revokeCustomerToken {\n    result\n  }\n}"): (typeof documents)["mutation CustomerSignOut {\n  revokeCustomerToken {\n    result\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CustomerTokenRenew {\n  renewCustomerToken {\n    expires_at\n  }\n}"): (typeof documents)["mutation CustomerTokenRenew {\n  renewCustomerToken {\n    expires_at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderAddressFields on OrderAddress {\n  firstname\n  lastname\n  street\n  city\n  postcode\n  region\n  country_code\n  telephone\n}"): (typeof documents)["fragment OrderAddressFields on OrderAddress {\n  firstname\n  lastname\n  street\n  city\n  postcode\n  region\n  country_code\n  telephone\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordPolicyGet {\n  passwordPolicy {\n    minimum_length\n    maximum_length\n    requires_letter\n    requires_digit\n  }\n}"): (typeof documents)["query PasswordPolicyGet {\n  passwordPolicy {\n    minimum_length\n    maximum_length\n    requires_letter\n    requires_digit\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query V12DepositsGet {\n  v12Deposits {\n    percent\n  }\n}"): (typeof documents)["query V12DepositsGet {\n  v12Deposits {\n    percent\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query V12ProductsGet {\n  v12Products {\n    product_id\n    name\n    months\n    apr\n    rb_min_loan\n    rb_max_loan\n    arrangement_fee\n    deferral_months\n    single_final_payment\n  }\n}"): (typeof documents)["query V12ProductsGet {\n  v12Products {\n    product_id\n    name\n    months\n    apr\n    rb_min_loan\n    rb_max_loan\n    arrangement_fee\n    deferral_months\n    single_final_payment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FooterMenuEntriesGet {\n  footerMenuEntries {\n    ...MenuEntryFields\n  }\n}"): (typeof documents)["query FooterMenuEntriesGet {\n  footerMenuEntries {\n    ...MenuEntryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MainMenuEntriesGet($level: Int) {\n  mainMenuEntries(level: $level) {\n    ...MenuEntryFields\n  }\n}"): (typeof documents)["query MainMenuEntriesGet($level: Int) {\n  mainMenuEntries(level: $level) {\n    ...MenuEntryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MenuEntryFields on MenuEntry {\n  id\n  level\n  lft\n  rgt\n  title\n  url\n  description\n  parent {\n    id\n  }\n}"): (typeof documents)["fragment MenuEntryFields on MenuEntry {\n  id\n  level\n  lft\n  rgt\n  title\n  url\n  description\n  parent {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompareProductsGet($skus: [String!]!) {\n  productsBySkus(skus: $skus) {\n    ...ProductCardFields\n    options {\n      value\n      label\n      option_type\n    }\n    specifications {\n      label\n      value\n    }\n    geometry {\n      size\n      stack\n      reach\n      seat_tube\n      top_tube\n      head_angle\n      seat_angle\n      wheelbase\n      chainstay\n      bb_drop\n      standover\n    }\n  }\n}"): (typeof documents)["query CompareProductsGet($skus: [String!]!) {\n  productsBySkus(skus: $skus) {\n    ...ProductCardFields\n    options {\n      value\n      label\n      option_type\n    }\n    specifications {\n      label\n      value\n    }\n    geometry {\n      size\n      stack\n      reach\n      seat_tube\n      top_tube\n      head_angle\n      seat_angle\n      wheelbase\n      chainstay\n      bb_drop\n      standover\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavedDesignDelete($id: String!) {\n  deleteSavedDesign(id: $id)\n}"): (typeof documents)["mutation SavedDesignDelete($id: String!) {\n  deleteSavedDesign(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SavedDesignFields on SavedDesign {\n  id\n  name\n  model_url_key\n  frame\n  frame_name\n  size\n  choices {\n    section\n    code\n  }\n  price_saved\n  currency_saved\n  price_now\n  currency\n  created_at\n  drawing {\n    kind\n    paint_hex\n    accent_hex\n    gradient_hex\n    gradient_angle\n    down_tube_logo_hex\n    top_tube_logo_hex\n    finish\n  }\n}"): (typeof documents)["fragment SavedDesignFields on SavedDesign {\n  id\n  name\n  model_url_key\n  frame\n  frame_name\n  size\n  choices {\n    section\n    code\n  }\n  price_saved\n  currency_saved\n  price_now\n  currency\n  created_at\n  drawing {\n    kind\n    paint_hex\n    accent_hex\n    gradient_hex\n    gradient_angle\n    down_tube_logo_hex\n    top_tube_logo_hex\n    finish\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavedDesignSave($input: SaveDesignInput!) {\n  saveDesign(input: $input) {\n    ...SavedDesignFields\n  }\n}"): (typeof documents)["mutation SavedDesignSave($input: SaveDesignInput!) {\n  saveDesign(input: $input) {\n    ...SavedDesignFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SavedDesignsGet {\n  savedDesigns {\n    ...SavedDesignFields\n  }\n}"): (typeof documents)["query SavedDesignsGet {\n  savedDesigns {\n    ...SavedDesignFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavedDesignsImport($designs: [SaveDesignInput!]!) {\n  importSavedDesigns(designs: $designs) {\n    ...SavedDesignFields\n  }\n}"): (typeof documents)["mutation SavedDesignsImport($designs: [SaveDesignInput!]!) {\n  importSavedDesigns(designs: $designs) {\n    ...SavedDesignFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavedProductRemove($sku: String!) {\n  removeSavedProduct(sku: $sku) {\n    sku\n    saved_at\n    product {\n      ...ProductCardFields\n    }\n  }\n}"): (typeof documents)["mutation SavedProductRemove($sku: String!) {\n  removeSavedProduct(sku: $sku) {\n    sku\n    saved_at\n    product {\n      ...ProductCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SavedProductsGet {\n  savedProducts {\n    sku\n    saved_at\n    product {\n      ...ProductCardFields\n    }\n  }\n}"): (typeof documents)["query SavedProductsGet {\n  savedProducts {\n    sku\n    saved_at\n    product {\n      ...ProductCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavedProductsSave($skus: [String!]!) {\n  saveProducts(skus: $skus) {\n    sku\n    saved_at\n    product {\n      ...ProductCardFields\n    }\n  }\n}"): (typeof documents)["mutation SavedProductsSave($skus: [String!]!) {\n  saveProducts(skus: $skus) {\n    sku\n    saved_at\n    product {\n      ...ProductCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueRouteGet($urlKey: String!) {\n  getUrlInfo(urlKey: $urlKey) {\n    redirect_url\n    page_status\n    page_type\n    entity_id\n  }\n  cmsPage(identifier: $urlKey) {\n    ...CmsPageFields\n  }\n}"): (typeof documents)["query CatalogueRouteGet($urlKey: String!) {\n  getUrlInfo(urlKey: $urlKey) {\n    redirect_url\n    page_status\n    page_type\n    entity_id\n  }\n  cmsPage(identifier: $urlKey) {\n    ...CmsPageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UrlInfoGet($urlKey: String!) {\n  getUrlInfo(urlKey: $urlKey) {\n    redirect_url\n    page_status\n    page_type\n    entity_id\n  }\n}"): (typeof documents)["query UrlInfoGet($urlKey: String!) {\n  getUrlInfo(urlKey: $urlKey) {\n    redirect_url\n    page_status\n    page_type\n    entity_id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchSuggestionsGet($query: String!) {\n  searchSuggestions(query: $query) {\n    query\n    corrected\n    categories {\n      id\n      name\n      url_path\n    }\n    products {\n      id\n      sku\n      name\n      url_key\n      type_id\n      manufacture\n      currency\n      aggregated_price\n      aggregated_price_special\n      category_level_1\n      category_level_3\n      media_gallery {\n        url\n        label\n        position\n      }\n    }\n  }\n}"): (typeof documents)["query SearchSuggestionsGet($query: String!) {\n  searchSuggestions(query: $query) {\n    query\n    corrected\n    categories {\n      id\n      name\n      url_path\n    }\n    products {\n      id\n      sku\n      name\n      url_key\n      type_id\n      manufacture\n      currency\n      aggregated_price\n      aggregated_price_special\n      category_level_1\n      category_level_3\n      media_gallery {\n        url\n        label\n        position\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SitemapEntriesGet($store: String!) {\n  sitemapEntries(store: $store) {\n    url_path\n    page_type\n    lastmod\n    alternates {\n      store\n      url_path\n    }\n  }\n}"): (typeof documents)["query SitemapEntriesGet($store: String!) {\n  sitemapEntries(store: $store) {\n    url_path\n    page_type\n    lastmod\n    alternates {\n      store\n      url_path\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CountriesConfigGet {\n  countriesConfig {\n    ...CountryConfigFields\n  }\n}"): (typeof documents)["query CountriesConfigGet {\n  countriesConfig {\n    ...CountryConfigFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CountryConfigFields on CountryConfig {\n  code\n  name\n  currency\n  currencySign\n  eswCode\n  locale\n  icon\n  crossBorderCheckoutEnabled\n  postcode_pattern\n  postcode_example\n}"): (typeof documents)["fragment CountryConfigFields on CountryConfig {\n  code\n  name\n  currency\n  currencySign\n  eswCode\n  locale\n  icon\n  crossBorderCheckoutEnabled\n  postcode_pattern\n  postcode_example\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewCheckoutCheck {\n  isNewCheckoutEnabled\n}"): (typeof documents)["query NewCheckoutCheck {\n  isNewCheckoutEnabled\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StoreCollectionScreenGet {\n  collectionScreen {\n    store_code\n    store_name\n    orders {\n      order_number\n      customer_name\n      ordered_at\n    }\n  }\n}"): (typeof documents)["query StoreCollectionScreenGet {\n  collectionScreen {\n    store_code\n    store_name\n    orders {\n      order_number\n      customer_name\n      ordered_at\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StoreIpCheck($ipAddress: String) {\n  isStoreIp(ipAddress: $ipAddress) {\n    isStoreIp\n    error\n  }\n}"): (typeof documents)["query StoreIpCheck($ipAddress: String) {\n  isStoreIp(ipAddress: $ipAddress) {\n    isStoreIp\n    error\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StoreNetworkCheck {\n  isStoreIp {\n    isStoreIp\n  }\n}"): (typeof documents)["query StoreNetworkCheck {\n  isStoreIp {\n    isStoreIp\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;