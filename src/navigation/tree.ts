import type { NavItem } from './types';

/**
 * The documentation tree: the guide part of the site, exactly as the navigation outline
 * describes it. API groups carry `apiProduct` and receive their entries from generated data.
 * Leaves whose page is not written yet stay here (they are part of the plan) but are not
 * linked: `linkedTree` in `./linked.ts` prunes them.
 */
export const docsTree: NavItem[] = [
  { pathname: '/x/whats-new', title: "What's new in MUI X" },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/introduction/installation', title: 'Installation' },
      { pathname: '/x/introduction/licensing', title: 'Licensing' },
      { pathname: '/x/introduction/support', title: 'Support' },
      {
        pathname: '/x/introduction/priority-support',
        title: 'Priority support',
        plan: 'premium',
        newFeature: true,
      },
      { pathname: '/x/guides/telemetry', title: 'Telemetry', plan: 'pro' },
      { pathname: '/x/introduction/roadmap', title: 'Roadmap' },
    ],
  },
  {
    pathname: '/x/common-features-group',
    title: 'Common concepts',
    children: [{ pathname: '/x/common-concepts/custom-components', title: 'Slots and subcomponents' }],
  },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      { pathname: '/x/react-data-grid/quickstart', title: 'Quickstart' },
      { pathname: '/x/react-data-grid/features', title: 'Features' },
      {
        pathname: '/x/react-data-grid/main-features',
        subheader: 'Main features',
        children: [
          { pathname: '/x/react-data-grid/layout', title: 'Layout' },
          {
            pathname: '/x/react-data-grid/columns',
            // The outline gives this group no title; the drawer would show its path.
            title: 'Columns',
            children: [
              { pathname: '/x/react-data-grid/column-definition', title: 'Column definition' },
              { pathname: '/x/react-data-grid/column-dimensions', title: 'Column dimensions' },
              { pathname: '/x/react-data-grid/column-visibility', title: 'Column visibility' },
              { pathname: '/x/react-data-grid/custom-columns', title: 'Custom columns' },
              { pathname: '/x/react-data-grid/column-header', title: 'Column header' },
              { pathname: '/x/react-data-grid/column-menu', title: 'Column menu' },
              { pathname: '/x/react-data-grid/column-spanning', title: 'Column spanning' },
              { pathname: '/x/react-data-grid/column-groups', title: 'Column groups' },
              {
                pathname: '/x/react-data-grid/column-ordering',
                title: 'Column ordering',
                plan: 'pro',
              },
              {
                pathname: '/x/react-data-grid/column-pinning',
                title: 'Column pinning',
                plan: 'pro',
              },
              { pathname: '/x/react-data-grid/column-recipes', title: 'Recipes' },
            ],
          },
          {
            pathname: '/x/react-data-grid/rows',
            // The outline gives this group no title; the drawer would show its path.
            title: 'Rows',
            children: [
              { pathname: '/x/react-data-grid/row-definition', title: 'Row definition' },
              { pathname: '/x/react-data-grid/row-updates', title: 'Row updates' },
              { pathname: '/x/react-data-grid/row-height', title: 'Row height' },
              {
                pathname: '/x/react-data-grid/row-spanning',
                title: 'Row spanning',
                newFeature: true,
              },
              { pathname: '/x/react-data-grid/master-detail', title: 'Master detail', plan: 'pro' },
              { pathname: '/x/react-data-grid/row-ordering', title: 'Row ordering', plan: 'pro' },
              { pathname: '/x/react-data-grid/row-pinning', title: 'Row pinning', plan: 'pro' },
              { pathname: '/x/react-data-grid/row-recipes', title: 'Recipes' },
            ],
          },
          { pathname: '/x/react-data-grid/cells', title: 'Cells' },
          {
            pathname: '/x/react-data-grid/editing-group',
            title: 'Editing',
            children: [
              { pathname: '/x/react-data-grid/editing', title: 'Overview' },
              { pathname: '/x/react-data-grid/editing/persistence', title: 'Persistence' },
              {
                pathname: '/x/react-data-grid/editing/custom-edit-component',
                title: 'Custom edit component',
              },
              { pathname: '/x/react-data-grid/editing/editing-events', title: 'Editing events' },
              { pathname: '/x/react-data-grid/recipes-editing', title: 'Recipes' },
            ],
          },
          { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
          {
            pathname: '/x/react-data-grid/filtering-group',
            title: 'Filtering',
            children: [
              { pathname: '/x/react-data-grid/filtering', title: 'Overview' },
              { pathname: '/x/react-data-grid/filtering/customization', title: 'Customization' },
              { pathname: '/x/react-data-grid/filtering/quick-filter', title: 'Quick filter' },
              { pathname: '/x/react-data-grid/filtering/server-side', title: 'Server-side filter' },
              {
                pathname: '/x/react-data-grid/filtering/multi-filters',
                title: 'Multi filters',
                plan: 'pro',
              },
              {
                pathname: '/x/react-data-grid/filtering/header-filters',
                title: 'Header filters',
                plan: 'pro',
              },
              { pathname: '/x/react-data-grid/filtering-recipes', title: 'Recipes' },
            ],
          },
          { pathname: '/x/react-data-grid/pagination', title: 'Pagination' },
          {
            pathname: '/x/react-data-grid/selection',
            // The outline gives this group no title; the drawer would show its path.
            title: 'Selection',
            children: [
              { pathname: '/x/react-data-grid/row-selection', title: 'Row selection' },
              {
                pathname: '/x/react-data-grid/cell-selection',
                title: 'Cell selection',
                plan: 'premium',
              },
            ],
          },
          { pathname: '/x/react-data-grid/virtualization', title: 'Virtualization' },
          { pathname: '/x/react-data-grid/accessibility', title: 'Accessibility' },
          { pathname: '/x/react-data-grid/localization', title: 'Localization' },
        ],
      },
      {
        pathname: '/x/react-data-grid/advanced-features-group',
        subheader: 'Advanced features',
        children: [
          { pathname: '/x/react-data-grid/tree-data', title: 'Tree data', plan: 'pro' },
          {
            pathname: '/x/react-data-grid/row-grouping-group',
            title: 'Row grouping',
            plan: 'premium',
            children: [
              { pathname: '/x/react-data-grid/row-grouping', title: 'Overview' },
              { pathname: '/x/react-data-grid/recipes-row-grouping', title: 'Recipes' },
            ],
          },
          { pathname: '/x/react-data-grid/aggregation', title: 'Aggregation', plan: 'premium' },
          {
            pathname: '/x/react-data-grid/pivoting',
            title: 'Pivoting',
            plan: 'premium',
            planned: true,
          },
          { pathname: '/x/react-data-grid/export', title: 'Export' },
          { pathname: '/x/react-data-grid/clipboard', title: 'Copy and paste' },
          { pathname: '/x/react-data-grid/scrolling', title: 'Scrolling' },
          { pathname: '/x/react-data-grid/list-view', title: 'List view', plan: 'pro' },
          {
            pathname: '/x/react-data-grid/server-side-data-group',
            title: 'Server-side data',
            newFeature: true,
            children: [
              { pathname: '/x/react-data-grid/server-side-data', title: 'Overview' },
              {
                pathname: '/x/react-data-grid/server-side-data/tree-data',
                title: 'Tree data',
                plan: 'pro',
              },
              {
                pathname: '/x/react-data-grid/server-side-data/lazy-loading',
                title: 'Lazy loading',
                plan: 'pro',
              },
              {
                pathname: '/x/react-data-grid/server-side-data/row-grouping',
                title: 'Row grouping',
                plan: 'premium',
              },
              {
                pathname: '/x/react-data-grid/server-side-data/aggregation',
                title: 'Aggregation',
                plan: 'premium',
              },
            ],
          },
        ],
      },
      {
        pathname: '/x/react-data-grid/components-group',
        subheader: 'Components',
        newFeature: true,
        children: [
          { pathname: '/x/react-data-grid/components/usage', title: 'Usage' },
          { pathname: '/x/react-data-grid/components/toolbar', title: 'Toolbar' },
          { pathname: '/x/react-data-grid/components/export', title: 'Export' },
          { pathname: '/x/react-data-grid/components/quick-filter', title: 'Quick Filter' },
          {
            pathname: '/x/react-data-grid/components/columns-panel',
            title: 'Columns Panel',
            planned: true,
          },
          {
            pathname: '/x/react-data-grid/components/filter-panel',
            title: 'Filter Panel',
            planned: true,
          },
        ],
      },
      {
        pathname: '/x/react-data-grid/customization-group',
        subheader: 'Customization',
        children: [
          { pathname: '/x/react-data-grid/style', title: 'Styling basics' },
          { pathname: '/x/react-data-grid/style-recipes', title: 'Styling recipes' },
          { pathname: '/x/react-data-grid/overlays', title: 'Overlays' },
          { pathname: '/x/react-data-grid/components', title: 'Custom subcomponents' },
        ],
      },
      {
        pathname: '/x/api/resources-group',
        subheader: 'Resources',
        children: [
          { pathname: '/x/react-data-grid/api-object', title: 'API object' },
          { pathname: '/x/react-data-grid/events', title: 'Events' },
          { pathname: '/x/react-data-grid/state', title: 'State' },
          { pathname: '/x/react-data-grid/performance', title: 'Performance' },
        ],
      },
      { pathname: '/x/api/data-grid-group', title: 'API reference', apiProduct: 'data-grid' },
    ],
  },
  {
    pathname: '/x/react-date-pickers-group',
    title: 'Date and Time Pickers',
    children: [
      { pathname: '/x/react-date-pickers', title: 'Overview' },
      { pathname: '/x/react-date-pickers/quickstart', title: 'Quickstart' },
      { pathname: '/x/react-date-pickers/base-concepts', title: 'Base concepts' },
      {
        pathname: '/x/react-date-pickers-components',
        subheader: 'Components',
        children: [
          {
            pathname: '/x/react-date-pickers/date-pickers',
            title: 'Date components',
            children: [
              { pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker' },
              { pathname: '/x/react-date-pickers/date-field', title: 'Date Field' },
              { pathname: '/x/react-date-pickers/date-calendar', title: 'Date Calendar' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/time-pickers',
            title: 'Time components',
            children: [
              { pathname: '/x/react-date-pickers/time-picker', title: 'Time Picker' },
              { pathname: '/x/react-date-pickers/time-field', title: 'Time Field' },
              { pathname: '/x/react-date-pickers/time-clock', title: 'Time Clock' },
              { pathname: '/x/react-date-pickers/digital-clock', title: 'Digital Clock' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-time-pickers',
            title: 'Date Time components',
            children: [
              { pathname: '/x/react-date-pickers/date-time-picker', title: 'Date Time Picker' },
              { pathname: '/x/react-date-pickers/date-time-field', title: 'Date Time Field' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-range-pickers',
            title: 'Date Range components',
            plan: 'pro',
            children: [
              { pathname: '/x/react-date-pickers/date-range-picker', title: 'Date Range Picker' },
              { pathname: '/x/react-date-pickers/date-range-field', title: 'Date Range Field' },
              {
                pathname: '/x/react-date-pickers/date-range-calendar',
                title: 'Date Range Calendar',
              },
            ],
          },
          {
            pathname: '/x/react-date-pickers/time-range-pickers',
            title: 'Time Range components',
            plan: 'pro',
            children: [
              {
                pathname: '/x/react-date-pickers/time-range-picker',
                title: 'Time Range Picker',
                newFeature: true,
              },
              { pathname: '/x/react-date-pickers/time-range-field', title: 'Time Range Field' },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-time-range-pickers',
            title: 'Date Time Range components',
            plan: 'pro',
            children: [
              {
                pathname: '/x/react-date-pickers/date-time-range-picker',
                title: 'Date Time Range Picker',
              },
              {
                pathname: '/x/react-date-pickers/date-time-range-field',
                title: 'Date Time Range Field',
              },
            ],
          },
          { pathname: '/x/react-date-pickers/fields', title: 'Field components' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/main-features',
        subheader: 'Main features',
        children: [
          { pathname: '/x/react-date-pickers/validation', title: 'Validation' },
          { pathname: '/x/react-date-pickers/lifecycle', title: 'Components lifecycle' },
          { pathname: '/x/react-date-pickers/shortcuts', title: 'Shortcuts' },
          { pathname: '/x/react-date-pickers/accessibility', title: 'Accessibility' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/localization-group',
        subheader: 'Localization',
        children: [
          { pathname: '/x/react-date-pickers/localization', title: 'Translated components' },
          {
            pathname: '/x/react-date-pickers/adapters-locale',
            title: 'Date format and localization',
          },
          { pathname: '/x/react-date-pickers/timezone', title: 'UTC and timezones' },
          { pathname: '/x/react-date-pickers/calendar-systems', title: 'Calendar systems' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/customization-group',
        subheader: 'Customization',
        children: [
          { pathname: '/x/react-date-pickers/custom-components', title: 'Custom subcomponents' },
          { pathname: '/x/react-date-pickers/custom-layout', title: 'Custom layout' },
          { pathname: '/x/react-date-pickers/custom-field', title: 'Custom field' },
          {
            pathname: '/x/react-date-pickers/custom-opening-button',
            title: 'Custom opening button',
          },
          { pathname: '/x/react-date-pickers/playground', title: 'Customization playground' },
        ],
      },
      {
        pathname: '/x/api/picker-resources',
        subheader: 'Resources',
        children: [
          {
            pathname: '/x/api/date-pickers-group',
            title: 'API reference',
            apiProduct: 'date-pickers',
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-charts-group',
    title: 'Charts',
    children: [
      { pathname: '/x/react-charts', title: 'Overview' },
      { pathname: '/x/react-charts/quickstart', title: 'Quickstart' },
      {
        pathname: '/x/react-chart-components',
        subheader: 'Components',
        children: [
          {
            pathname: '/x/react-charts-bars',
            title: 'Bars',
            children: [
              { pathname: '/x/react-charts/bars', title: 'Overview' },
              { pathname: '/x/react-charts/bar-demo', title: 'Demos' },
            ],
          },
          {
            pathname: '/x/react-charts-lines',
            title: 'Lines',
            children: [
              { pathname: '/x/react-charts/lines', title: 'Overview' },
              { pathname: '/x/react-charts/line-demo', title: 'Lines demo' },
              { pathname: '/x/react-charts/areas-demo', title: 'Area demo' },
            ],
          },
          {
            pathname: '/x/react-charts-pie',
            title: 'Pie',
            children: [
              { pathname: '/x/react-charts/pie', title: 'Overview' },
              { pathname: '/x/react-charts/pie-demo', title: 'Demo' },
            ],
          },
          {
            pathname: '/x/react-charts-scatter',
            title: 'Scatter',
            children: [
              { pathname: '/x/react-charts/scatter', title: 'Overview' },
              { pathname: '/x/react-charts/scatter-demo', title: 'Demo' },
            ],
          },
          { pathname: '/x/react-charts/sparkline', title: 'Sparkline' },
          { pathname: '/x/react-charts/gauge', title: 'Gauge' },
          { pathname: '/x/react-charts/radar', title: 'Radar', unstable: true },
          { pathname: '/x/react-charts/heatmap', title: 'Heatmap', plan: 'pro' },
          { pathname: '/x/react-charts/funnel', title: 'Funnel', plan: 'pro', unstable: true },
          {
            pathname: '/x/react-charts/main-features',
            subheader: 'Main features',
            children: [
              { pathname: '/x/react-charts/axis', title: 'Axis' },
              { pathname: '/x/react-charts/components', title: 'Custom components' },
              { pathname: '/x/react-charts/composition', title: 'Composition' },
              { pathname: '/x/react-charts/label', title: 'Label' },
              { pathname: '/x/react-charts/legend', title: 'Legend' },
              { pathname: '/x/react-charts/stacking', title: 'Stacking' },
              { pathname: '/x/react-charts/styling', title: 'Styling' },
              { pathname: '/x/react-charts/tooltip', title: 'Tooltip' },
              { pathname: '/x/react-charts/highlighting', title: 'Highlighting' },
              { pathname: '/x/react-charts/zoom-and-pan', title: 'Zoom and pan', plan: 'pro' },
            ],
          },
          {
            pathname: '/x/api/chart-resources',
            subheader: 'Resources',
            children: [{ pathname: '/x/api/charts-group', title: 'API reference', apiProduct: 'charts' }],
          },
          {
            pathname: '/x/react-charts-future',
            subheader: 'Future components',
            children: [
              { pathname: '/x/react-charts/treemap', title: 'Treemap', planned: true },
              { pathname: '/x/react-charts/sankey', title: 'Sankey', plan: 'pro', planned: true },
              { pathname: '/x/react-charts/gantt', title: 'Gantt', plan: 'pro', planned: true },
            ],
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-tree-view-group',
    title: 'Tree View',
    children: [
      { pathname: '/x/react-tree-view', title: 'Overview' },
      { pathname: '/x/react-tree-view/quickstart', title: 'Quickstart' },
      {
        pathname: '/x/react-tree-view/simple-tree-view',
        subheader: 'Simple Tree View',
        children: [
          { pathname: '/x/react-tree-view/simple-tree-view/items', title: 'Items' },
          { pathname: '/x/react-tree-view/simple-tree-view/selection', title: 'Selection' },
          { pathname: '/x/react-tree-view/simple-tree-view/expansion', title: 'Expansion' },
          { pathname: '/x/react-tree-view/simple-tree-view/customization', title: 'Customization' },
          { pathname: '/x/react-tree-view/simple-tree-view/focus', title: 'Focus' },
        ],
      },
      {
        pathname: '/x/react-tree-view/rich-tree-view',
        subheader: 'Rich Tree View',
        children: [
          { pathname: '/x/react-tree-view/rich-tree-view/items', title: 'Items' },
          { pathname: '/x/react-tree-view/rich-tree-view/selection', title: 'Selection' },
          { pathname: '/x/react-tree-view/rich-tree-view/expansion', title: 'Expansion' },
          { pathname: '/x/react-tree-view/rich-tree-view/customization', title: 'Customization' },
          { pathname: '/x/react-tree-view/rich-tree-view/focus', title: 'Focus' },
          {
            pathname: '/x/react-tree-view/rich-tree-view/editing',
            title: 'Editing',
            newFeature: true,
          },
          {
            pathname: '/x/react-tree-view/rich-tree-view/lazy-loading',
            title: 'Lazy loading',
            plan: 'pro',
            newFeature: true,
          },
          {
            pathname: '/x/react-tree-view/rich-tree-view/ordering',
            title: 'Ordering',
            plan: 'pro',
            newFeature: true,
          },
        ],
      },
      {
        pathname: '/x/react-tree-view/main-features',
        subheader: 'Main features',
        children: [
          { pathname: '/x/react-tree-view/accessibility', title: 'Accessibility' },
          { pathname: '/x/react-tree-view/tree-item-customization', title: 'Item customization' },
        ],
      },
      {
        pathname: '/x/api/tree-view-resources',
        subheader: 'Resources',
        children: [{ pathname: '/x/api/tree-view-group', title: 'API reference', apiProduct: 'tree-view' }],
      },
    ],
  },
  {
    pathname: '/x/migration-group',
    title: 'Migration',
    children: [
      {
        pathname: '/x/migration-v8',
        subheader: 'Upgrade to v8',
        children: [
          { pathname: '/x/migration/migration-data-grid-v7', title: 'Breaking changes: Data Grid' },
          {
            pathname: '/x/migration/migration-pickers-v7',
            title: 'Breaking changes: Date and Time Pickers',
          },
          { pathname: '/x/migration/migration-charts-v7', title: 'Breaking changes: Charts' },
          { pathname: '/x/migration/migration-tree-view-v7', title: 'Breaking changes: Tree View' },
          {
            pathname: '/x/migration/usage-with-material-ui-v5-v6',
            title: 'Usage with Material UI v5/v6',
          },
        ],
      },
      {
        pathname: '/x/migration-v7',
        title: 'Upgrade to v7',
        children: [
          { pathname: '/x/migration/migration-data-grid-v6', title: 'Breaking changes: Data Grid' },
          {
            pathname: '/x/migration/migration-pickers-v6',
            title: 'Breaking changes: Date and Time Pickers',
          },
          { pathname: '/x/migration/migration-charts-v6', title: 'Breaking changes: Charts' },
          { pathname: '/x/migration/migration-tree-view-v6', title: 'Breaking changes: Tree View' },
        ],
      },
      {
        pathname: '/x/migration-v6',
        title: 'Upgrade to v6',
        children: [
          { pathname: '/x/migration/migration-data-grid-v5', title: 'Breaking changes: Data Grid' },
          {
            pathname: '/x/migration/migration-pickers-v5',
            title: 'Breaking changes: Date and Time Pickers',
          },
          {
            pathname: '/x/migration/migration-tree-view-lab',
            title: 'Migration from lab to v6 (Tree View)',
          },
        ],
      },
      {
        pathname: '/x/migration-earlier',
        title: 'Earlier versions',
        children: [
          {
            pathname: '/x/migration/migration-pickers-lab',
            title: 'Migration from lab to v5 (Date and Time Pickers)',
          },
          {
            pathname: '/x/migration/migration-data-grid-v4',
            title: 'Migration from v4 to v5 (Data Grid)',
          },
        ],
      },
    ],
  },
];
