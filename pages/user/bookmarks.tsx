// What the user bookmarked, one tab per kind.
import { BookmarksPage } from '@/components/bookmarks/bookmarks-page';
import type { AppPage } from '@/lib/page';

const UserBookmarksPage: AppPage = () => <BookmarksPage />;
UserBookmarksPage.layout = 'primary';
UserBookmarksPage.authenticate = true;

export default UserBookmarksPage;
