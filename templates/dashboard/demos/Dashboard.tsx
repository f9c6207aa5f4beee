import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Data comes from a seeded generator and a fixed "today", so the server render and the
// browser's first render produce the same markup.
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TODAY = dayjs('2025-03-31');
// The longest period (90 days) and the 90 days it is compared with must fit in the data.
const MIN_AS_OF = dayjs('2025-01-01');
const FIRST_DAY = dayjs('2024-07-01');
const DAY_COUNT = TODAY.diff(FIRST_DAY, 'day') + 1;

type ChannelId = 'web' | 'app' | 'marketplace' | 'social';
type Status = 'Processing' | 'Shipped' | 'Delivered' | 'Refunded' | 'Cancelled';
// `day` is the order's index in the generated days, which makes filtering by period cheap.
type Order = { id: string; day: number; customer: string; date: Date; channel: ChannelId; status: Status };
type OrderRow = Order & { items: number; total: number };
type DayStats = { sessions: number; orders: number; revenue: number; byChannel: Record<ChannelId, number> };

// Mid-tone hues that stay readable on both the light and the dark surfaces.
const CHANNELS: { id: ChannelId; label: string; color: string; weight: number }[] = [
  { id: 'web', label: 'Web store', color: '#2F6FEB', weight: 0.46 },
  { id: 'app', label: 'Mobile app', color: '#0E9F8E', weight: 0.27 },
  { id: 'marketplace', label: 'Marketplaces', color: '#D97706', weight: 0.17 },
  { id: 'social', label: 'Social shop', color: '#9B5DE5', weight: 0.1 },
];

const FIRST_NAMES = 'Amara Jonas Priya Mateo Hana Elliot Noor Tobias Ines Kwame Leah Ravi'.split(' ');
const LAST_NAMES = 'Okafor Lindqvist Raman Duarte Sato Brennan Haddad Keller Moreau Mensah'.split(' ');

function pickChannel(r: number): ChannelId {
  let acc = 0;
  return CHANNELS.find((c) => (acc += c.weight) > r)?.id ?? 'web';
}

function pickStatus(age: number, r: number): Status {
  if (r < 0.025) return 'Cancelled';
  if (r < 0.06 && age > 3) return 'Refunded';
  if (age <= 1) return 'Processing';
  if (age <= 5) return r < 0.5 ? 'Shipped' : 'Delivered';
  return 'Delivered';
}

function generate() {
  const rand = mulberry32(20250331);
  const pick = (list: string[]) => list[Math.floor(rand() * list.length)];
  const orders: OrderRow[] = [];
  const days: DayStats[] = [];
  for (let i = 0; i < DAY_COUNT; i += 1) {
    const day = FIRST_DAY.add(i, 'day');
    const weekendLift = day.day() === 0 || day.day() === 6 ? 1.22 : 1;
    // Slow growth through the season, plus a bump for the late-November sales.
    const season = 1 + i / DAY_COUNT / 2.5 + (day.month() === 10 && day.date() > 24 ? 0.6 : 0);
    const sessions = Math.round((520 + rand() * 160) * weekendLift * season);
    const count = Math.round(sessions * (0.024 + rand() * 0.011));
    const byChannel = { web: 0, app: 0, marketplace: 0, social: 0 };
    const stats: DayStats = { sessions, orders: count, revenue: 0, byChannel };
    for (let k = 0; k < count; k += 1) {
      const items = 1 + Math.floor(rand() ** 2 * 5);
      const total = Math.round(items * (16 + rand() * 74) * 100) / 100;
      const status = pickStatus(DAY_COUNT - 1 - i, rand());
      const channel = pickChannel(rand());
      const customer = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
      const id = `FH-${10240 + orders.length}`;
      orders.push({ id, day: i, customer, date: day.toDate(), channel, status, items, total });
      if (status !== 'Cancelled' && status !== 'Refunded') {
        stats.revenue += total;
        stats.byChannel[channel] += total;
      }
    }
    days.push(stats);
  }
  return { orders, days };
}

const DATA = generate();

