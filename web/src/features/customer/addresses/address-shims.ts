import { CustomerAddressUpdateDocument } from '../../../graphql/documents/CustomerAddressUpdateDocument';
import { BadRequest, restShim, runMutation, shimBody } from '../../../shared/api/gateway-operation';
import { legacyAddressId, legacyAddressInput } from './address.rules';

/** The `address` object of a shim call, or a 400. */
export function requireAddress(body: Record<string, unknown>) {
  const input = legacyAddressInput(body.address);
  if (!input) throw new BadRequest('address is required');
  return input;
}

/** The `addressId` of a shim call, or a 400. */
export function requireAddressId(body: Record<string, unknown>): number {
  const id = legacyAddressId(body.addressId);
  if (id === null) throw new BadRequest('addressId is required');
  return id;
}

/**
 * POST { addressId, address } → { updateCustomerAddress: { id }, error } (spec §7). Serves both
 * /nuxt/api/account/update-address and the default-address update /api/auth/update-address: a
 * default flag in `address` makes it the default, one left out keeps the current choice.
 */
export const updateAddressShim = restShim(
  'POST',
  async (req) => {
    const body = shimBody(req);
    const id = requireAddressId(body);
    const input = requireAddress(body);
    const data = await runMutation(req, CustomerAddressUpdateDocument, { id, input });
    return { updateCustomerAddress: { id: data.updateCustomerAddress.id } as { id: number } | null };
  },
  { updateCustomerAddress: null as { id: number } | null },
);
