// The store's fashion blog: its posts, shown on the home page, listed at /blog and each read
// at /blog/<slug>. Content is plain text; paragraphs are separated by a blank line. Posts are
// dated from the day they are read, and a season's post names the season now or next, so the
// blog never reads as last year's (seasons.ts): read them with blogPosts().
import { daysBefore, longDate, seasonYear, type Season } from './seasons';

export const BLOG_CATEGORIES = ['fashion', 'men', 'women', 'kids'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogPost {
  id: string;
  /** The post's address: /blog/<slug>. */
  slug: string;
  /** Addresses it had before: /blog/<former slug> moves to its address for good (301). */
  formerSlugs: readonly string[];
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  author: string;
  /** "March 18, 2026" (UTC): its days before the day it is read. Also sorts Latest (newest first). */
  date: string;
  readTime: string;
  tags: readonly string[];
  likes: number;
  isLiked: boolean;
}

/**
 * A post as written: dated `daysAgo` days before today; in a season's post, "{year}" is the season's year now or next.
 */
interface WrittenPost extends Omit<BlogPost, 'date' | 'formerSlugs'> {
  formerSlugs?: readonly string[];
  daysAgo: number;
  season?: Season;
}

const POSTS: readonly WrittenPost[] = [
  {
    // Kept as it was: shoppers' likes are stored by id.
    id: 'spring-trends-2025',
    slug: 'spring-fashion-trends',
    formerSlugs: ['spring-2025-fashion-trends'],
    season: 'spring',
    title: 'Spring {year} Fashion Trends You Can Wear Every Day',
    excerpt:
      'Soft pastels, relaxed tailoring and easy layers: the season’s biggest trends, translated into outfits you will actually wear.',
    content: [
      'Every spring the runways promise a revolution, and every spring most of us want the same thing: clothes that feel fresh without asking us to start over. This season delivers. The strongest trends of {year} are relaxed, colorful and surprisingly practical.',
      'Start with color. Butter yellow, lilac and soft sage are everywhere, and they are far easier to wear than they look. Pair a pastel knit with the denim you already own, or let a lilac blouse lift a gray trouser for the office. If pastels feel too sweet, ground them with white sneakers or a chunky loafer.',
      'Tailoring has loosened up too. Wide-leg trousers, slouchy blazers and pleated shorts give a polished shape without the stiffness. Look for breathable linen and cotton blends, which keep their structure on warm afternoons and only look better with a few creases.',
      'Finally, layering is back in a lighter form. A sheer shirt over a tank, a cropped cardigan tied over the shoulders or a cargo skirt over leggings on cooler mornings: small additions that make a simple outfit look considered. Choose two of these ideas, mix them with your favorite basics, and your spring wardrobe is ready.',
    ].join('\n\n'),
    category: 'fashion',
    author: 'Jasmine Taylor',
    daysAgo: 3,
    readTime: '5 min read',
    tags: ['Trends', 'Spring', 'Color', 'Layering'],
    likes: 124,
    isLiked: false,
  },
  {
    id: 'smart-casual-men',
    slug: 'mens-guide-to-smart-casual',
    title: 'The Modern Man’s Guide to Smart Casual',
    excerpt:
      'Smart casual is the dress code nobody explains. Here is a simple formula for looking put-together from the office to the weekend.',
    content: [
      'Smart casual sits between a suit and a sweatshirt, which is exactly why it confuses so many people. The good news is that it follows a simple formula: one structured piece, one relaxed piece, and shoes that tie them together.',
      'The structured piece does the heavy lifting. It can be a crisp button-up, a knitted polo or a pair of well-cut chinos. Keep it in a neutral color such as navy, stone or olive so it works with everything else you own.',
      'The relaxed piece keeps the look approachable. Dark jeans, a plain crew-neck tee or a lightweight overshirt all qualify. Fit matters more than price: trousers should sit at the waist without a belt doing all the work, and shirts should not pull across the chest.',
      'Shoes finish the outfit. Clean leather sneakers, suede desert boots or loafers carry you from a client lunch to dinner with friends. Add a simple watch and a leather belt that matches your shoes, and you have a uniform you can repeat all week without anyone noticing.',
    ].join('\n\n'),
    category: 'men',
    author: 'Marcus Reed',
    daysAgo: 22,
    readTime: '4 min read',
    tags: ['Menswear', 'Smart Casual', 'Style Guide', 'Basics'],
    likes: 89,
    isLiked: false,
  },
  {
    id: 'capsule-wardrobe-women',
    slug: 'building-a-capsule-wardrobe',
    title: 'Building a Capsule Wardrobe That Works for You',
    excerpt:
      'Fewer pieces, more outfits. How to build a small wardrobe of favorites that mix, match and last for years.',
    content: [
      'A capsule wardrobe is not about owning as little as possible. It is about owning pieces you love that all work together, so getting dressed takes minutes instead of a crisis in front of the mirror.',
      'Begin with an honest look at what you already wear. Most of us reach for the same handful of items every week. Note their colors, shapes and fabrics: they are the foundation of your capsule, and they tell you what you actually feel good in.',
      'Next, choose a palette of two or three neutrals and one or two accent colors. With black, camel and cream as a base, a single emerald blouse or a red skirt suddenly goes with everything. Then fill the gaps: a dress you can dress up or down, jeans in a flattering cut, a jacket that layers over all of it.',
      'Finally, buy slowly. Before anything new joins your wardrobe, picture three outfits it would complete. Choose natural fibres and solid construction, care for them well, and your capsule will keep giving you outfits long after the trend cycle has moved on.',
    ].join('\n\n'),
    category: 'women',
    author: 'Elena Brooks',
    daysAgo: 16,
    readTime: '6 min read',
    tags: ['Capsule Wardrobe', 'Sustainability', 'Womenswear', 'Essentials'],
    likes: 156,
    isLiked: false,
  },
  {
    id: 'kids-comfort-play',
    slug: 'dressing-kids-for-comfort-and-play',
    title: 'Dressing Kids for Comfort, Play and Growth Spurts',
    excerpt:
      'Practical advice for parents: fabrics that survive the playground, sizes that last, and outfits kids are happy to put on.',
    content: [
      'Children judge clothes by one test: can I run, climb and sit on the floor in this? If the answer is no, the outfit stays in the drawer. Dressing kids well means starting from comfort and adding style from there.',
      'Fabric comes first. Soft cotton jersey, brushed fleece and denim with a little stretch move with growing bodies and survive endless washing. Look for reinforced knees on trousers and flat seams on tops, which matter more to a child than any print.',
      'Plan for growth. Adjustable waistbands, roll-up hems and relaxed fits let a pair of pants last a season or two longer. When a child is between sizes, size up: a slightly roomy shirt looks fine, a tight one gets refused.',
      'Lastly, let them choose. Offer two or three options you are happy with and let your child pick the color or the print. Kids who helped choose their clothes are far more likely to wear them, and mornings get a lot calmer for everyone.',
    ].join('\n\n'),
    category: 'kids',
    author: 'Priya Shah',
    daysAgo: 58,
    readTime: '4 min read',
    tags: ['Kids', 'Parenting', 'Comfort', 'Sizing'],
    likes: 67,
    isLiked: false,
  },
];

/** The blog's posts as they read on `today`: dated, and a season's post naming its year. */
export function blogPosts(today: Date = new Date()): BlogPost[] {
  return POSTS.map(({ daysAgo, season, formerSlugs = [], ...post }) => {
    const year = season && String(seasonYear(season, today));
    const text = (written: string) => (year ? written.replaceAll('{year}', year) : written);
    return {
      ...post,
      formerSlugs,
      title: text(post.title),
      excerpt: text(post.excerpt),
      content: text(post.content),
      date: longDate(daysBefore(daysAgo, today)),
    };
  });
}

/** The post at /blog/<slug>, or undefined for a slug the blog does not have. */
export function blogPostBySlug(slug: string, today: Date = new Date()): BlogPost | undefined {
  return blogPosts(today).find((post) => post.slug === slug);
}

/** The post a former slug of it names (its old address), or undefined. */
export function blogPostByFormerSlug(slug: string, today: Date = new Date()): BlogPost | undefined {
  return blogPosts(today).find((post) => post.formerSlugs.includes(slug));
}

/** A post's own page. */
export const blogPostPath = (post: Pick<BlogPost, 'slug'>) => `/blog/${post.slug}`;

/** Case-insensitive substring over title, excerpt, content and tags. */
export function searchBlogPosts(posts: readonly BlogPost[], query: string): BlogPost[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...posts];
  return posts.filter((post) =>
    [post.title, post.excerpt, post.content, ...post.tags].some((text) => text.toLowerCase().includes(needle)),
  );
}

export type BlogSort = 'latest' | 'popular';

/** Latest: newest date first. Popular: most likes first. */
export function sortBlogPosts<T extends Pick<BlogPost, 'date' | 'likes'>>(posts: readonly T[], sort: BlogSort): T[] {
  const key = sort === 'latest' ? (p: T) => Date.parse(p.date) : (p: T) => p.likes;
  return [...posts].sort((a, b) => key(b) - key(a));
}
