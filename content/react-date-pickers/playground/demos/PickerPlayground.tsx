import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

const DEMO_HEIGHT = 1360;
// The tallest static picker (a Date Time Picker with every view) needs 570 px; a field needs far less,
// and the code below the preview gets the rest of the demo's fixed height.
const STATIC_PREVIEW_HEIGHT = 590;
const FIELD_PREVIEW_HEIGHT = 150;

type Kind = 'date' | 'time' | 'dateTime' | 'dateRange';
type Variant = 'responsive' | 'desktop' | 'mobile' | 'static';
type View = 'year' | 'month' | 'day' | 'hours' | 'minutes' | 'seconds';
type Action = 'clear' | 'today' | 'cancel' | 'accept' | 'nextOrAccept';
type Tristate = 'default' | 'true' | 'false';

interface KindInfo {
  name: string;
  pro: boolean;
  views: View[];
  defaultViews: View[];
  defaultOpenTo: View | null;
}

// What each family of pickers accepts, read from the 8.0.0-beta.3 type declarations.
const KINDS: Record<Kind, KindInfo> = {
  date: {
    name: 'DatePicker',
    pro: false,
    views: ['year', 'month', 'day'],
    defaultViews: ['year', 'day'],
    defaultOpenTo: 'day',
  },
  time: {
    name: 'TimePicker',
    pro: false,
    views: ['hours', 'minutes', 'seconds'],
    defaultViews: ['hours', 'minutes'],
    defaultOpenTo: 'hours',
  },
  dateTime: {
    name: 'DateTimePicker',
    pro: false,
    views: ['year', 'month', 'day', 'hours', 'minutes', 'seconds'],
    defaultViews: ['year', 'day', 'hours', 'minutes'],
    defaultOpenTo: 'day',
  },
  dateRange: { name: 'DateRangePicker', pro: true, views: [], defaultViews: [], defaultOpenTo: null },
};

const PREFIX: Record<Variant, string> = { responsive: '', desktop: 'Desktop', mobile: 'Mobile', static: 'Static' };

const COMPONENTS: Record<string, React.ElementType> = {
  DatePicker,
  DesktopDatePicker,
  MobileDatePicker,
  StaticDatePicker,
  TimePicker,
  DesktopTimePicker,
  MobileTimePicker,
  StaticTimePicker,
  DateTimePicker,
  DesktopDateTimePicker,
  MobileDateTimePicker,
  StaticDateTimePicker,
  DateRangePicker,
  DesktopDateRangePicker,
  MobileDateRangePicker,
  StaticDateRangePicker,
};

const ALL_ACTIONS: Action[] = ['clear', 'today', 'cancel', 'accept', 'nextOrAccept'];
const MINUTE_STEPS = [1, 5, 10, 15, 30];
const TIME_STEP_MINUTES = [1, 5, 10, 15, 30, 60];

interface Settings {
  kind: Kind;
  variant: Variant;
  views: View[];
  openTo: View | null;
  orientation: 'default' | 'portrait' | 'landscape';
  staticWrapper: 'mobile' | 'desktop';
  calendars: number | null;
  label: string;
  format: string;
  closeOnSelect: Tristate;
  actions: Action[] | null;
  disabled: boolean;
  readOnly: boolean;
  disablePast: boolean;
  disableFuture: boolean;
  displayWeekNumber: boolean;
  showDaysOutsideCurrentMonth: boolean;
  ampm: boolean;
  reduceAnimations: boolean;
  minutesStep: number;
  timeStepMinutes: number;
}

const INITIAL: Settings = {
  kind: 'date',
  variant: 'static',
  views: KINDS.date.defaultViews,
  openTo: null,
  orientation: 'default',
  staticWrapper: 'mobile',
  calendars: null,
  label: 'Appointment',
  format: '',
  closeOnSelect: 'default',
  actions: null,
  disabled: false,
  readOnly: false,
  disablePast: false,
  disableFuture: false,
  displayWeekNumber: false,
  showDaysOutsideCurrentMonth: false,
  ampm: true,
  reduceAnimations: false,
  minutesStep: 1,
  timeStepMinutes: 5,
};

