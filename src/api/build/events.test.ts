import { describe, expect, it } from 'vitest';
import { extractGridEvents } from './events';

// Read from the installed grid packages, as the build does: the catalog must follow them.
describe('extractGridEvents', () => {
  const events = extractGridEvents(process.cwd());
  const byName = new Map(events.map((event) => [event.name, event]));

  it('reads every public event once, sorted, without the internal ones', () => {
    expect(events.length).toBeGreaterThan(50);
    expect(events.map((e) => e.name)).toEqual([...byName.keys()].sort((a, b) => a.localeCompare(b)));
    // Tagged @ignore in the community declarations.
    expect(byName.has('columnHeaderDragStart')).toBe(false);
  });

  it('gives each event the plan of the package that declares it', () => {
    expect(byName.get('cellClick')?.plan).toBe('community');
    expect(byName.get('rowOrderChange')?.plan).toBe('pro');
    expect(byName.get('rowGroupingModelChange')?.plan).toBe('premium');
  });

  it('pairs an event with its root prop, including the Model names of controlled state', () => {
    expect(byName.get('rowClick')?.prop).toBe('onRowClick');
    expect(byName.get('rowSelectionChange')?.prop).toBe('onRowSelectionModelChange');
    expect(byName.get('cellSelectionChange')?.prop).toBe('onCellSelectionModelChange');
    expect(byName.get('cellMouseUp')?.prop).toBeNull();
  });

  it('keeps the params type and the description', () => {
    const sort = byName.get('sortModelChange');
    expect(sort?.params).toBe('GridSortModel');
    expect(sort?.description.length).toBeGreaterThan(10);
  });
});
