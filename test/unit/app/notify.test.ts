import { act, screen } from '@testing-library/react';
import { bindNotifyApi, MESSAGE_SECONDS, notifyError, notifyNotice, notifySuccess, type NotifyApi } from '@/lib/notify';

describe('toasts and their durations', () => {
  afterEach(() => bindNotifyApi(null));

  it('messages last 3 s and notices 4.5 s', () => {
    const calls: { kind: string; args: unknown }[] = [];
    const api: NotifyApi = {
      message: {
        success: ((o: unknown) => calls.push({ kind: 'success', args: o })) as never,
        error: ((o: unknown) => calls.push({ kind: 'error', args: o })) as never,
      },
      notification: { info: (o) => calls.push({ kind: 'info', args: o }) },
    };
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

  it('without a bound App the static antd toast appears on the page', async () => {
    await act(async () => {
      notifySuccess('Changes saved');
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });
});
