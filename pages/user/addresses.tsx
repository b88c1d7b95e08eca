// The user's delivery address book.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AddressBook } from '@/components/addresses/address-book';
import type { AppPage } from '@/lib/page';

const AddressesPage: AppPage = () => <AddressBook />;
AddressesPage.layout = 'primary';
AddressesPage.authenticate = true;

export default withAntdTheme(AddressesPage);
