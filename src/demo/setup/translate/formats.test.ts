import { describe, expect, it } from 'vitest';
import { AdapterDateFns, AdapterDayjs, AdapterLuxon, AdapterMoment } from './test-adapters';
import { NOT_IN_FIELDS, TOKENS, translateFormat } from './formats';
import type { TargetLibrary } from './index';

type TokenMap = Record<string, string | { sectionType: string }>;
const sectionOf = (map: TokenMap, token: string) => {
  const entry = map[token];
  return typeof entry === 'string' ? entry : entry?.sectionType;
};

const ADAPTERS: Record<TargetLibrary, { formatTokenMap: TokenMap }> = {
  'date-fns': new AdapterDateFns(),
  luxon: new AdapterLuxon(),
  moment: new AdapterMoment(),
};
const dayjsMap = new AdapterDayjs().formatTokenMap;

describe('translateFormat', () => {
  it('writes literals in each library’s quoting', () => {
    expect(translateFormat('ddd, MMM D [at] h:mm A', 'date-fns')).toEqual({
      format: "EEE, MMM d 'at' h:mm a",
    });
    expect(translateFormat('ddd, MMM D [at] h:mm A', 'luxon')).toEqual({ format: "EEE, MMM d 'at' h:mm a" });
    expect(translateFormat('ddd, MMM D [at] h:mm A', 'moment')).toEqual({ format: 'ddd, MMM D [at] h:mm A' });
    expect(translateFormat("D [o'clock]", 'date-fns')).toEqual({ format: "d 'o''clock'" });
    expect(translateFormat("D [o'clock]", 'luxon')).toEqual({ token: "'" });
  });

  it('refuses in a field the tokens its adapter cannot read there', () => {
    expect(translateFormat('dd D', 'date-fns')).toEqual({ format: 'EEEEEE d' });
    expect(translateFormat('dd D', 'date-fns', true)).toEqual({ token: 'dd' });
  });

  it('refuses tokens it does not know', () => {
    expect(translateFormat('Q YYYY', 'date-fns')).toEqual({ token: 'Q' });
    expect(translateFormat('wo', 'moment')).toEqual({ token: 'wo' });
    expect(translateFormat('Do MMMM', 'luxon')).toEqual({ token: 'Do' });
  });

  // A picker's `format` prop is parsed into sections by its adapter's token map: a token the
  // Day.js adapter reads must become one the target adapter reads as the same kind of section.
  for (const library of Object.keys(ADAPTERS) as TargetLibrary[]) {
    it(`maps each field token to one ${library}'s adapter reads as the same section`, () => {
      const map = ADAPTERS[library].formatTokenMap;
      const checked = Object.entries(TOKENS).filter(
        ([token, targets]) =>
          targets[library] && sectionOf(dayjsMap, token) && !NOT_IN_FIELDS[library].has(token),
      );
      expect(checked.length).toBeGreaterThan(15);
      for (const [token, targets] of checked) {
        expect([token, sectionOf(map, targets[library]!)]).toEqual([token, sectionOf(dayjsMap, token)]);
      }
    });
  }
});