type SwitchName =
  | 'disabled'
  | 'readOnly'
  | 'disablePast'
  | 'disableFuture'
  | 'displayWeekNumber'
  | 'showDaysOutsideCurrentMonth'
  | 'ampm'
  | 'reduceAnimations';

// Which controls apply to the chosen component: a control is only offered when the component reads it.
function capabilities(s: Settings) {
  const isStatic = s.variant === 'static';
  const hasTime = s.kind === 'time' || s.kind === 'dateTime';
  return {
    views: s.kind !== 'dateRange',
    field: !isStatic,
    format: !isStatic && s.kind !== 'dateRange',
    orientation:
      s.kind !== 'dateRange' && s.variant !== 'desktop' && !(isStatic && s.staticWrapper === 'desktop'),
    staticWrapper: isStatic,
    calendars: s.kind === 'dateRange' && s.variant !== 'mobile',
    calendar: s.kind !== 'time',
    time: hasTime,
    timeSteps: s.kind === 'dateTime' || (s.kind === 'time' && (s.variant === 'responsive' || s.variant === 'desktop')),
    nextOrAccept: s.kind === 'dateTime' && s.variant !== 'desktop',
  };
}

function componentName(s: Settings) {
  return `${PREFIX[s.variant]}${KINDS[s.kind].name}`;
}

/** Actions shown when `slotProps.actionBar.actions` is not set; null when it depends on the device. */
function defaultActions(s: Settings): Action[] | null {
  const noButtons = s.kind === 'date' || s.kind === 'dateRange';
  if (noButtons && s.variant === 'desktop') return [];
  if (noButtons && s.variant === 'responsive') return null;
  return ['cancel', 'accept'];
}

function defaultCalendars(s: Settings) {
  return s.variant === 'static' && s.staticWrapper === 'mobile' ? 1 : 2;
}

function defaultOpenTo(kind: Kind, views: View[]): View | null {
  const { defaultOpenTo: preferred } = KINDS[kind];
  if (preferred && views.includes(preferred)) return preferred;
  return views[0] ?? null;
}

const TIME_VIEWS: View[] = ['hours', 'minutes', 'seconds'];

/**
 * A picker needs one view at least. A Date Time Picker keeps the day and one time view: its desktop
 * popover always renders the day calendar next to the time columns, and warns when `views` lacks 'day'.
 */
