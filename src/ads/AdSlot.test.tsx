import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdSlot, inhouseFor } from './AdSlot';
import { INHOUSE_ADS } from './inhouse';

describe('AdSlot in the prerendered HTML', () => {
  it('shows an in-house ad at once when no ad network is configured: there is nothing to wait for', () => {
    const html = renderToStaticMarkup(<AdSlot config={{}} pathname="/x/introduction/installation/" />);
    expect(html).toContain('data-ad-state="inhouse"');
    expect(html).toContain(`data-ad-inhouse="${inhouseFor('/x/introduction/installation/').name}"`);
    expect(html).not.toContain('data-ad-placeholder');
  });

  it('shows a placeholder, not an empty band, while a configured network is asked', () => {
    const html = renderToStaticMarkup(
      <AdSlot config={{ jsonUrl: 'https://ads.example/ads.json' }} pathname="/x/introduction/" />,
    );
    expect(html).toContain('data-ad-state="pending"');
    expect(html).toContain('data-ad-placeholder');
    expect(html).not.toContain('data-ad-inhouse');
  });

  it('spreads the in-house ads over the pages', () => {
    const pages = [
      '/x/introduction/',
      '/x/react-data-grid/sorting/',
      '/x/react-charts/lines/',
      '/x/a/',
      '/x/b/',
    ];
    const names = new Set(pages.map((p) => inhouseFor(p).name));
    expect(names.size).toBeGreaterThan(1);
    expect(INHOUSE_ADS.map((ad) => ad.name)).toEqual(expect.arrayContaining([...names]));
  });
});
