import { LOCALES } from './locales';

/** The packages a setup's code may import besides the demo's own, for the sandbox's package.json. */
export const SETUP_PACKAGES = ['dayjs', 'date-fns', 'luxon', 'moment', 'moment-timezone'] as const;

/**
 * Every module a setup's code can import that the demo may not: the adapters, each locale of
 * each library, Day.js's zone plugins, moment-timezone, and the libraries themselves (a
 * translated demo builds its values with them). Added to the live editor's scope
 * (generated/demo-scope.js), where each is its own `import()`, loaded only when a demo's code
 * imports it: a reader on the default setup loads none.
 */
export const SETUP_SCOPE_SPECS: readonly string[] = [
  ...['AdapterDayjs', 'AdapterDateFns', 'AdapterLuxon', 'AdapterMoment'].flatMap((a) => [
    `@mui/x-date-pickers/${a}`,
    `@mui/x-date-pickers-pro/${a}`,
  ]),
  'dayjs',
  'dayjs/plugin/utc',
  'dayjs/plugin/timezone',
  'date-fns',
  'luxon',
  'moment',
  'moment-timezone',
  ...Object.entries(LOCALES).flatMap(([tag, l]) =>
    tag === 'en-US'
      ? []
      : [`dayjs/locale/${l.dayjs}`, `moment/locale/${l.dayjs}`, `date-fns/locale/${l.dateFns[0]}`],
  ),
];