function viewsAreValid(kind: Kind, views: View[]) {
  if (kind === 'dateTime') return views.includes('day') && views.some((view) => TIME_VIEWS.includes(view));
  return views.length > 0;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** The props that differ from the component's defaults, in the order the code shows them. */
function buildProps(s: Settings): [string, unknown][] {
  const can = capabilities(s);
  const info = KINDS[s.kind];
  const props: [string, unknown][] = [];
  if (can.field && s.label.trim()) props.push(['label', s.label]);
  if (can.views) {
    if (!sameList(s.views, info.defaultViews)) props.push(['views', s.views]);
    const openTo = s.openTo ?? defaultOpenTo(s.kind, s.views);
    if (openTo !== defaultOpenTo(s.kind, s.views)) props.push(['openTo', openTo]);
  }
  if (can.format && s.format.trim()) props.push(['format', s.format]);
  if (can.staticWrapper && s.staticWrapper === 'desktop') props.push(['displayStaticWrapperAs', 'desktop']);
  if (can.orientation && s.orientation !== 'default') {
    const dateTimeDefault = s.kind === 'dateTime' && s.orientation === 'portrait';
    if (!dateTimeDefault) props.push(['orientation', s.orientation]);
  }
  if (can.calendars && s.calendars !== null && s.calendars !== defaultCalendars(s)) {
    props.push(['calendars', s.calendars]);
  }
  const switches: SwitchName[] = ['disabled', 'readOnly', 'disablePast', 'disableFuture'];
  switches.forEach((name) => {
    if (s[name]) props.push([name, true]);
  });
  if (can.calendar && s.displayWeekNumber) props.push(['displayWeekNumber', true]);
  if (can.calendar && s.showDaysOutsideCurrentMonth) props.push(['showDaysOutsideCurrentMonth', true]);
  if (can.time && !s.ampm) props.push(['ampm', false]);
  if (can.time && s.minutesStep !== 1) props.push(['minutesStep', s.minutesStep]);
  if (can.timeSteps && s.timeStepMinutes !== 5) props.push(['timeSteps', { minutes: s.timeStepMinutes }]);
  if (can.field && s.closeOnSelect !== 'default') props.push(['closeOnSelect', s.closeOnSelect === 'true']);
  if (s.reduceAnimations) props.push(['reduceAnimations', true]);
  if (s.actions !== null) {
    const fallback = defaultActions(s);
    if (fallback === null || !sameList(s.actions, fallback)) {
      props.push(['slotProps', { actionBar: { actions: s.actions } }]);
    }
  }
  return props;
}

function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${key}: ${literal(item)}`);
    return `{ ${entries.join(', ')} }`;
  }
  return String(value);
}

function attribute(name: string, value: unknown) {
  if (value === true) return name;
  if (typeof value === 'string' && !/["&\n]/.test(value)) return `${name}="${value}"`;
  return `${name}={${literal(value)}}`;
}

function generateCode(s: Settings, props: [string, unknown][]) {
  const name = componentName(s);
  const pkg = KINDS[s.kind].pro ? '@mui/x-date-pickers-pro' : '@mui/x-date-pickers';
  const attributes = props.map(([prop, value]) => attribute(prop, value));
  const indent = '      ';
  const oneLine = `${indent}<${name}${attributes.map((a) => ` ${a}`).join('')} />`;
  const element =
    oneLine.length <= 80
      ? oneLine
      : [`${indent}<${name}`, ...attributes.map((a) => `${indent}  ${a}`), `${indent}/>`].join('\n');
  return [
    `import { AdapterDayjs } from '${pkg}/AdapterDayjs';`,
    `import { LocalizationProvider } from '${pkg}/LocalizationProvider';`,
    `import { ${name} } from '${pkg}/${name}';`,
    '',
    'export default function AppointmentPicker() {',
    '  return (',
    '    <LocalizationProvider dateAdapter={AdapterDayjs}>',
    element,
    '    </LocalizationProvider>',
    '  );',
    '}',
    '',
  ].join('\n');
}

interface BoundaryProps {
  resetKey: string;
  children: React.ReactNode;
}

// A format string the field cannot use throws while rendering: show the message instead of a blank demo.
class PreviewBoundary extends React.Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) {
      return (
        <Typography role="alert" color="error" variant="body2" sx={{ p: 2 }}>
          The picker could not render with these props: {this.state.error.message}
        </Typography>
      );
    }
    return this.props.children;
  }
}

const legendSx = { fontSize: 13, fontWeight: 600, color: 'text.secondary', mb: 0.5, p: 0 } as const;

export default function PickerPlayground() {
  const [settings, setSettings] = React.useState<Settings>(INITIAL);
  const [copyResult, setCopyResult] = React.useState<{ code: string; how: 'copied' | 'selected' } | null>(
    null,
  );
  const codeRef = React.useRef<HTMLPreElement>(null);
  const isDesktopDevice = useMediaQuery('@media (pointer: fine)', { noSsr: true });

  const can = capabilities(settings);
  const info = KINDS[settings.kind];
  const props = buildProps(settings);
  const code = generateCode(settings, props);
  const name = componentName(settings);
  const Picker: React.ElementType = COMPONENTS[name] ?? StaticDatePicker;
  const pickerProps = Object.fromEntries(props);
  // Views and the opening view only apply when the picker mounts: start a new one when they change.
  const remountKey = [name, settings.views.join(), settings.openTo, settings.staticWrapper].join('-');

  // The confirmation belongs to the code that was copied: it goes away when the code changes or after a while.
  const copyStatus = copyResult && copyResult.code === code ? copyResult.how : 'idle';

  React.useEffect(() => {
    if (!copyResult) return undefined;
    const timer = window.setTimeout(() => setCopyResult(null), 4000);
    return () => window.clearTimeout(timer);
  }, [copyResult]);

  const update = (patch: Partial<Settings>) => setSettings((previous) => ({ ...previous, ...patch }));

  const changeKind = (kind: Kind) =>
    update({ kind, views: KINDS[kind].defaultViews, openTo: null, actions: null, calendars: null });

  const toggleView = (view: View, checked: boolean) => {
    const next = info.views.filter((v) => (v === view ? checked : settings.views.includes(v)));
    if (!viewsAreValid(settings.kind, next)) return;
    const openTo = settings.openTo && next.includes(settings.openTo) ? settings.openTo : null;
    update({ views: next, openTo });
  };

  const changeActions = (event: SelectChangeEvent<string[]>) => {
    const picked = typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value;
    if (picked.includes('default')) {
      update({ actions: null });
      return;
    }
    update({ actions: ALL_ACTIONS.filter((action) => picked.includes(action)) });
  };

  const copyCode = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(code);
      setCopyResult({ code, how: 'copied' });
    } catch {
      const node = codeRef.current;
      const selection = window.getSelection();
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setCopyResult({ code, how: 'selected' });
    }
  };

  const deviceActions = settings.variant === 'responsive' ? (isDesktopDevice ? 'none' : 'cancel, accept') : '';
  const fallbackActions = defaultActions(settings);
  const defaultActionsLabel =
    fallbackActions === null
      ? `Not set (on this device: ${deviceActions})`
      : `Not set (${fallbackActions.length ? fallbackActions.join(', ') : 'none'})`;
  const offeredActions = ALL_ACTIONS.filter((action) => action !== 'nextOrAccept' || can.nextOrAccept);

  const closeDefault =
    settings.variant === 'desktop' ? 'true' : settings.variant === 'mobile' ? 'false' : 'by device';

  const switches: { name: SwitchName; shown: boolean }[] = [
    { name: 'disabled', shown: true },
    { name: 'readOnly', shown: true },
    { name: 'disablePast', shown: true },
    { name: 'disableFuture', shown: true },
    { name: 'displayWeekNumber', shown: can.calendar },
    { name: 'showDaysOutsideCurrentMonth', shown: can.calendar },
    { name: 'ampm', shown: can.time },
    { name: 'reduceAnimations', shown: true },
  ];

  const openHint = {
    responsive: 'Type in the field, or press its button to open the view: a popover with a mouse, a dialog on a touch screen.',
    desktop: 'Type in the field, or press its button to open the view in a popover.',
    mobile: 'Type in the field, or press its button to open the view in a dialog.',
    static: '',
  }[settings.variant];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          height: DEMO_HEIGHT,
          boxSizing: 'border-box',
          pt: 1,
          width: '100%',
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          minWidth: 0,
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            '& > :first-of-type': { gridColumn: 'span 2' },
            gap: 1.5,
          }}
        >
          <FormControl size="small">
            <InputLabel id="playground-component-label">Component</InputLabel>
            <Select
              labelId="playground-component-label"
              label="Component"
              value={settings.kind}
              onChange={(event) => changeKind(event.target.value as Kind)}
            >
              <MenuItem value="date">DatePicker</MenuItem>
              <MenuItem value="time">TimePicker</MenuItem>
              <MenuItem value="dateTime">DateTimePicker</MenuItem>
              <MenuItem value="dateRange">DateRangePicker (Pro)</MenuItem>
            </Select>
          </FormControl>
          <FormControl size="small">
            <InputLabel id="playground-variant-label">Variant</InputLabel>
            <Select
              labelId="playground-variant-label"
              label="Variant"
              value={settings.variant}
              onChange={(event) =>
                update({ variant: event.target.value as Variant, actions: null, calendars: null })
              }
            >
              <MenuItem value="responsive">Responsive</MenuItem>
              <MenuItem value="desktop">Desktop</MenuItem>
              <MenuItem value="mobile">Mobile</MenuItem>
              <MenuItem value="static">Static</MenuItem>
            </Select>
          </FormControl>
          {can.views && (
            <FormControl size="small">
              <InputLabel id="playground-open-to-label">openTo</InputLabel>
              <Select
                labelId="playground-open-to-label"
                label="openTo"
                value={settings.openTo ?? defaultOpenTo(settings.kind, settings.views) ?? ''}
                onChange={(event) => update({ openTo: event.target.value as View })}
              >
                {settings.views.map((view) => (
                  <MenuItem key={view} value={view}>
                    {view}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {can.staticWrapper && (
            <FormControl size="small">
              <InputLabel id="playground-wrapper-label">displayStaticWrapperAs</InputLabel>
              <Select
                labelId="playground-wrapper-label"
                label="displayStaticWrapperAs"
                value={settings.staticWrapper}
                onChange={(event) =>
                  update({ staticWrapper: event.target.value as 'mobile' | 'desktop', calendars: null })
                }
              >
                <MenuItem value="mobile">mobile</MenuItem>
                <MenuItem value="desktop">desktop</MenuItem>
              </Select>
            </FormControl>
          )}
          {can.orientation && (
            <FormControl size="small">
              <InputLabel id="playground-orientation-label">orientation</InputLabel>
              <Select
                labelId="playground-orientation-label"
                label="orientation"
                value={settings.orientation}
                onChange={(event) =>
                  update({ orientation: event.target.value as Settings['orientation'] })
                }
                renderValue={(value) => (value === 'default' ? 'Not set' : value)}
              >
                <MenuItem value="default">
                  {settings.kind === 'dateTime' ? 'Not set (portrait)' : 'Not set (follows the device)'}
                </MenuItem>
                {settings.kind !== 'dateTime' && <MenuItem value="portrait">portrait</MenuItem>}
                <MenuItem value="landscape">landscape</MenuItem>
              </Select>
            </FormControl>
          )}
          {can.calendars && (
            <FormControl size="small">
              <InputLabel id="playground-calendars-label">calendars</InputLabel>
              <Select
                labelId="playground-calendars-label"
                label="calendars"
                value={settings.calendars ?? defaultCalendars(settings)}
                onChange={(event) => update({ calendars: Number(event.target.value) })}
              >
                {[1, 2, 3].map((count) => (
                  <MenuItem key={count} value={count}>
                    {count}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {can.field && (
            <FormControl size="small">
              <InputLabel id="playground-close-label">closeOnSelect</InputLabel>
              <Select
                labelId="playground-close-label"
                label="closeOnSelect"
                value={settings.closeOnSelect}
                onChange={(event) => update({ closeOnSelect: event.target.value as Tristate })}
                renderValue={(value) => (value === 'default' ? 'Not set' : value)}
              >
                <MenuItem value="default">Not set ({closeDefault})</MenuItem>
                <MenuItem value="true">true</MenuItem>
                <MenuItem value="false">false</MenuItem>
              </Select>
            </FormControl>
          )}
          <FormControl size="small">
            <InputLabel id="playground-actions-label" shrink>
              actionBar actions
            </InputLabel>
            <Select<string[]>
              multiple
              notched
              labelId="playground-actions-label"
              label="actionBar actions"
              value={settings.actions ?? []}
              onChange={changeActions}
              displayEmpty
              renderValue={(selected) => {
                if (settings.actions === null) return 'Not set';
                return selected.length ? selected.join(', ') : '[] (none)';
              }}
            >
              <MenuItem value="default">
                <ListItemText primary={defaultActionsLabel} />
              </MenuItem>
              {offeredActions.map((action) => (
                <MenuItem key={action} value={action}>
                  <Checkbox size="small" checked={settings.actions?.includes(action) ?? false} />
                  <ListItemText primary={action} />
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {can.time && (
            <FormControl size="small">
              <InputLabel id="playground-minutes-step-label">minutesStep</InputLabel>
              <Select
                labelId="playground-minutes-step-label"
                label="minutesStep"
                value={settings.minutesStep}
                onChange={(event) => update({ minutesStep: Number(event.target.value) })}
              >
                {MINUTE_STEPS.map((step) => (
                  <MenuItem key={step} value={step}>
                    {step === 1 ? '1 (default)' : step}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {can.timeSteps && (
            <FormControl size="small">
              <InputLabel id="playground-time-steps-label">timeSteps.minutes</InputLabel>
              <Select
                labelId="playground-time-steps-label"
                label="timeSteps.minutes"
                value={settings.timeStepMinutes}
                onChange={(event) => update({ timeStepMinutes: Number(event.target.value) })}
              >
                {TIME_STEP_MINUTES.map((step) => (
                  <MenuItem key={step} value={step}>
                    {step === 5 ? '5 (default)' : step}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {can.field && (
            <TextField
              size="small"
              label="label"
              value={settings.label}
              onChange={(event) => update({ label: event.target.value })}
            />
          )}
          {can.format && (
            <TextField
              size="small"
              label="format"
              placeholder="e.g. DD/MM/YYYY"
              value={settings.format}
              onChange={(event) => update({ format: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </Box>

        {can.views && (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" sx={legendSx}>
              {settings.kind === 'dateTime' ? 'views (day and at least one time view)' : 'views (at least one)'}
            </Typography>
            <FormGroup row sx={{ columnGap: 1 }}>
              {info.views.map((view) => (
                <FormControlLabel
                  key={view}
                  sx={{ mr: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={settings.views.includes(view)}
                      disabled={
                        settings.views.includes(view) &&
                        !viewsAreValid(
                          settings.kind,
                          settings.views.filter((v) => v !== view),
                        )
                      }
                      onChange={(event) => toggleView(view, event.target.checked)}
                    />
                  }
                  label={view}
                />
              ))}
            </FormGroup>
          </Box>
        )}

        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" sx={legendSx}>
            Boolean props
          </Typography>
          <FormGroup row sx={{ columnGap: 2 }}>
            {switches
              .filter((item) => item.shown)
              .map((item) => (
                <FormControlLabel
                  key={item.name}
                  sx={{ ml: 0, mr: 0 }}
                  control={
                    <Switch
                      size="small"
                      checked={settings[item.name]}
                      onChange={(event) => update({ [item.name]: event.target.checked })}
                    />
                  }
                  label={item.name}
                />
              ))}
          </FormGroup>
        </Box>

        <Box
          role="region"
          aria-label={`Preview of ${name}`}
          sx={{
            height: can.field ? FIELD_PREVIEW_HEIGHT : STATIC_PREVIEW_HEIGHT,
            flexShrink: 0,
            overflow: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 0.5,
          }}
        >
          <PreviewBoundary resetKey={code}>
            <Box sx={{ width: 'fit-content' }}>
              <Picker key={remountKey} {...pickerProps} />
              {can.field && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {openHint}
                </Typography>
              )}
            </Box>
          </PreviewBoundary>
        </Box>

        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography component="p" sx={{ fontWeight: 600, fontSize: 14 }}>
              Generated code
            </Typography>
            <Button size="small" variant="outlined" onClick={copyCode}>
              Copy
            </Button>
            <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: 20 }}>
              {copyStatus === 'copied' && 'Copied'}
              {copyStatus === 'selected' &&
                'The clipboard is not available: the code is selected, press Ctrl+C (⌘C on macOS).'}
            </Typography>
          </Box>
          <Box
            component="pre"
            ref={codeRef}
            tabIndex={0}
            aria-label="Generated code"
            sx={{
              flex: 1,
              minHeight: 0,
              m: 0,
              p: 1.5,
              overflow: 'auto',
              fontFamily: 'monospace',
              fontSize: 12.5,
              lineHeight: 1.6,
              bgcolor: 'action.hover',
              color: 'text.primary',
              borderRadius: 1,
            }}
          >
            <code>{code}</code>
          </Box>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
