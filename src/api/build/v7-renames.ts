/**
 * What the v8 migration guides give in place of props that v8 removed (since-v7.ts). An entry
 * applies before the v7 `@deprecated` note: the guide is the later word (v7's `yAxisKey` note
 * says "Use `xAxisId`"; the guide says `yAxisId`). An entry without `use` says the guide gives
 * no replacement, and links to where it explains the removal. Each cites its guide section; the
 * build fails if that section no longer exists (`resolveRenames`).
 */
import type { ApiProduct } from '../../navigation/types';

export interface V7Rename {
  product: ApiProduct;
  /** The pages (component or type names) it applies to, or every page of the product. */
  pages: readonly string[] | '*';
  /** The v7 props. */
  props: readonly string[];
  /** What to use instead, as code; absent when the guide gives no replacement. */
  use?: readonly string[];
  /** The guide section: `/x/migration/<guide>#<heading id>`. */
  guide: string;
}

const GRID = '/x/migration/migration-data-grid-v7';
const PICKERS = '/x/migration/migration-pickers-v7';
const CHARTS = '/x/migration/migration-charts-v7';
const TREE = '/x/migration/migration-tree-view-v7';

/** One entry per prop, from a guide section's list of renames. */
function each(
  product: ApiProduct,
  pages: readonly string[] | '*',
  guide: string,
  pairs: Record<string, readonly string[] | undefined>,
): V7Rename[] {
  return Object.entries(pairs).map(([prop, use]) => ({
    product,
    pages,
    props: [prop],
    ...(use ? { use } : {}),
    guide,
  }));
}

const TOOLBARS = [
  'DatePickerToolbar',
  'DateTimePickerToolbar',
  'TimePickerToolbar',
  'DateRangePickerToolbar',
  'DateTimeRangePickerToolbar',
];
const TABS = ['DateTimePickerTabs', 'DateTimeRangePickerTabs'];
const LAYOUTS = ['PickersLayout', 'DesktopDateTimePickerLayout'];
/** The values the toolbar, tabs and layout props gave, as `usePickerContext()` names them. */
const FROM_CONTEXT: Record<string, readonly string[]> = {
  value: ['usePickerContext().value'],
  onChange: ['usePickerContext().setValue'],
  view: ['usePickerContext().view'],
  onViewChange: ['usePickerContext().setView'],
  views: ['usePickerContext().views'],
  isLandscape: ['usePickerContext().orientation'],
  rangePosition: ['usePickerRangePositionContext().rangePosition'],
  onRangePositionChange: ['usePickerRangePositionContext().setRangePosition'],
};

