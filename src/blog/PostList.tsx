import Link from 'next/link';
import { TAGS, type TagId } from './meta';
import type { BlogPost } from './posts';
import { formatPostDate } from './format';
import styles from './blog.module.css';

/** The tag filter: one link per tag (a prerendered page each, so it works without JavaScript). */
export function TagFilter({
  tags,
  active,
}: {
  tags: { id: TagId; label: string; count: number }[];
  active: TagId | null;
}) {
  return (
    <nav aria-label="Filter posts by tag">
      <ul className={styles.tags}>
        <li>
          <Link href="/blog/" className={styles.tag} aria-current={active === null ? 'page' : undefined}>
            All posts
          </Link>
        </li>
        {tags.map((tag) => (
          <li key={tag.id}>
            <Link
              href={`/blog/tags/${tag.id}/`}
              className={styles.tag}
              aria-current={active === tag.id ? 'page' : undefined}
            >
              {tag.label} <span className={styles.count}>{tag.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Post cards, newest first. */
export function PostList({ posts }: { posts: BlogPost[] }) {
  return (
    <ol className={styles.posts}>
      {posts.map((post) => (
        <li key={post.slug} className={styles.card} data-post={post.slug}>
          <p className={styles.meta}>
            <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingMinutes} min read
          </p>
          <h2 className={styles.cardTitle}>
            <Link href={post.url}>{post.title}</Link>
          </h2>
          <p className={styles.cardText}>{post.description}</p>
          <ul className={styles.cardTags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>{TAGS[tag]}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
