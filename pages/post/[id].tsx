// One post at /post/{id}, rendered on the server for the visitor (their session and address decide what
// they may see); 404 when it is missing or not visible to them.
import { PageContainer } from '@/components/common/page-container';
import { loadPost, postHttpStatus, type PostLoad } from '@/components/feed/load-post';
import { PostView } from '@/components/feed/post-view';
import type { AppPage } from '@/lib/page';
import { visitorHeaders } from '@/services/performer.api';

export interface PostPageProps {
  load: PostLoad;
}

const PostPage: AppPage<PostPageProps> = ({ load }) => (
  <PageContainer maxWidth={720}>
    <PostView load={load} />
  </PageContainer>
);

PostPage.layout = 'primary';

PostPage.getInitialProps = async (ctx) => {
  const raw = ctx.query.id;
  const load = await loadPost(typeof raw === 'string' ? raw : '', visitorHeaders(ctx.req));
  if (ctx.res) ctx.res.statusCode = postHttpStatus(load);
  return { load };
};

export default PostPage;
