import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WholeVisitTable } from './SizeTables';

const figures = {
  jsGzipBytes: 512_000,
  jsFiles: 40,
  blockingMs: 1500,
  longestTaskMs: 400,
  lcpMs: 900,
  lighthouseMobile: 70,
};

describe('WholeVisitTable', () => {
  it('shows the site figure, then the naive figure and the ratio; a dash for what was not measured', () => {
    const html = renderToStaticMarkup(
      <WholeVisitTable
        wholeVisit={{
          commit: '96ba9c7',
          date: '2026-11-27T18:30:00.000Z',
          measuredWith: 'a build',
          pages: [
            {
              route: '/x/react-data-grid/sorting/',
              title: 'Sorting',
              site: figures,
              naive: { ...figures, jsGzipBytes: 1_024_000, blockingMs: 3000, lighthouseMobile: null },
            },
          ],
          pageChange: { clicks: 10, site: { medianMs: 1, p90Ms: 2 }, naive: { medianMs: 3, p90Ms: 4 } },
        }}
      />,
    );
    expect(html).toContain('<a href="/x/react-data-grid/sorting/">Sorting</a>');
    expect(html).toMatch(/500\.0 KB<span[^>]*>naive 1,000\.0 KB · 50 %<\/span>/);
    expect(html).toMatch(/1,500 ms<span[^>]*>naive 3,000 ms · 50 %<\/span>/);
    expect(html).toMatch(/70<span[^>]*>naive –<\/span>/);
  });
});
