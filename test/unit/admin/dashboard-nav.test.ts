// The admin sub-navigation's sections: the dashboard lives at /admin, which every admin path starts with, so
// it is the current section only there; the dashboard's periods count UTC days, both ends included.
import { adminSectionOf, adminSections } from '@/components/admin/admin-nav';
import { periodFor, periodProblem } from '@/components/admin/dashboard/dashboard-period';

describe('admin sections', () => {
  it('puts the dashboard first and picks it only at /admin itself', () => {
    expect(adminSections[0]).toMatchObject({ key: 'dashboard', href: '/admin' });
    expect(adminSectionOf('/admin')).toBe('dashboard');
    expect(adminSectionOf('/admin/settings')).toBe('settings');
    expect(adminSectionOf('/admin/performers/[id]')).toBe('performers');
    expect(adminSectionOf('/admin/ledger')).toBe('ledger');
    expect(adminSectionOf('/administrator')).toBeUndefined();
  });
});

describe('dashboard periods', () => {
  const today = new Date('2026-11-27T03:00:00Z');
  const current = { fromDate: '2026-10-01', toDate: '2026-10-31' };

  it('counts presets back from today, this month from its first day, and keeps a custom range', () => {
    expect(periodFor('7', today, current)).toEqual({ fromDate: '2026-11-21', toDate: '2026-11-27' });
    expect(periodFor('90', today, current)).toEqual({ fromDate: '2026-08-30', toDate: '2026-11-27' });
    expect(periodFor('month', today, current)).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-27' });
    expect(periodFor('custom', today, current)).toBe(current);
  });

  it('says why a custom range cannot be asked for', () => {
    expect(periodProblem(current)).toBeNull();
    expect(periodProblem({ fromDate: '2026-11-02', toDate: '2026-11-01' })).toMatch(/before the last/);
    expect(periodProblem({ fromDate: '2025-01-01', toDate: '2026-01-02' })).toMatch(/at most 366 days/);
  });
});