export const V7_RENAMES: V7Rename[] = [
  // Data Grid, "Stabilized props lose their `unstable_` prefix" (and `apiRef.current.dataSource`).
  ...each('data-grid', '*', `${GRID}#stabilized-props-lose-their-unstable_-prefix`, {
    unstable_rowSpanning: ['rowSpanning'],
    unstable_dataSource: ['dataSource'],
    unstable_dataSourceCache: ['dataSourceCache'],
    unstable_onDataSourceError: ['onDataSourceError'],
    unstable_listView: ['listView'],
    unstable_listColumn: ['listViewColumn'],
  }),
  // Data Grid, "Removed props": each explained, none replaced.
  ...each('data-grid', '*', `${GRID}#removed-props`, {
    indeterminateCheckboxAction: undefined,
    resetPageOnSortFilter: undefined,
    rowPositionsDebounceMs: undefined,
  }),
  // Data Grid, "Removed and renamed API methods".
  ...each('data-grid', ['GridApi'], `${GRID}#removed-and-renamed-api-methods`, {
    forceUpdate: ['useGridSelector()'],
    resize: undefined,
  }),
  // Pickers, "The toolbar slot gets its values from context".
  ...each('date-pickers', TOOLBARS, `${PICKERS}#the-toolbar-slot-gets-its-values-from-context`, FROM_CONTEXT),
  // Pickers, "The tabs slot reads and sets the view through context".
  ...each(
    'date-pickers',
    TABS,
    `${PICKERS}#the-tabs-slot-reads-and-sets-the-view-through-context`,
    FROM_CONTEXT,
  ),
  // Pickers, "The layout slot receives only children, styles and slots" (the actions are
  // `usePickerActionsContext()`'s, "The action bar calls the context's actions").
  ...each('date-pickers', LAYOUTS, `${PICKERS}#the-layout-slot-receives-only-children-styles-and-slots`, {
    ...FROM_CONTEXT,
    orientation: ['usePickerContext().orientation'],
    onAccept: ['usePickerActionsContext().acceptValueChanges'],
    onClear: ['usePickerActionsContext().clearValue'],
    onCancel: ['usePickerActionsContext().cancelValueChanges'],
    onSetToday: ['usePickerActionsContext().setValueToToday'],
    onOpen: ['usePickerContext().setOpen'],
    onClose: ['usePickerContext().setOpen'],
    isValid: undefined,
    isRtl: undefined,
    wrapperVariant: undefined,
    onDismiss: undefined,
    onSelectShortcut: undefined,
  }),
  // Pickers, "Shortcuts apply their value with `setValue`".
  ...each('date-pickers', ['PickersShortcuts'], `${PICKERS}#shortcuts-apply-their-value-with-setvalue`, {
    onChange: ['usePickerActionsContext().setValue'],
  }),
  // Charts, "Series keys `highlighted`, `faded` and `xAxisKey` are removed".
  ...each('charts', '*', `${CHARTS}#series-keys-highlighted-faded-and-xaxiskey-are-removed`, {
    xAxisKey: ['xAxisId'],
    yAxisKey: ['yAxisId'],
    zAxisKey: ['zAxisId'],
  }),
  // Charts, "`PieChart` takes no axis props" (before the general axis entries below).
  ...each('charts', ['PieChart'], `${CHARTS}#piechart-takes-no-axis-props`, {
    xAxis: undefined,
    yAxis: undefined,
    axisHighlight: undefined,
    topAxis: undefined,
    rightAxis: undefined,
    bottomAxis: undefined,
    leftAxis: undefined,
  }),
  // Charts, "Each axis config says where it goes, with `position`".
  ...each('charts', '*', `${CHARTS}#each-axis-config-says-where-it-goes-with-position`, {
    topAxis: ["xAxis: [{ position: 'top' }]"],
    bottomAxis: ["xAxis: [{ position: 'bottom' }]"],
    leftAxis: ["yAxis: [{ position: 'left' }]"],
    rightAxis: ["yAxis: [{ position: 'right' }]"],
  }),
  // Charts, "`ChartsXAxis` and `ChartsYAxis` read the side from the axis config".
  ...each(
    'charts',
    ['ChartsXAxis'],
    `${CHARTS}#chartsxaxis-and-chartsyaxis-read-the-side-from-the-axis-config`,
    {
      position: ['xAxis: [{ position }]'],
    },
  ),
  ...each(
    'charts',
    ['ChartsYAxis'],
    `${CHARTS}#chartsxaxis-and-chartsyaxis-read-the-side-from-the-axis-config`,
    {
      position: ['yAxis: [{ position }]'],
    },
  ),
  // Charts, "Tooltip: one `tooltip` slot, options in `slotProps.tooltip`".
  ...each('charts', '*', `${CHARTS}#tooltip-one-tooltip-slot-options-in-slotpropstooltip`, {
    tooltip: ['slotProps.tooltip'],
    itemContent: ['slots.tooltip'],
    axisContent: ['slots.tooltip'],
  }),
  // Charts, "Legend settings move to `slotProps.legend`".
  ...each('charts', '*', `${CHARTS}#legend-settings-move-to-slotpropslegend`, {
    legend: ['slotProps.legend'],
  }),
  // Charts, "Charts no longer take `resolveSizeBeforeRender`".
  ...each('charts', '*', `${CHARTS}#charts-no-longer-take-resolvesizebeforerender`, {
    resolveSizeBeforeRender: undefined,
  }),
  // Charts, "Line marks are circles; `experimentalMarkRendering` is gone".
  ...each('charts', '*', `${CHARTS}#line-marks-are-circles-experimentalmarkrendering-is-gone`, {
    experimentalMarkRendering: undefined,
    experimentalRendering: undefined,
  }),
  // Charts, "`SparkLineChart` takes one `color`, not `colors`".
  ...each('charts', ['SparkLineChart'], `${CHARTS}#sparklinechart-takes-one-color-not-colors`, {
    colors: ['color'],
  }),
  // Tree View, "`TreeItem` is customized with slots, not `ContentComponent`" (the v7 note
  // names `TreeItem2`, which v8 renamed `TreeItem`).
  ...each('tree-view', ['TreeItem'], `${TREE}#treeitem-is-customized-with-slots-not-contentcomponent`, {
    ContentComponent: ['slots'],
    ContentProps: ['slotProps'],
  }),
];
