import { Redirect, useParams } from 'wouter';
import { blogPostByFormerSlug, blogPostBySlug, blogPostPath } from '../../shared/blog-posts';
import { PageTitle } from '../components/PageTitle';
import { BlogArticle } from '../features/blog';

/** /blog/<slug>: the post, or a not-found page (the server answers 404 for it, shared/routes.ts). */
export default function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const post = blogPostBySlug(slug);
  // A post's old address moves to its own (the server answers 301 for it too).
  const moved = post ? undefined : blogPostByFormerSlug(slug);
  if (moved) return <Redirect to={blogPostPath(moved)} replace />;
  return (
    <>
      <PageTitle name={post ? post.title : 'Post Not Found'} description={post?.excerpt} />
      <BlogArticle slug={slug} />
    </>
  );
}
