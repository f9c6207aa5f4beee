import Link from 'next/link';
import MonthlyRevenue from '@/generated/demos/marketing/home/MonthlyRevenue';
import OrdersGrid from '@/generated/demos/marketing/home/OrdersGrid';
import ProjectFiles from '@/generated/demos/marketing/home/ProjectFiles';
import TripDates from '@/generated/demos/marketing/home/TripDates';
import { DOCS_VERSION } from '../../config';
import { PRODUCTS, type Product } from '../links';
import { HeroArt } from '../HeroArt';
import m from '../marketing.module.css';
import { ProductCard, type ProductCardProps } from './ProductCard';
import styles from './home.module.css';

const product = (id: Product['id']) => PRODUCTS.find((p) => p.id === id)!;

// Every home demo sets this height on its outer element, so the cards line up.
const DEMO_HEIGHT = 300;

const CARDS: Omit<ProductCardProps, 'demoHeight'>[] = [
  {
    product: product('data-grid'),
    pitch: 'A fast table for reading and editing large data sets, with virtualized rows and columns.',
    highlights: [
      'Sorting, filtering, editing, selection and CSV export, free',
      'Pinning, tree data and header filters in Pro',
      'Row grouping, aggregation and Excel export in Premium',
    ],
    demo: OrdersGrid,
  },
  {
    product: product('date-pickers'),
    pitch: 'Fields, calendars, clocks and pickers for dates and times, typed or picked.',
    highlights: [
      'Keyboard-friendly fields with validation',
      'Time zones, locales and your choice of date library',
      'Date, time and date-time range pickers in Pro',
    ],
    demo: TripDates,
  },
  {
    product: product('charts'),
    pitch: 'SVG charts that compose: put series, axes, legends and tooltips together as you need.',
    highlights: [
      'Bars, lines, areas, pies, scatter, sparklines and gauges',
      'Highlighting, tooltips and stacking built in',
      'Heatmap, funnel and zoom and pan in Pro',
    ],
    demo: MonthlyRevenue,
  },
  {
    product: product('tree-view'),
    pitch: 'Hierarchical navigation for files, categories and org charts, from JSX or from data.',
    highlights: [
      'Expansion, single or multiple selection, focus management',
      'Inline label editing and custom items',
      'Lazy loading and drag-and-drop reordering in Pro',
    ],
    demo: ProjectFiles,
  },
];

const PLANS = [
  { name: 'Community', text: 'Free and open source under the MIT license. Every product, no key needed.' },
  {
    name: 'Pro',
    text: 'Commercial. Adds the advanced features of every product, from column pinning to range pickers.',
  },
  {
    name: 'Premium',
    text: 'Commercial. Everything in Pro, plus the Data Grid features for analysis: grouping, aggregation and more.',
  },
] as const;

/** The home page body. Server-rendered; only the four demos load code, when they come into view. */
export function HomeContent() {
  return (
    <>
      <div className={m.hero}>
        <div className={`${m.container} ${m.heroGrid}`}>
          <div>
            <p className={m.eyebrow}>Version {DOCS_VERSION}</p>
            <h1 className={m.title}>MUI X: React components for data-heavy apps</h1>
            <p className={m.lead}>
              Tables, date inputs, charts and trees take the most effort to build well. MUI X gives React
              developers a tested, accessible version of each, built on Material UI and styled by the same
              theme, so dashboards, admin tools and back offices come together faster.
            </p>
            <div className={m.actions}>
              <Link href="/x/introduction/" className={m.button}>
                Read the documentation
              </Link>
              <Link href="/x/" className={m.buttonSecondary}>
                Explore the suite
              </Link>
            </div>
          </div>
          <HeroArt />
        </div>
      </div>

      <div className={m.container}>
        <section aria-labelledby="audience-heading" className={m.section}>
          <h2 id="audience-heading" className={m.sectionTitle}>
            Made for teams that work with data
          </h2>
          <ul className={styles.audience}>
            <li>
              <strong>Internal tools and dashboards.</strong> Thousands of rows, dense forms and live figures,
              with keyboard support and screen reader semantics already handled.
            </li>
            <li>
              <strong>Apps built with Material UI.</strong> The components read your theme, accept the{' '}
              <code className={m.code}>sx</code> prop and follow your colour mode and text direction.
            </li>
            <li>
              <strong>Projects that grow.</strong> Start with the free packages; add a commercial one when you
              need an advanced feature, without rewriting the screens you have.
            </li>
          </ul>
        </section>

        <section aria-labelledby="products-heading" className={m.section}>
          <h2 id="products-heading" className={m.sectionTitle}>
            Four products, one design system
          </h2>
          <p className={m.sectionLead}>
            Each product is its own package, so you install only what you use. The demos below are live: sort
            the orders, change the dates, hover the bars, open the folders.
          </p>
          <div className={styles.products}>
            {CARDS.map((card) => (
              <ProductCard key={card.product.id} {...card} demoHeight={DEMO_HEIGHT} />
            ))}
          </div>
        </section>

        <section aria-labelledby="plans-heading" className={m.section}>
          <h2 id="plans-heading" className={m.sectionTitle}>
            Three plans
          </h2>
          <p className={m.sectionLead}>Each plan includes everything in the plan before it.</p>
          <ul className={`${m.grid} ${styles.plans}`}>
            {PLANS.map((plan) => (
              <li key={plan.name} className={m.card}>
                <h3 className={m.cardTitle}>{plan.name}</h3>
                <p className={m.cardText}>{plan.text}</p>
              </li>
            ))}
          </ul>
          <p className={styles.plansLink}>
            <Link href="/pricing/" className={m.textLink}>
              See which features each plan includes
            </Link>
          </p>
        </section>

        <section aria-labelledby="start-heading" className={m.callout}>
          <h2 id="start-heading" className={m.sectionTitle}>
            Start with the documentation
          </h2>
          <p className={m.sectionLead}>
            Install a package, follow a quickstart, and have a working grid, picker, chart or tree in minutes.
          </p>
          <code className={m.command}>npm install @mui/x-data-grid@{DOCS_VERSION}</code>
          <div className={m.actions}>
            <Link href="/x/introduction/installation/" className={m.button}>
              Installation guide
            </Link>
            <Link href="/x/react-data-grid/quickstart/" className={m.buttonSecondary}>
              Data Grid quickstart
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
