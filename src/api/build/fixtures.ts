/**
 * The reviewed fixtures of the API generator: for three components, every prop name, the
 * required ones, and full records of the props a reader looks up most. The unit test
 * (generate.test.ts) compares a fresh generation with them.
 */
import type { ApiProduct } from '../../navigation/types';
import type { ApiPageData } from '../types';
import { richToText } from './markdown';

export interface FixtureSpec {
  product: ApiProduct;
  slug: string;
  props: string[];
  slots: string[];
  classes: string[];
}

export const FIXTURES: FixtureSpec[] = [
  {
    product: 'data-grid',
    slug: 'data-grid',
    props: [
      'checkboxSelection',
      'columns',
      'rows',
      'density',
      'pageSizeOptions',
      'onRowClick',
      'disableColumnFilter',
    ],
    slots: ['toolbar', 'noRowsOverlay', 'pagination'],
    classes: ['root', 'cell', 'columnHeader'],
  },
  {
    product: 'date-pickers',
    slug: 'date-picker',
    props: ['value', 'onChange', 'views', 'format', 'disabled', 'minDate', 'desktopModeMediaQuery'],
    slots: ['openPickerIcon', 'toolbar', 'actionBar'],
    classes: [],
  },
  {
    product: 'charts',
    slug: 'line-chart',
    props: ['series', 'xAxis', 'height', 'skipAnimation', 'grid', 'onMarkClick'],
    slots: ['legend', 'tooltip', 'line'],
    classes: [],
  },
];

/** The part of a generated page a fixture holds. */
export function fixtureOf(page: ApiPageData, spec: FixtureSpec) {
  const member = (name: string) => {
    const m = page.members.find((x) => x.name === name);
    if (!m) return null;
    return {
      type: m.type,
      required: m.required,
      ...(m.default ? { default: m.default } : {}),
      description: richToText(m.description),
    };
  };
  return {
    name: page.name,
    package: page.source.package,
    imports: page.imports.map((i) => i.code),
    propNames: page.members.map((m) => m.name),
    required: page.members.filter((m) => m.required).map((m) => m.name),
    props: Object.fromEntries(spec.props.map((name) => [name, member(name)])),
    slots: Object.fromEntries(
      spec.slots.map((name) => [name, page.slots.find((s) => s.name === name)?.default ?? null]),
    ),
    slotCount: page.slots.length,
    classes: Object.fromEntries(
      spec.classes.map((key) => [key, page.classes.find((c) => c.key === key)?.className ?? null]),
    ),
    classCount: page.classes.length,
    ref: page.inheritance?.ref ?? null,
  };
}
