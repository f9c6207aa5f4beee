import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GridEventEntry } from '../api/build/events';
import { loadApiPage } from '../api/load';
import { PlanBadge } from '../shell/PlanBadge';
import { TableScroll } from './TableScroll';

const ROOT_PAGES = { community: 'data-grid', pro: 'data-grid-pro', premium: 'data-grid-premium' } as const;

/**
 * `<GridEventCatalog />` in a guide: every public event of the Data Grid as the installed
 * packages declare it (generated/api/grid-events.json, written by scripts/generate-api.ts), with
 * its plan, the root prop that receives it (linked to that prop's API row), and the type of its
 * params. Rendered at build: no JavaScript in the page.
 */
export async function GridEventCatalog() {
  const file = join(process.cwd(), 'generated/api/grid-events.json');
  const events = JSON.parse(await readFile(file, 'utf8')) as GridEventEntry[];
  // A prop links to the lowest plan's root component that has it.
  const members = new Map<string, Set<string>>();
  for (const slug of Object.values(ROOT_PAGES)) {
    const page = await loadApiPage('data-grid', slug);
    members.set(slug, new Set(page?.members.map((m) => m.name) ?? []));
  }
  const propHref = (event: GridEventEntry) => {
    const plans = (['community', 'pro', 'premium'] as const).slice(['community', 'pro', 'premium'].indexOf(event.plan));
    const slug = plans.map((plan) => ROOT_PAGES[plan]).find((s) => members.get(s)?.has(event.prop!));
    return slug ? `/x/api/data-grid/${slug}/#prop-${event.prop}` : null;
  };
  return (
    <TableScroll label="Data Grid events">
      <table className="event-catalog">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Prop</th>
            <th scope="col">Params</th>
            <th scope="col">Fired when</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const href = event.prop ? propHref(event) : null;
            return (
              <tr key={event.name} id={`event-${event.name}`}>
                <td>
                  <code>{event.name}</code>
                  {event.plan === 'community' ? null : <PlanBadge plan={event.plan} />}
                </td>
                <td>
                  {event.prop ? href ? <a href={href}><code>{event.prop}</code></a> : <code>{event.prop}</code> : 'none'}
                </td>
                <td>{event.params ? <code>{event.params}</code> : 'none'}</td>
                <td>{event.description}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