const money = { style: 'currency', currency: 'USD' } as const;
const usd = new Intl.NumberFormat('en-US', { ...money, maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', money);
const usdCompact = new Intl.NumberFormat('en-US', { ...money, notation: 'compact' });
const integer = new Intl.NumberFormat('en-US');
const formatDay = (d: Date | Dayjs) => dayjs(d).format('MMM D, YYYY');
const formatShortDay = (d: Date | Dayjs) => dayjs(d).format('MMM D');
const percent = (v: number) => `${v.toFixed(2)}%`;
const muted = { color: 'text.secondary' } as const;

// Ids come from the labels: "All orders" becomes "all-orders".
const item = (label: string, children?: TreeViewBaseItem[]) => ({
  id: label.toLowerCase().replace(/ /g, '-'),
  label,
  children,
});
const leaves = (...labels: string[]) => labels.map((label) => item(label));
const NAV_ITEMS: TreeViewBaseItem[] = [
  item('Overview'),
  item('Orders', leaves('All orders', 'Returns')),
  item('Products', [
    item('Catalogue'),
    item('Categories', leaves('Kitchen', 'Textiles', 'Lighting')),
    item('Inventory'),
  ]),
  item('Customers', leaves('Segments', 'Reviews')),
  item('Reports', leaves('Sales', 'Traffic')),
];

const NAV_ICONS: Record<string, typeof MenuIcon> = {
  overview: DashboardOutlinedIcon,
  orders: ReceiptLongOutlinedIcon,
  products: Inventory2OutlinedIcon,
  customers: PeopleAltOutlinedIcon,
  reports: InsightsOutlinedIcon,
};

/** The chain of items from the root down to `id`: the title and its breadcrumb. */
function findPath(items: TreeViewBaseItem[], id: string): TreeViewBaseItem[] {
  for (const entry of items) {
    if (entry.id === id) return [entry];
    const below = findPath(entry.children ?? [], id);
    if (below.length) return [entry, ...below];
  }
  return [];
}

function NavTreeItem(props: TreeItemProps) {
  const Icon = NAV_ICONS[props.itemId];
  const label = (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {Icon ? <Icon fontSize="small" sx={muted} /> : null}
      {props.label}
    </Box>
  );
  return <TreeItem {...props} label={label} />;
}

const treeSx = {
  flex: 1,
  overflowY: 'auto',
  '& .MuiTreeItem-content': { py: 0.75, my: 0.25 },
  '& .MuiTreeItem-content[data-selected]': {
    color: 'primary.main',
    '& .MuiTreeItem-label': { fontWeight: 600 },
  },
  '& .MuiTreeItem-root:focus-visible > .MuiTreeItem-content': { outline: '2px solid', outlineOffset: -2 },
} as const;
const logoSx = { background: 'linear-gradient(135deg, #0E9F8E, #2F6FEB)', color: '#fff', fontWeight: 800 };
const userSx = { alignItems: 'center', gap: 1.5, px: 1, pt: 2, borderTop: 1, borderColor: 'divider' };

interface SideNavProps {
  treeId: string;
  selected: string;
  expanded: string[];
  onSelect: (id: string) => void;
  onExpand: (ids: string[]) => void;
}

function SideNav({ treeId, selected, expanded, onSelect, onExpand }: SideNavProps) {
  return (
    <Stack sx={{ height: '100%', p: 2, gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, px: 1 }}>
        <Avatar aria-hidden variant="rounded" sx={logoSx}>
          F
        </Avatar>
        <div>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>Fernhill Goods</Typography>
          <Typography variant="caption" sx={muted}>
            Store admin
          </Typography>
        </div>
      </Stack>
      <RichTreeView
        id={treeId}
        items={NAV_ITEMS}
        selectedItems={selected}
        onSelectedItemsChange={(_event, id) => id && onSelect(id)}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, ids) => onExpand(ids)}
        slots={{ item: NavTreeItem }}
        aria-label="Sections"
        sx={treeSx}
      />
      <Stack direction="row" sx={userSx}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.875rem' }}>
          RM
        </Avatar>
        <div>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Rosa Marlow
          </Typography>
          <Typography variant="caption" sx={muted}>
            Store manager
          </Typography>
        </div>
      </Stack>
    </Stack>
  );
}

