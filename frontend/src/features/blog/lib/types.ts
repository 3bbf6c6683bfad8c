import type { Locale } from '@reactivation/contracts';

/** SPEC §3 "Blog post summary", as compiled from the Markdown front matter at build time. */
export interface BlogPostSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  /** ISO date, e.g. "2025-06-04". */
  date: string;
  /** e.g. "8 min read". */
  readTime: string;
  readMinutes: number;
  category: string;
  tags: string[];
  metaDescription: string;
  keywords: string[];
  /** Cover image paths by width (16:9 WebP). */
  image: Record<number, string>;
  /** The language this version of the article is written in (every article exists in each). */
  lang: Locale;
}

/** SPEC §3 "Blog article record": a summary with its sanitised HTML. */
export type BlogPost = BlogPostSummary & { html: string };

/** SPEC §2: the listing's filter values, in order; "All" first. */
export const BLOG_CATEGORIES = [
  'Case Study',
  'Guide',
  'Legal Guide',
  'Platform Guide',
  'Legal Rights',
  'Safety Guide',
  'Customer Service',
  'Compliance Guide',
  'Tax Compliance',
  'Performance Guide',
  'Legal Defense',
  'Strategic Recovery',
  'Trend Analysis',
  'Appeal Strategy',
  'Technical Issues',
  'Communication Strategy',
  'Amazon Flex',
  'Prevention Guide',
  'Success Stories',
  'Strategy Guide',
  'Platform Comparison',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A card shows at most this many tags (SPEC §2). */
export const CARD_TAGS = 3;
