import Blog from '@/generated/demos/templates/blog/Blog';
import Checkout from '@/generated/demos/templates/checkout/Checkout';
import Dashboard from '@/generated/demos/templates/dashboard/Dashboard';
import MarketingPage from '@/generated/demos/templates/marketing-page/MarketingPage';
import Onepirate from '@/generated/demos/templates/onepirate/Onepirate';
import Pricing from '@/generated/demos/templates/pricing/Pricing';
import SignIn from '@/generated/demos/templates/sign-in/SignIn';
import SignInSide from '@/generated/demos/templates/sign-in-side/SignInSide';
import SignUp from '@/generated/demos/templates/sign-up/SignUp';
import StickyFooter from '@/generated/demos/templates/sticky-footer/StickyFooter';
import type { DemoDescriptor } from '../demo/types';
import { TEMPLATES } from '../../templates/catalog';

// Imports, not names: a template whose file is missing fails the build here.
const DESCRIPTORS: DemoDescriptor[] = [
  Blog,
  Checkout,
  Dashboard,
  MarketingPage,
  Onepirate,
  Pricing,
  SignIn,
  SignInSide,
  SignUp,
  StickyFooter,
];

/** The catalog's templates with their demo descriptors, for the gallery's live previews. */
export function galleryEntries() {
  return TEMPLATES.map((entry) => {
    const demo = DESCRIPTORS.find((d) => d.id === `templates/${entry.slug}/${entry.name}`);
    if (!demo)
      throw new Error(
        `templates/catalog.ts lists ${entry.slug}, but templates/${entry.slug}/demos/${entry.name}.tsx has no demo.`,
      );
    return { ...entry, demo };
  });
}