type Tone = 'success' | 'error' | 'info' | 'warning';

/** A tinted chip whose text keeps AA contrast in both colour modes. */
const softTone = (tone: Tone) => (theme: Theme) => ({
  fontWeight: 600,
  bgcolor: theme.alpha((theme.vars || theme).palette[tone].main, 0.14),
  // The palette's `dark` shades alone are too light on a tint for small text (warning in particular).
  color: `color-mix(in srgb, ${(theme.vars || theme).palette[tone].dark} 70%, #000)`,
  ...theme.applyStyles('dark', { color: (theme.vars || theme).palette[tone].light }),
});

const cardSx = { p: { xs: 2, sm: 2.5 }, minWidth: 0 } as const;
// In dark mode the grid paints the default background, so its card matches it rather than the paper.
const ordersCardSx = (theme: Theme) => ({
  minWidth: 0,
  overflow: 'hidden',
  ...theme.applyStyles('dark', { bgcolor: 'background.default' }),
});

function CardHeading({ id, title, children }: { id?: string; title: string; children: React.ReactNode }) {
  return (
    <React.Fragment>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={muted}>
        {children}
      </Typography>
    </React.Fragment>
  );
}

type Totals = Pick<DayStats, 'revenue' | 'orders' | 'sessions'>;

function totals(days: Totals[]): Totals {
  const add = (key: keyof Totals) => days.reduce((acc, d) => acc + d[key], 0);
  return { revenue: add('revenue'), orders: add('orders'), sessions: add('sessions') };
}

// Each figure is computed the same way for a whole period and for one day (its sparkline).
const METRICS: { label: string; compute: (t: Totals) => number; format: (v: number) => string }[] = [
  { label: 'Revenue', compute: (t) => t.revenue, format: (v) => usd.format(v) },
  { label: 'Orders', compute: (t) => t.orders, format: (v) => integer.format(v) },
  { label: 'Conversion rate', compute: (t) => (100 * t.orders) / t.sessions, format: percent },
  { label: 'Average order value', compute: (t) => t.revenue / (t.orders || 1), format: usdCents.format },
];

type PeriodProps = { dates: Dayjs[]; current: DayStats[]; previous: DayStats[] };

function KpiCard({ metric, dates, current, previous }: PeriodProps & { metric: (typeof METRICS)[number] }) {
  const value = metric.compute(totals(current));
  const before = metric.compute(totals(previous));
  const change = before ? ((value - before) / before) * 100 : 0;
  const up = change >= 0;
  return (
    <Paper variant="outlined" sx={cardSx}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Typography component="h2" variant="subtitle2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          {metric.label}
        </Typography>
        <Chip
          size="small"
          icon={up ? <TrendingUpIcon /> : <TrendingDownIcon />}
          label={<span dir="ltr">{`${up ? '+' : ''}${change.toFixed(1)}%`}</span>}
          sx={[{ '& .MuiChip-icon': { color: 'inherit' } }, softTone(up ? 'success' : 'error')]}
        />
      </Stack>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, mt: 0.5 }}>{metric.format(value)}</Typography>
      <Typography variant="caption" sx={muted}>
        Compared with the previous {current.length} days
      </Typography>
      <SparkLineChart
        title={`${metric.label}, day by day`}
        desc={`${metric.label} on each of the last ${current.length} days, ${metric.format(value)} over the period.`}
        data={current.map((d) => metric.compute(d))}
        height={56}
        area
        curve="natural"
        showHighlight
        showTooltip
        color={up ? '#1F9D6B' : '#E0464C'}
        valueFormatter={(v) => (v === null ? '' : metric.format(v))}
        xAxis={{ scaleType: 'point', data: dates.map(formatShortDay) }}
        sx={{ mt: 1.5, '& .MuiAreaElement-root': { fillOpacity: 0.16, filter: 'none' } }}
      />
    </Paper>
  );
}

