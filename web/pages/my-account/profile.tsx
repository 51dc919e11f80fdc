import type { GetServerSideProps } from 'next';
import { CustomerFieldPolicyGetDocument } from '../../src/graphql/documents/CustomerFieldPolicyGetDocument';
import { PasswordPolicyGetDocument } from '../../src/graphql/documents/PasswordPolicyGetDocument';
import { useTranslation } from '../../src/shared/i18n/use-translation';
import { accountPage } from '../../src/application/account-page';
import { AccountLayout } from '../../src/features/customer/components/account-layout/account-layout';
import { ProfileSettings } from '../../src/features/customer/components/profile-settings/profile-settings';
import type { StorefrontPage } from '../../src/shared/page';

/** /my-account/profile/: name, email address and password. */
const ProfilePage: StorefrontPage = () => {
  const { t } = useTranslation('account');
  return (
    <AccountLayout section="profile" title={t('account.profile.title')}>
      <ProfileSettings />
    </AccountLayout>
  );
};

export const getServerSideProps: GetServerSideProps = (ctx) =>
  accountPage(ctx, async (client) => {
    // The password rule the change-password form explains and checks, and the field rules the
    // change-email form checks, rendered from the cache.
    await Promise.all([
      client.query({ query: PasswordPolicyGetDocument }),
      client.query({ query: CustomerFieldPolicyGetDocument }),
    ]);
    return { props: {} };
  });

export default ProfilePage;
