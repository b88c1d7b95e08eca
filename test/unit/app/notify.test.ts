import { act, screen, waitFor } from '@testing-library/react';
import { createElement, useEffect, useRef } from 'react';
import { bindNotifyApi, MESSAGE_SECONDS, notifyError, notifyNotice, notifySuccess, onNotifyDemand, waitingToasts, type NotifyApi } from '@/lib/notify';
import { initialState, renderWithStore } from '../../helpers/render';

/** An api recording what it is asked to show. */
function recordingApi() {
  const calls: { kind: string; args: unknown }[] = [];
  const api: NotifyApi = {
    message: {
      success: ((o: unknown) => calls.push({ kind: 'success', args: o })) as never,
      error: ((o: unknown) => calls.push({ kind: 'error', args: o })) as never,
    },
    notification: { info: (o) => calls.push({ kind: 'info', args: o }) },
  };
  return { api, calls };
}

/** The text of the toasts on the page, top to bottom. */
const toastTexts = () => [...document.querySelectorAll('.ant-message-notice, .ant-notification-notice')].map((el) => el.textContent);

describe('toasts and their durations', () => {
  afterEach(() => bindNotifyApi(null));

  it('messages last 3 s and notices 4.5 s', () => {
    const { api, calls } = recordingApi();
    bindNotifyApi(api);
    notifySuccess('Changes saved');
    notifyError('Incorrect credentials!');
    notifyNotice({ title: 'New tip', description: 'Ann sent 5 tokens' });
    expect(calls).toEqual([
      { kind: 'success', args: { content: 'Changes saved', duration: 3 } },
      { kind: 'error', args: { content: 'Incorrect credentials!', duration: 3 } },
      { kind: 'info', args: { title: 'New tip', description: 'Ann sent 5 tokens', duration: 4.5 } },
    ]);
    expect(MESSAGE_SECONDS).toBe(3);
  });
});

describe('toasts before the holders are loaded', () => {
  afterEach(() => {
    // Flush whatever a test left waiting, then unbind.
    bindNotifyApi(recordingApi().api);
    bindNotifyApi(null);
  });

  it('wait in order and ask the host once it registers, then show through the bound holders', () => {
    notifyError('First');
    notifySuccess('Second');
    notifyNotice({ title: 'Third' });
    expect(waitingToasts()).toBe(3);

    const asked = jest.fn();
    const unregister = onNotifyDemand(asked);
    expect(asked).toHaveBeenCalledTimes(1);
    notifyError('Fourth');
    expect(asked).toHaveBeenCalledTimes(2);

    const { api, calls } = recordingApi();
    bindNotifyApi(api);
    expect(waitingToasts()).toBe(0);
    expect(calls.map((c) => c.kind)).toEqual(['error', 'success', 'info', 'error']);
    expect(calls.map((c) => c.args)).toEqual([
      { content: 'First', duration: 3 },
      { content: 'Second', duration: 3 },
      { title: 'Third', description: undefined, duration: 4.5 },
      { content: 'Fourth', duration: 3 },
    ]);

    // Bound: the next toast goes straight to the holders, without asking the host.
    notifySuccess('Fifth');
    expect(calls).toHaveLength(5);
    expect(asked).toHaveBeenCalledTimes(2);
    unregister();
  });

  it('does not ask a host that registered with nothing waiting, until a toast comes', () => {
    const asked = jest.fn();
    const unregister = onNotifyDemand(asked);
    expect(asked).not.toHaveBeenCalled();
    notifySuccess('Saved');
    expect(asked).toHaveBeenCalledTimes(1);
    unregister();
    notifySuccess('Saved again');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(waitingToasts()).toBe(2);
  });

  it('the app loads the holders for a toast asked before it rendered and shows it', async () => {
    notifyError('Incorrect credentials!');
    expect(toastTexts()).toEqual([]);
    renderWithStore(createElement('p', null, 'page'));
    expect(await screen.findByText('Incorrect credentials!')).toBeInTheDocument();
    expect(waitingToasts()).toBe(0);
  });

  it('loses none of the toasts a page asks for during its first render and effects, and keeps their order', async () => {
    function NoisyPage() {
      const once = useRef(false);
      if (!once.current) {
        once.current = true;
        notifySuccess('During render');
      }
      useEffect(() => {
        notifyError('In an effect');
        notifyNotice({ title: 'A notice', description: 'from the same effect' });
      }, []);
      return null;
    }
    renderWithStore(createElement(NoisyPage));
    await waitFor(() => expect(toastTexts()).toHaveLength(3));
    expect(toastTexts()).toEqual(expect.arrayContaining(['During render', 'In an effect', 'A noticefrom the same effect']));
    const messages = [...document.querySelectorAll('.ant-message-notice')].map((el) => el.textContent);
    expect(messages).toEqual(['During render', 'In an effect']);
    expect(waitingToasts()).toBe(0);

    // Later toasts show at once through the mounted holders.
    await act(async () => {
      notifySuccess('Changes saved');
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });

  it('mounts the holders inside the theme\'s ConfigProvider, so toasts take its theme', async () => {
    const base = initialState();
    renderWithStore(createElement('p', null, 'page'), { state: { ...base, ui: { ...base.ui, theme: 'dark' } } });
    await act(async () => {
      notifySuccess('Saved in the dark');
    });
    const text = await screen.findByText('Saved in the dark');
    // antd scopes its theme's CSS variables to the ConfigProvider's class ('fs', src/components/app/antd-theme.ts).
    expect(text.closest('.ant-message')?.className).toMatch(/\bfs\b/);
  });
});
