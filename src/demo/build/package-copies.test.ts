import { describe, expect, it } from 'vitest';
import { checkOneChartsCopyPerPage, checkOneTreeViewCopyPerDemo } from './package-copies';

describe('one copy of the charts per page', () => {
  it('accepts pages that keep to one charts package', () => {
    expect(() =>
      checkOneChartsCopyPerPage([
        { page: 'a', file: 'content/a/demos/Bars.tsx', imports: ['@mui/x-charts/BarChart'] },
        { page: 'a', file: 'content/a/demos/Lines.tsx', imports: ['@mui/x-charts'] },
        { page: 'b', file: 'content/b/demos/Zoom.tsx', imports: ['@mui/x-charts-pro/BarChartPro'] },
        { page: 'b', file: 'content/b/demos/Legend.tsx', imports: ['@mui/x-charts-pro'] },
      ]),
    ).not.toThrow();
  });

  it('names the page and the files when one page imports both', () => {
    expect(() =>
      checkOneChartsCopyPerPage([
        {
          page: 'react-charts/heatmap',
          file: 'content/h/demos/Grid.tsx',
          imports: ['@mui/x-charts-pro/Heatmap'],
        },
        {
          page: 'react-charts/heatmap',
          file: 'content/h/demos/Legend.tsx',
          imports: ['@mui/x-charts/ChartsLegend', 'react'],
        },
      ]),
    ).toThrow(
      /Page react-charts\/heatmap loads two copies of the charts: content\/h\/demos\/Grid\.tsx .*content\/h\/demos\/Legend\.tsx/,
    );
  });
});

describe('one copy of the tree view per demo', () => {
  it('accepts a page with a Pro demo beside community demos', () => {
    expect(() =>
      checkOneTreeViewCopyPerDemo([
        { page: 'p', file: 'content/p/demos/Handle.tsx', imports: ['@mui/x-tree-view-pro', 'react'] },
        { page: 'p', file: 'content/p/demos/Label.tsx', imports: ['@mui/x-tree-view/TreeItem'] },
      ]),
    ).not.toThrow();
  });

  it('names the demo that imports both packages', () => {
    expect(() =>
      checkOneTreeViewCopyPerDemo([
        {
          page: 'p',
          file: 'content/p/demos/Mixed.tsx',
          imports: ['@mui/x-tree-view-pro', '@mui/x-tree-view/hooks'],
        },
      ]),
    ).toThrow(/content\/p\/demos\/Mixed\.tsx import both @mui\/x-tree-view-pro/);
  });
});
