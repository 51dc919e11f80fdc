import type { GetServerSideProps } from 'next';
import { localisedPath } from '../../src/features/customer/account/account.rules';

/** /my-account/ (spec §2): straight on to the profile, in the visitor's storefront. */
const MyAccountIndex = (): null => null;

export const getServerSideProps: GetServerSideProps = async (ctx) => ({
  redirect: { destination: localisedPath('/my-account/profile/', ctx.locale, ctx.defaultLocale), permanent: false },
});

export default MyAccountIndex;
