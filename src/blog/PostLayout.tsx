import Link from 'next/link';
import { Analytics } from '../analytics/Analytics';
import { gaMeasurementId } from '../config';
import { FeedbackWidget } from '../feedback/FeedbackWidget';
import { MarketingFrame } from '../marketing/MarketingFrame';
import { tocLabels } from '../shell/toc-labels';
import { TableOfContents } from '../shell/TableOfContents';
import { formatPostDate } from './format';
import { TAGS } from './meta';
import { adjacentPosts, type BlogPost } from './posts';
import styles from './blog.module.css';

/** A blog post: title, byline, reading time, tags, the table of contents, prose, neighbours. */
export function PostLayout({ post, children }: { post: BlogPost; children: React.ReactNode }) {
  const { older, newer } = adjacentPosts(post.slug);
  return (
    <MarketingFrame current="blog">
      <Analytics
        pathname={`/blog/${post.slug}`}
        title={post.title}
        productId="null"
        productCategoryId="null"
        gaId={gaMeasurementId()}
      />
      <div className={styles.postLayout}>
        <article className={styles.post} data-pagefind-body>
          <header className={styles.postHeader}>
            <p className={styles.back}>
              <Link href="/blog/">Blog</Link>
            </p>
            <h1 className={styles.postTitle}>{post.title}</h1>
            {post.frontMatter.cover ? (
              // A decorative banner: the title above says what the post is about.
              // eslint-disable-next-line @next/next/no-img-element -- a static file from public/, no optimiser at run time
              <img src={post.frontMatter.cover} alt="" className={styles.cover} width={1200} height={630} />
            ) : null}
            <p className={styles.lead}>{post.description}</p>
            <p className={styles.meta}>
              <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingMinutes} min read ·{' '}
              {post.authors.join(', ')}
            </p>
            <ul className={styles.cardTags} aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link href={`/blog/tags/${tag}/`}>{TAGS[tag]}</Link>
                </li>
              ))}
            </ul>
          </header>
          <div className="prose">{children}</div>
          <FeedbackWidget pathname={post.url} />
          <nav aria-label="More posts" className={styles.pager}>
            {newer ? (
              <Link href={newer.url} className={styles.pagerLink} rel="prev">
                <span className={styles.pagerHint}>Newer post</span>
                {newer.title}
              </Link>
            ) : (
              <span />
            )}
            {older ? (
              <Link href={older.url} className={`${styles.pagerLink} ${styles.pagerNext}`} rel="next">
                <span className={styles.pagerHint}>Older post</span>
                {older.title}
              </Link>
            ) : null}
          </nav>
        </article>
        {post.headings.length ? (
          <aside className={styles.toc} data-pagefind-ignore>
            <TableOfContents headings={post.headings} labels={tocLabels()} />
          </aside>
        ) : null}
      </div>
    </MarketingFrame>
  );
}
