/** One full-page template: its source is `templates/<slug>/demos/<Name>.tsx`. */
export interface TemplateEntry {
  /** URL segment: `/templates/<slug>/`. */
  slug: string;
  /** The page title ("Dashboard template"), the gallery card heading. */
  title: string;
  description: string;
  /** What the template shows off, as short labels on its card. */
  uses: string[];
  /** The template's component, file and demo name: `templates/<slug>/demos/<name>.tsx`. */
  name: string;
}

/** The gallery's order: the richest templates first. */
export const TEMPLATES: TemplateEntry[] = [
  {
    slug: 'dashboard',
    title: 'Dashboard',
    description:
      'An admin dashboard for an online shop: KPI cards with sparklines, revenue and channel charts, an orders grid, a date picker and a tree view as navigation.',
    uses: ['Data Grid', 'Charts', 'Date Picker', 'Tree View'],
    name: 'Dashboard',
  },
  {
    slug: 'marketing-page',
    title: 'Marketing page',
    description:
      'A product landing page with a hero sign-up, customer logos, an interactive feature tour, testimonials, a pricing teaser and an FAQ.',
    uses: ['Material UI', 'Form validation'],
    name: 'MarketingPage',
  },
  {
    slug: 'checkout',
    title: 'Checkout',
    description:
      'A three-step checkout with shipping, payment (card number check and expiry validation) and an order review computed from the cart.',
    uses: ['Stepper', 'Form validation'],
    name: 'Checkout',
  },
  {
    slug: 'blog',
    title: 'Blog',
    description:
      'A blog home page with a featured post, category and title filters, paginated post cards and a list of the latest articles.',
    uses: ['Material UI', 'Pagination'],
    name: 'Blog',
  },
  {
    slug: 'pricing',
    title: 'Pricing',
    description:
      'A pricing page with a monthly or yearly switch, three plan cards, a feature comparison table and answers to common questions.',
    uses: ['Material UI', 'Toggle buttons'],
    name: 'Pricing',
  },
  {
    slug: 'sign-in',
    title: 'Sign-in',
    description:
      'A centred sign-in card with email and password checks, a password reset dialog and sign-in with other providers.',
    uses: ['Form validation', 'Dialog'],
    name: 'SignIn',
  },
  {
    slug: 'sign-in-side',
    title: 'Sign-in side',
    description:
      'A sign-in form beside a panel presenting the product, side by side on wide screens and stacked on phones.',
    uses: ['Form validation', 'Responsive layout'],
    name: 'SignInSide',
  },
  {
    slug: 'sign-up',
    title: 'Sign-up',
    description:
      'A registration form with a live password strength meter, password confirmation and a required terms checkbox.',
    uses: ['Form validation'],
    name: 'SignUp',
  },
  {
    slug: 'sticky-footer',
    title: 'Sticky footer',
    description:
      'A page whose footer stays at the bottom of the window when the content is short, and follows the content when it grows.',
    uses: ['Layout'],
    name: 'StickyFooter',
  },
  {
    slug: 'onepirate',
    title: 'Onepirate landing',
    description:
      'A travel landing page in its own typographic style (Roboto Condensed and Work Sans, self-hosted) with category tiles and a newsletter form.',
    uses: ['Custom typography', 'Form validation'],
    name: 'Onepirate',
  },
];

export function findTemplate(slug: string): TemplateEntry | null {
  return TEMPLATES.find((t) => t.slug === slug) ?? null;
}
