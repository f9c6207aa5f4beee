import { describe, expect, it } from 'vitest';
import { mergeTypes, referencedNames, stripOuterUndefined, unionMembers } from './type-text';

describe('type text', () => {
  it('drops `undefined` from the outer union only', () => {
    expect(stripOuterUndefined('(() => A | undefined) | undefined')).toBe('(() => A | undefined)');
    expect(stripOuterUndefined('(dir: D) => GridComparatorFn<V> | undefined')).toBe(
      '(dir: D) => GridComparatorFn<V> | undefined',
    );
    expect(stripOuterUndefined('string | undefined')).toBe('string');
  });

  it('merges the types several declarations give, literals in order', () => {
    expect(mergeTypes(["'standard'", "'filled'", "'outlined'"])).toBe("'filled' | 'outlined' | 'standard'");
    expect(mergeTypes(['A | B', 'B | C'])).toBe('A | B | C');
    expect(unionMembers('(a: A) => B | C')).toEqual(['(a: A) => B | C']);
  });

  it('finds the named types a type refers to', () => {
    expect(referencedNames('readonly GridColDef<R>[] | Map<GridRowId, X>')).toEqual([
      'GridColDef',
      'R',
      'Map',
      'GridRowId',
      'X',
    ]);
  });
});
