import type { Metadata } from 'next';
import { Shell } from './Shell';

export const metadata: Metadata = { title: 'MUI X (naive baseline)' };

/** The root layout a team writes first: the MUI shell around every page. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Shell>{children}</Shell>
      </body>
    </html>
  );
}
