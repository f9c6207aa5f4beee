import type { Viewport } from 'next';
import { Document } from '@/src/shell/Document';
import { rootMetadata } from '@/src/shell/metadata';

export const metadata = rootMetadata;
export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#FFFFFF' },
    { media: '(prefers-color-scheme: dark)', color: '#0C1116' },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <Document>{children}</Document>;
}
