import { describe, expect, it } from 'vitest';
import { memberPlan } from './plan';

describe('memberPlan', () => {
  it('reads an unbadged prop of a component page as Community (DataGridPremium.checkboxSelection)', () => {
    expect(memberPlan({ kind: 'component', plan: 'premium' }, {})).toBe('community');
    expect(memberPlan({ kind: 'component', plan: 'premium' }, { plan: 'pro' })).toBe('pro');
  });
  it('reads an unbadged member of an interface page as the page’s plan (GridExcelExportOptions)', () => {
    expect(memberPlan({ kind: 'interface', plan: 'premium' }, {})).toBe('premium');
    expect(memberPlan({ kind: 'interface' }, {})).toBe('community');
  });
});