const STATUS_TONE: Record<Status, Tone | null> = {
  Processing: 'warning',
  Shipped: 'info',
  Delivered: 'success',
  Refunded: null,
  Cancelled: 'error',
};

// Used as the grid's `renderCell`, so it receives the cell's parameters.
function StatusCell({ value }: { value?: Status }) {
  const tone = value ? STATUS_TONE[value] : null;
  return <Chip size="small" label={value} sx={tone ? softTone(tone) : { fontWeight: 600 }} />;
}

const channelLabel = (id: ChannelId) => CHANNELS.find((c) => c.id === id)?.label;

const ORDER_COLUMNS: GridColDef<OrderRow>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'date', headerName: 'Date', type: 'date', width: 130, valueFormatter: (v: Date) => formatDay(v) },
  { field: 'channel', headerName: 'Channel', width: 130, valueGetter: channelLabel },
  { field: 'status', headerName: 'Status', width: 130, display: 'flex', renderCell: StatusCell },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: usdCents.format },
];

const formatUsd = (v: number | null) => (v === null ? '' : usd.format(v));

function RevenueCard({ dates, current, previous }: PeriodProps) {
  const days = dates.map((d) => d.toDate());
  const line = (id: string, label: string, stats: DayStats[], color: string) => ({
    id,
    label,
    color,
    data: stats.map((d) => Math.round(d.revenue)),
    showMark: false,
    curve: 'monotoneX' as const,
    valueFormatter: formatUsd,
  });
  return (
    <Paper variant="outlined" sx={cardSx}>
      <CardHeading title="Daily revenue">
        Total over {current.length} days: {usd.format(totals(current).revenue)}; dashed, the period before
      </CardHeading>
      <LineChart
        title="Daily revenue"
        desc={`Revenue per day over the last ${current.length} days, with the period before as a dashed line.`}
        height={300}
        margin={{ top: 16, right: 8, bottom: 8, left: 8 }}
        grid={{ horizontal: true }}
        xAxis={[
          {
            scaleType: 'time',
            domainLimit: 'strict',
            data: days,
            // About seven labelled days, whatever the period; the automatic ticks fall between days.
            tickInterval: days.filter((_, i) => i % Math.ceil(days.length / 7) === 0),
            valueFormatter: formatShortDay,
          },
        ]}
        yAxis={[{ width: 52, valueFormatter: (v: number) => usdCompact.format(v) }]}
        series={[
          { ...line('revenue', 'This period', current, '#2F6FEB'), area: true },
          line('previous', 'Period before', previous, '#8A96A6'),
        ]}
        sx={{
          '& .MuiAreaElement-series-revenue': { fill: 'url(#fernhill-revenue-fill)', filter: 'none' },
          '& .MuiLineElement-series-previous': { strokeDasharray: '5 4', strokeWidth: 1.5 },
        }}
      >
        {/* A fading fill keeps the area lighter than the chart's default solid one. */}
        <defs>
          <linearGradient id="fernhill-revenue-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#2F6FEB" stopOpacity={0.32} />
            <stop offset="100%" stopColor="#2F6FEB" stopOpacity={0.02} />
          </linearGradient>
        </defs>
      </LineChart>
    </Paper>
  );
}

