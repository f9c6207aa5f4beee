/**
 * The shape of the generated API reference (generated/api/*.json), shared by the generator
 * (src/api/build) and the pages that render it (src/api/*.tsx).
 */
import type { ApiProduct, Plan } from '../navigation/types';

/**
 * JSDoc Markdown, parsed at build into a small tree: a string is text. Links are already
 * resolved: to a page of this site, to an external address, or dropped to plain text when
 * they pointed at a page this site does not have.
 */
export type RichNode =
  | string
  | { t: 'code'; v: string }
  | { t: 'pre'; v: string }
  | { t: 'a'; href: string; c: RichNode[] }
  | { t: 'strong' | 'em' | 'p' | 'li'; c: RichNode[] }
  | { t: 'ul' | 'ol'; c: RichNode[] };

export interface ApiMember {
  name: string;
  /** The declared type, formatted for reading (long unions and signatures span lines). */
  type: string;
  /** The `@default` JSDoc tag, as written. */
  default?: string;
  required: boolean;
  description: RichNode[];
  /** The `@deprecated` tag's text ('' when it gives no reason). */
  deprecated?: RichNode[];
  /** The plan needed for this member when it is higher than the page's base plan. */
  plan?: Plan;
  /**
   * Declared outside MUI X (a Material UI component's props the component re-declares in its
   * `propTypes`): the interface it comes from, e.g. `TextFieldProps`.
   */
  inheritedFrom?: string;
  /**
   * Only some members of a union declare this member: the literal property that selects them,
   * e.g. `type: 'actions'` for `GridColDef.getActions`.
   */
  when?: string;
  /** The description is the site's standard one for a generic prop (`className`, `sx`, …). */
  genericDescription?: boolean;
  /** Named types in `type` that have an inline definition on this page (`ApiPageData.types`). */
  typeRefs?: string[];
  /** Guide sections that use this member (built from the guides' prose and demos). */
  usedIn?: { pathname: string; title: string; heading?: { id: string; text: string } }[];
  /** Not declared in the last v7 release of a component or type that v7 has (since-v7.ts). */
  newInV8?: true;
}

/** A member the last v7 release lists and 8.0.0-beta.3 does not declare. */
export interface ApiRemovedMember {
  name: string;
  /** What to use instead, as code (`rowSpanning`, `slotProps.tooltip`), when known. */
  replacement?: string[];
  /** Where the replacement comes from. */
  source?:
    | { kind: 'deprecation'; note: RichNode[] }
    /** The migration guide's section (which may give no replacement, only the reason). */
    | { kind: 'guide'; href: string; title: string }
    /** No replacement is known; the v7 deprecation note, if any, says why it went. */
    | { kind: 'none'; note?: RichNode[] };
}

/** How a page compares with the last v7 release of its package (src/api/build/since-v7.ts). */
export interface ApiSinceV7 {
  /** The v7 package and version compared with. */
  from: { package: string; version: string };
  /** The component or type is not in v7: one mark for the page instead of one per member. */
  newInV8?: true;
  /** v7 has it, but exports it undocumented: its members were not compared. */
  notCompared?: true;
  removed: ApiRemovedMember[];
}

/** A named type's definition, shown inline (expandable) wherever a member's type names it. */
export interface ApiTypeDefinition {
  name: string;
  /** The definition, formatted (`{ field: string; … }`, or a literal union spelled out). */
  text: string;
  /** Its API page, when the site has one. */
  href?: string;
}

export interface ApiSlot {
  name: string;
  description: RichNode[];
  /** The default component, from the slot's `@default` tag. */
  default?: string;
}

export interface ApiCssClass {
  key: string;
  /** The class name applied in the DOM, e.g. `MuiDataGrid-root`. */
  className: string;
  description: RichNode[];
}

export interface ApiImport {
  /** e.g. `import { DataGrid } from '@mui/x-data-grid';` */
  code: string;
  plan?: Plan;
}

/** What happens to props this page does not list. */
export interface ApiInheritance {
  /** The element the `ref` reaches, e.g. `HTMLDivElement`. */
  ref?: string;
  /** Declarations the remaining props come from, e.g. React's `HTMLAttributes` (count). */
  sources: { name: string; module: string; count: number }[];
}

export interface ApiPageData {
  kind: 'component' | 'interface';
  product: ApiProduct;
  /** The documented name, e.g. `RadarChart` (exported as `Unstable_RadarChart`). */
  name: string;
  /** The exported identifier. */
  exportName: string;
  slug: string;
  plan?: Plan;
  /** The package and version the declarations were read from. */
  source: { package: string; version: string };
  /**
   * An interface whose packages export different declarations (`GridApi`, widened by each
   * plan): every package read, lowest plan first.
   */
  sources?: { package: string; version: string }[];
  description: RichNode[];
  deprecated?: RichNode[];
  imports: ApiImport[];
  members: ApiMember[];
  slots: ApiSlot[];
  classes: ApiCssClass[];
  inheritance?: ApiInheritance;
  /** Definitions of the named types the members' types use, once per page. */
  types?: ApiTypeDefinition[];
  /** Guide pages that use this component (navigation keys). */
  usedIn: { pathname: string; title: string }[];
  /** The comparison with the last v7 release. */
  sinceV7?: ApiSinceV7;
}

export interface ApiIndexEntry {
  name: string;
  slug: string;
  kind: 'component' | 'interface';
  plan?: Plan;
  /** First sentence of the description, plain text. */
  summary: string;
}

export interface ApiManifest {
  products: Record<
    ApiProduct,
    { title: string; packages: { name: string; version: string }[]; entries: ApiIndexEntry[] }
  >;
}

/** The list of every API change since v7 (generated/api/since-v7.json), for its page. */
export interface ApiSinceV7Summary {
  /** The v7 packages compared with. */
  from: { name: string; version: string }[];
  products: {
    product: ApiProduct;
    title: string;
    pages: {
      name: string;
      slug: string;
      kind: 'component' | 'interface';
      newInV8?: true;
      added: string[];
      removed: { name: string; replacement?: string[] }[];
    }[];
  }[];
}
