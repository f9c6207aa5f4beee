import Link from 'next/link';
import { Demo } from '../../demo/Demo';
import type { DemoDescriptor } from '../../demo/types';
import type { Product } from '../links';
import m from '../marketing.module.css';
import styles from './home.module.css';

export interface ProductCardProps {
  product: Product;
  pitch: string;
  highlights: readonly string[];
  demo: DemoDescriptor;
  /** Reserved height of the demo, equal to the height its outer element sets. */
  demoHeight: number;
}

/** One product of the suite: what it does, a live demo, and where to start reading. */
export function ProductCard({ product, pitch, highlights, demo, demoHeight }: ProductCardProps) {
  const headingId = `product-${product.id}`;
  return (
    <article
      className={`${m.card} ${styles.productCard}`}
      aria-labelledby={headingId}
      data-product={product.id}
    >
      <h3 id={headingId} className={m.cardTitle}>
        {product.name}
      </h3>
      <p className={m.cardText}>{pitch}</p>
      <ul className={`${m.list} ${styles.highlights}`}>
        {highlights.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <div className={styles.demo}>
        <Demo of={demo} height={demoHeight} hideToolbar />
      </div>
      <div className={m.cardLinks}>
        <Link href={product.overview} className={m.textLink}>
          {product.name} overview
        </Link>
        <Link href={product.quickstart} className={m.textLink}>
          Quickstart
        </Link>
      </div>
    </article>
  );
}
