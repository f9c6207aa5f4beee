import { MarketingFrame } from '../marketing/MarketingFrame';
import { TAGS, type TagId } from './meta';
import { PostList, TagFilter } from './PostList';
import { blogPosts, usedTags } from './posts';
import styles from './blog.module.css';

/** The blog's index, all posts or those with one tag. */
export function BlogIndex({ tag }: { tag: TagId | null }) {
  const posts = blogPosts().filter((post) => tag === null || post.tags.includes(tag));
  return (
    <MarketingFrame current="blog">
      <div className={styles.index}>
        <header className={styles.indexHeader}>
          <h1 className={styles.indexTitle}>{tag ? `Blog: ${TAGS[tag]}` : 'Blog'}</h1>
          <p className={styles.lead}>
            Upgrade notes, performance work and in-depth guides for the MUI X components, from the people who
            write these docs.{' '}
            <a href="/blog/feed.xml" className={styles.feedLink}>
              Subscribe to the feed
            </a>
            .
          </p>
        </header>
        <TagFilter tags={usedTags()} active={tag} />
        <p className={styles.resultCount} aria-live="polite">
          {posts.length === 1 ? '1 post' : `${posts.length} posts`}
          {tag ? ` tagged ${TAGS[tag]}` : ''}
        </p>
        <PostList posts={posts} />
      </div>
    </MarketingFrame>
  );
}
