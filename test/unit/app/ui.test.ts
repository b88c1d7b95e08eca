import { loadUIValue, updateUIValue } from '@/redux/ui/actions';
import { initialUIState, uiReducer, uiValuesFromSettings } from '@/redux/ui/reducer';
import { initialSettingsState } from '@/redux/settings/reducer';
import { makeStore } from '@/redux/store';

describe('ui slice', () => {
  beforeEach(() => localStorage.clear());

  it('defaults: favicon /favicon.ico, light theme', () => {
    expect(uiReducer(undefined, { type: '@@init' })).toMatchObject({ favicon: '/favicon.ico', theme: 'light', siteName: 'Fanstage' });
  });

  it('update merges values', () => {
    const s = uiReducer({ ...initialUIState, siteName: 'Keep' }, updateUIValue({ theme: 'dark', collapsed: true }));
    expect(s).toEqual({ ...initialUIState, siteName: 'Keep', theme: 'dark', collapsed: true });
  });

  it('update saves every key to localStorage (theme under "theme")', () => {
    const store = makeStore();
    const menus = [{ title: 'Terms', path: '/page/terms', section: 'footer' as const, isNewTab: false }];
    store.dispatch(updateUIValue({ theme: 'dark', siteName: 'My Fans', collapsed: true, menus }));
    expect(store.getState().ui).toMatchObject({ theme: 'dark', siteName: 'My Fans', collapsed: true, menus });
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('siteName')).toBe('My Fans');
    expect(localStorage.getItem('collapsed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('menus') ?? 'null')).toEqual(menus);
  });

  it('load reads the saved choices back (a theme chosen before a reload)', () => {
    makeStore().dispatch(updateUIValue({ theme: 'dark', collapsed: true }));
    const afterReload = makeStore();
    expect(afterReload.getState().ui.theme).toBe('light');
    afterReload.dispatch(loadUIValue());
    expect(afterReload.getState().ui).toMatchObject({ theme: 'dark', collapsed: true });
  });

  it('load ignores junk in storage', () => {
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('collapsed', '{');
    const store = makeStore();
    store.dispatch(loadUIValue());
    expect(store.getState().ui).toMatchObject({ theme: 'light', collapsed: false });
  });

  it('site values come from settings', () => {
    expect(uiValuesFromSettings({ ...initialSettingsState, siteName: 'S', logoUrl: '/l.png', darkmodeLogoUrl: '/d.png', favicon: '' })).toEqual({
      siteName: 'S',
      logo: '/l.png',
      darkmodeLogo: '/d.png',
      menus: [],
      favicon: '/favicon.ico',
    });
  });
});
