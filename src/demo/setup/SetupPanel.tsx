'use client';
import * as React from 'react';
import { LOCALES } from './locales';
import {
  DENSITIES,
  LIBRARIES,
  LOCALE_TAGS,
  supportsTimeZones,
  TIME_ZONES,
  type DateLibrary,
  type Density,
  type SetupKind,
} from './setup';
import { setDemoSetup, useDemoSetup } from './client';

/**
 * The setup panel's content (loaded on first open, inside the frame's native popover): the
 * selects a kind of demo follows. A change applies at once to every demo on every page.
 */
export default function SetupPanel({ kind, panelId }: { kind: SetupKind; panelId: string }) {
  const setup = useDemoSetup();
  const ids = React.useId();
  const zones = supportsTimeZones(setup.library);
  const field = (key: string, label: string, control: React.ReactNode, hint?: string) => (
    <div className="demo-setup-field" key={key}>
      <label htmlFor={`${ids}-${key}`}>{label}</label>
      {control}
      {hint ? (
        <p id={`${ids}-${key}-hint`} className="demo-setup-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
  return (
    <div className="demo-setup-body">
      <h2 className="demo-setup-title">
        {kind === 'grid' ? 'Data Grid demos' : 'Date and Time Pickers demos'}
      </h2>
      <p className="demo-setup-hint">Applies to every demo on every page, and to the code you copy.</p>
      {kind === 'grid'
        ? field(
            'density',
            'Density',
            <select
              id={`${ids}-density`}
              value={setup.density}
              onChange={(e) => setDemoSetup({ ...setup, density: e.target.value as Density })}
            >
              {DENSITIES.map((d) => (
                <option key={d} value={d}>
                  {d[0]!.toUpperCase() + d.slice(1)}
                </option>
              ))}
            </select>,
          )
        : [
            field(
              'library',
              'Date library',
              <select
                id={`${ids}-library`}
                value={setup.library}
                onChange={(e) => setDemoSetup({ ...setup, library: e.target.value as DateLibrary })}
              >
                {LIBRARIES.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.label}
                  </option>
                ))}
              </select>,
            ),
            field(
              'locale',
              'Locale',
              <select
                id={`${ids}-locale`}
                value={setup.locale}
                onChange={(e) => setDemoSetup({ ...setup, locale: e.target.value })}
              >
                {LOCALE_TAGS.map((tag) => (
                  <option key={tag} value={tag} lang={tag}>
                    {LOCALES[tag]!.label} ({tag})
                  </option>
                ))}
              </select>,
            ),
            field(
              'zone',
              'Time zone',
              <select
                id={`${ids}-zone`}
                value={zones ? setup.timeZone : ''}
                disabled={!zones}
                aria-describedby={zones ? undefined : `${ids}-zone-hint`}
                onChange={(e) => setDemoSetup({ ...setup, timeZone: e.target.value })}
              >
                <option value="">Your browser&apos;s zone</option>
                {TIME_ZONES.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>,
              zones
                ? undefined
                : "date-fns's adapter cannot convert between time zones: demos use your browser's.",
            ),
          ]}
      <button type="button" className="demo-button" popoverTarget={panelId} popoverTargetAction="hide">
        Done
      </button>
    </div>
  );
}
