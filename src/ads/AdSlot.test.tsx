import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdSlot } from './AdSlot';

describe('AdSlot in the prerendered HTML', () => {
  it('shows an in-house ad at once when no ad network is configured: there is nothing to wait for', () => {
    const html = renderToStaticMarkup(<AdSlot config={{}} />);
    expect(html).toContain('data-ad-state="inhouse"');
    expect(html).toMatch(/data-ad-inhouse="[a-z-]+"/);
    expect(html).not.toContain('data-ad-placeholder');
  });

  it('shows a placeholder, not an empty band, while a configured network is asked', () => {
    const html = renderToStaticMarkup(<AdSlot config={{ jsonUrl: 'https://ads.example/ads.json' }} />);
    expect(html).toContain('data-ad-state="pending"');
    expect(html).toContain('data-ad-placeholder');
    expect(html).not.toContain('data-ad-inhouse');
  });
});
