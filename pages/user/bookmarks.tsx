// What the user bookmarked, one tab per kind.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { BookmarksPage } from '@/components/bookmarks/bookmarks-page';
import type { AppPage } from '@/lib/page';

const UserBookmarksPage: AppPage = () => <BookmarksPage />;
UserBookmarksPage.layout = 'primary';
UserBookmarksPage.authenticate = true;

export default withAntdTheme(UserBookmarksPage);
