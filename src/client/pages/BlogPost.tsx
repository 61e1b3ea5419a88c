import { useParams } from 'wouter';
import { blogPostBySlug } from '../../shared/blog-posts';
import { PageTitle } from '../components/PageTitle';
import { BlogArticle } from '../features/blog';

/** /blog/<slug>: the post, or a not-found page (the server answers 404 for it, shared/routes.ts). */
export default function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const post = blogPostBySlug(slug);
  return (
    <>
      <PageTitle name={post ? post.title : 'Post Not Found'} description={post?.excerpt} />
      <BlogArticle slug={slug} />
    </>
  );
}
