// The theme's CSS variables (written at build): themed pages only, not the playground.
import '@/generated/theme.css';
import { productionHost } from '@/src/config';
import { DelegatedLinks } from '@/src/shell/DelegatedLinks';
import { ProgressBar } from '@/src/shell/ProgressBar';
import { ServiceWorker } from '@/src/sw/ServiceWorker';
import { SiteProviders } from '@/src/theme/SiteProviders';

/** Every themed page. (The playground lives outside this group: no theme wrapper.) */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteProviders licenseKey={process.env.MUI_X_LICENSE_KEY}>
      <ProgressBar />
      <DelegatedLinks />
      <ServiceWorker productionHost={productionHost()} />
      {children}
    </SiteProviders>
  );
}
