// What the user bookmarked (issue 3: performers; the content issue adds more tabs).
import { BookmarksPage } from '@/components/bookmarks/bookmarks-page';
import type { AppPage } from '@/lib/page';

const UserBookmarksPage: AppPage = () => <BookmarksPage />;
UserBookmarksPage.layout = 'primary';
UserBookmarksPage.authenticate = true;

export default UserBookmarksPage;