function ChannelCard({ current }: PeriodProps) {
  const sumOf = (id: ChannelId) => Math.round(current.reduce((acc, d) => acc + d.byChannel[id], 0));
  const channels = CHANNELS.map((c) => ({ ...c, value: sumOf(c.id) }));
  const total = channels.reduce((acc, c) => acc + c.value, 0) || 1;
  return (
    <Paper variant="outlined" sx={cardSx}>
      <CardHeading title="Sales by channel">Share of revenue over the last {current.length} days</CardHeading>
      <PieChart
        title="Sales by channel"
        desc={`Share of revenue by channel over the last ${current.length} days: ${channels
          .map((c) => `${c.label} ${Math.round((100 * c.value) / total)}%`)
          .join(', ')}.`}
        height={200}
        hideLegend
        series={[
          {
            data: channels,
            innerRadius: 58,
            outerRadius: 90,
            paddingAngle: 2,
            cornerRadius: 4,
            highlightScope: { fade: 'global', highlight: 'item' },
            valueFormatter: (entry) => usd.format(entry.value),
          },
        ]}
        sx={{ my: 1 }}
      />
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
        {channels.map((c) => (
          <Stack component="li" key={c.id} direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: c.color }} />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {c.label}
            </Typography>
            <Typography variant="body2" sx={muted}>
              {usd.format(c.value)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, width: 44, textAlign: 'end' }}>
              {Math.round((c.value / total) * 100)}%
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

const splitWords = (text: string) => text.split(/\s+/).filter(Boolean);
const searchAdornment = (
  <InputAdornment position="start">
    <SearchIcon fontSize="small" />
  </InputAdornment>
);

const topBarSx = {
  display: 'grid',
  alignItems: 'center',
  gap: 1.5,
  px: { xs: 2, md: 3 },
  py: 1.5,
  gridTemplateColumns: {
    xs: 'auto minmax(0, 1fr) auto',
    md: 'minmax(0, 1fr) auto',
    lg: 'minmax(0, 1fr) minmax(180px, 280px) auto auto',
  },
  gridTemplateAreas: {
    xs: '"menu title period" "search search date"',
    md: '"title period" "search date"',
    lg: '"title search period date"',
  },
} as const;

export default function Dashboard() {
  const [selected, setSelected] = React.useState('overview');
  const [expanded, setExpanded] = React.useState<string[]>(['products']);
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const [period, setPeriod] = React.useState<Period>(30);
  const [pickerValue, setPickerValue] = React.useState<Dayjs | null>(TODAY);
  const [asOf, setAsOf] = React.useState<Dayjs>(TODAY);
  const [search, setSearch] = React.useState('');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [], quickFilterValues: [] });

  const path = findPath(NAV_ITEMS, selected);
  const crumbs = ['Fernhill Goods', ...path.slice(0, -1).map((entry) => entry.label)].join(' / ');

  const handleSelect = (id: string) => {
    setSelected(id);
    // On phones, keep the drawer open while a section is only being expanded.
    if (!findPath(NAV_ITEMS, id).at(-1)?.children) setDrawerOpen(false);
  };

  const handleDateChange = (value: Dayjs | null) => {
    setPickerValue(value);
    // Half-typed or out-of-range dates stay in the field; the figures keep the last valid date.
    if (value?.isValid() && !value.isBefore(MIN_AS_OF, 'day') && !value.isAfter(TODAY, 'day')) {
      setAsOf(value.startOf('day'));
    }
  };

  // The top bar's search and the grid's quick filter edit the same filter model.
  const handleSearch = (text: string) => {
    setSearch(text);
    setFilterModel((model) => ({ ...model, quickFilterValues: splitWords(text) }));
  };
  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    const fromGrid = (model.quickFilterValues ?? []).join(' ');
    if (fromGrid !== splitWords(search).join(' ')) setSearch(fromGrid);
  };

  const view = React.useMemo(() => {
    const end = asOf.diff(FIRST_DAY, 'day');
    const start = end - period + 1;
    const dates = Array.from({ length: period }, (_, i) => FIRST_DAY.add(start + i, 'day'));
    const current = DATA.days.slice(start, end + 1);
    const previous = DATA.days.slice(start - period, start);
    return { dates, current, previous };
  }, [asOf, period]);
  const rows = React.useMemo(() => {
    const end = asOf.diff(FIRST_DAY, 'day');
    return DATA.orders.filter((o) => o.day > end - period && o.day <= end).reverse();
  }, [asOf, period]);
  const navProps = { selected, expanded, onSelect: handleSelect, onExpand: setExpanded };
  const gap = { xs: 2, md: 3 };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={(theme) => ({
          display: 'flex',
          minHeight: '100vh',
          bgcolor: 'grey.50',
          color: 'text.primary',
          ...theme.applyStyles('dark', { bgcolor: 'background.default' }),
        })}
      >
        <Box
          component="nav"
          aria-label="Dashboard"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: 264,
            flexShrink: 0,
            position: 'sticky',
            top: 0,
            height: '100vh',
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <SideNav treeId="dashboard-nav" {...navProps} />
        </Box>
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} sx={{ display: { md: 'none' } }}>
          <Box component="nav" aria-label="Dashboard" sx={{ width: 280, height: '100%' }}>
            <SideNav treeId="dashboard-nav-mobile" {...navProps} />
          </Box>
        </Drawer>

        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <AppBar
            position="sticky"
            color="inherit"
            elevation={0}
            sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={topBarSx}>
              <IconButton
                aria-label="Open navigation"
                onClick={() => setDrawerOpen(true)}
                sx={{ gridArea: 'menu', display: { md: 'none' } }}
              >
                <MenuIcon />
              </IconButton>
              <Box sx={{ gridArea: 'title', minWidth: 0 }}>
                <Typography variant="caption" noWrap sx={{ ...muted, display: { xs: 'none', sm: 'block' } }}>
                  {crumbs}
                </Typography>
                <Typography component="h1" noWrap sx={{ fontSize: { xs: 20, sm: 24 }, fontWeight: 700 }}>
                  {path.at(-1)?.label}
                </Typography>
              </Box>
              <TextField
                label="Search orders"
                size="small"
                value={search}
                onChange={(event) => handleSearch(event.target.value)}
                sx={{ gridArea: 'search' }}
                slotProps={{ htmlInput: { type: 'search' }, input: { startAdornment: searchAdornment } }}
              />
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                aria-label="Period"
                value={period}
                onChange={(_event, value: Period | null) => value && setPeriod(value)}
                sx={{ gridArea: 'period', justifySelf: 'end', '& .MuiToggleButton-root': { px: 1.25 } }}
              >
                {PERIODS.map((p) => (
                  <ToggleButton key={p} value={p}>
                    {p}d
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <Box sx={{ gridArea: 'date', width: { xs: 164, sm: 180 } }}>
                <DatePicker
                  label="As of"
                  value={pickerValue}
                  onChange={handleDateChange}
                  minDate={MIN_AS_OF}
                  maxDate={TODAY}
                  slotProps={{ textField: { size: 'small', fullWidth: true } }}
                />
              </Box>
            </Box>
          </AppBar>

          <Box component="main" sx={{ flex: 1, p: gap, display: 'grid', gap, alignContent: 'start' }}>
            <Typography variant="body2" sx={muted}>
              From {formatDay(view.dates[0]!)} to {formatDay(asOf)}, compared with the {period} days before
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap,
                gridTemplateColumns: { sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
              }}
            >
              {METRICS.map((metric) => (
                <KpiCard key={metric.label} metric={metric} {...view} />
              ))}
            </Box>
            <Box sx={{ display: 'grid', gap, gridTemplateColumns: { lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
              <RevenueCard {...view} />
              <ChannelCard {...view} />
            </Box>
            <Paper variant="outlined" sx={ordersCardSx}>
              <Box sx={{ px: { xs: 2, sm: 2.5 }, pt: { xs: 2, sm: 2.5 }, pb: 1 }}>
                <CardHeading id="fernhill-orders-heading" title="Recent orders">
                  Showing {integer.format(rows.length)} orders from the selected period
                </CardHeading>
              </Box>
              {/* Toolbar, header, the first page of 10 rows and the footer, none of them cut. */}
              <Box sx={{ height: 680 }}>
                <DataGrid
                  aria-labelledby="fernhill-orders-heading"
                  rows={rows}
                  columns={ORDER_COLUMNS}
                  checkboxSelection
                  disableRowSelectionOnClick
                  showToolbar
                  slotProps={{ toolbar: { showQuickFilter: true } }}
                  filterModel={filterModel}
                  onFilterModelChange={handleFilterModelChange}
                  pageSizeOptions={[10, 25, 50]}
                  initialState={{
                    pagination: { paginationModel: { pageSize: 10, page: 0 } },
                    sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
                  }}
                  sx={{ border: 0, borderRadius: 0 }}
                />
              </Box>
            </Paper>
          </Box>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
