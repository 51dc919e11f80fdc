import { useMutation } from '../../../shared/apollo/use-mutation';
import { CustomerNewsletterUpdateDocument } from '../../../graphql/documents/CustomerNewsletterUpdateDocument';
import { useAccount, useAccountAction } from './use-account';

/** The newsletter choice and the action that changes it (updateCustomerV2 { is_subscribed }). */
export function useNewsletter() {
  const customer = useAccount();
  const run = useAccountAction();
  const [update, { loading }] = useMutation(CustomerNewsletterUpdateDocument);
  return {
    subscribed: customer?.is_subscribed ?? false,
    saving: loading,
    setSubscribed: (isSubscribed: boolean) => run(() => update({ variables: { isSubscribed } })),
  };
}
