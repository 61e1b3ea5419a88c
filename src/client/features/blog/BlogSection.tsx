// The fashion blog's list: search, Latest/Popular and the cards, each linking to its post's
// page. On the home page it is a section under the page's own heading; at /blog it is the page.
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { searchBlogPosts, sortBlogPosts, type BlogSort } from '../../../shared/blog-posts';
import { Input } from '../../components/ui/field';
import { cx } from '../../lib/cx';
import { BlogCard } from './BlogCard';
import { useBlogPosts } from './likes';

const SORTS: ReadonlyArray<{ id: BlogSort; label: string }> = [
  { id: 'latest', label: 'Latest' },
  { id: 'popular', label: 'Popular' },
];

/** `asPage`: the blog's own page, whose title is its h1 (the cards' titles are then h2). */
export default function BlogSection({ asPage = false }: { asPage?: boolean }) {
  const posts = useBlogPosts();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<BlogSort>('latest');
  const searchId = useId();
  const Title = asPage ? 'h1' : 'h2';
  const Empty = asPage ? 'h2' : 'h3';

  const shown = useMemo(() => sortBlogPosts(searchBlogPosts(posts, query), sort), [posts, query, sort]);

  return (
    <section aria-labelledby="blog-title" className="bg-gray-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <Title id="blog-title" className="text-center font-display text-3xl font-bold text-gray-900 sm:text-4xl">
          Fashion Blog
        </Title>
        <p className="mt-2 text-center text-gray-600">Style advice, trends and stories from our team.</p>

        <div className="mx-auto mt-8 flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <label htmlFor={searchId} className="sr-only">
              Search posts
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500"
            />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search posts..."
              className="pl-9"
            />
          </div>
          <div
            role="group"
            aria-label="Sort posts"
            className="inline-flex self-start rounded-md sm:self-auto border border-gray-300 bg-white p-0.5"
          >
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
                <BlogCard post={post} headingLevel={asPage ? 2 : 3} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center">
            <Empty className="text-lg font-semibold text-gray-900">No posts found</Empty>
            <p className="mt-1 text-gray-600">Try adjusting your search terms or browse all posts</p>
          </div>
        )}
        {asPage ? null : (
          <p className="mt-10 text-center">
            <Link
              href="/blog"
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              See all posts on the blog
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
