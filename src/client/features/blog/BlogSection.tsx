// The home page's fashion blog: search, Latest/Popular, cards, and the full post in a
// modal that loads on first open.
import { Search } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { searchBlogPosts, sortBlogPosts, type BlogSort } from '../../../shared/blog-posts';
import { Input } from '../../components/ui/field';
import { cx } from '../../lib/cx';
import { BlogCard } from './BlogCard';
import { useBlogPosts } from './likes';

const BlogPostDialog = lazy(() => import('./BlogPostDialog'));

const SORTS: ReadonlyArray<{ id: BlogSort; label: string }> = [
  { id: 'latest', label: 'Latest' },
  { id: 'popular', label: 'Popular' },
];

export default function BlogSection() {
  const posts = useBlogPosts();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<BlogSort>('latest');
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const searchId = useId();

  const shown = useMemo(() => sortBlogPosts(searchBlogPosts(posts, query), sort), [posts, query, sort]);
  const openPost = posts.find((p) => p.id === openId) ?? null;

  const open = (id: string) => {
    setDialogWanted(true);
    setOpenId(id);
  };

  return (
    <section aria-labelledby="blog-title" className="bg-gray-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="blog-title" className="text-center font-display text-3xl font-bold text-gray-900 sm:text-4xl">
          Fashion Blog
        </h2>
        <p className="mt-2 text-center text-gray-600">Style advice, trends and stories from our team.</p>

        <div className="mx-auto mt-8 flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <label htmlFor={searchId} className="sr-only">
              Search posts
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500" />
            <Input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search posts..." className="pl-9" />
          </div>
          <div role="group" aria-label="Sort posts" className="inline-flex self-start rounded-md sm:self-auto border border-gray-300 bg-white p-0.5">
            {SORTS.map(({ id, label }) => (
              <button
                key={id}
                type="button"
                aria-pressed={sort === id}
                onClick={() => setSort(id)}
                className={cx(
                  'rounded px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  sort === id ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100',
                )}
              >
                {label}
              </button>
            ))}
          </div>
        </div>

        {shown.length ? (
          <ul aria-label="Blog posts" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {shown.map((post) => (
              <li key={post.id} className="flex">
                <BlogCard post={post} onOpen={() => open(post.id)} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center">
            <h3 className="text-lg font-semibold text-gray-900">No posts found</h3>
            <p className="mt-1 text-gray-600">Try adjusting your search terms or browse all posts</p>
          </div>
        )}
      </div>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <BlogPostDialog post={openPost} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
