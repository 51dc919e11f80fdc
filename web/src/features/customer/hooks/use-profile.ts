import { useMutation } from '../../../shared/apollo/use-mutation';
import { CustomerEmailUpdateDocument } from '../../../graphql/documents/CustomerEmailUpdateDocument';
import { CustomerPasswordChangeDocument } from '../../../graphql/documents/CustomerPasswordChangeDocument';
import { CustomerProfileUpdateDocument } from '../../../graphql/documents/CustomerProfileUpdateDocument';
import { useAccount, useAccountAction } from './use-account';

/**
 * The profile page: the customer's names and email, and the actions that change them. The
 * mutations answer with the changed fields of the customer, which the cache merges into the one
 * Customer entity (type policy), so the page shows the change without another request.
 */
export function useProfile() {
  const customer = useAccount();
  const run = useAccountAction();
  const [updateNames] = useMutation(CustomerProfileUpdateDocument);
  const [updateEmail] = useMutation(CustomerEmailUpdateDocument);
  const [changePassword] = useMutation(CustomerPasswordChangeDocument);
  return {
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    email: customer?.email ?? '',
    updateNames: (firstname: string, lastname: string) =>
      run(() => updateNames({ variables: { firstname: firstname.trim(), lastname: lastname.trim() } })),
    updateEmail: (email: string, password: string) => run(() => updateEmail({ variables: { email: email.trim(), password } })),
    changePassword: (currentPassword: string, newPassword: string) =>
      run(() => changePassword({ variables: { currentPassword, newPassword } })),
  };
}
