// Toasts (docs/product.md, "Error messages"): short messages for 3 s, notices for 4.5 s. antd's message and
// notification code is not in the app shell: the first toast of a page asks the holder's host
// (src/components/app/notify-host.tsx, inside the theme's ConfigProvider, so toasts follow the theme) to load
// and mount antd's holders; toasts asked for before they are bound wait in a queue, in order, and show then.
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';

export { getResponseError, errorMessageOr, GENERIC_ERROR } from './errors';

export const MESSAGE_SECONDS = 3;
export const NOTICE_SECONDS = 4.5;

export interface NotifyApi {
  message: Pick<MessageInstance, 'success' | 'error'>;
  notification: Pick<NotificationInstance, 'info'>;
}

type Toast = (api: NotifyApi) => void;

let api: NotifyApi | null = null;
/** Toasts asked for while no holder is bound, oldest first. */
const waiting: Toast[] = [];
/** The host's request to load and mount the holders (it may be called again; the host loads once). */
let demandHolder: (() => void) | null = null;

/** Sagas also run while a page renders on the server, where there is nobody to show a toast to. */
const canShow = () => typeof document !== 'undefined';

function show(toast: Toast): void {
  if (!canShow()) return;
  if (api) {
    toast(api);
    return;
  }
  waiting.push(toast);
  demandHolder?.();
}

/** Route toasts through these instances (the holders' hooks) and show what waited; null unbinds them. */
export function bindNotifyApi(next: NotifyApi | null): void {
  api = next;
  if (!next) return;
  for (const toast of waiting.splice(0)) toast(next);
}

/**
 * The holder's host registers how to load the holders; it is asked at once when toasts are already waiting
 * (a saga may have called notify before the host mounted). Returns the unregistration.
 */
export function onNotifyDemand(load: () => void): () => void {
  demandHolder = load;
  if (waiting.length > 0) load();
  return () => {
    if (demandHolder === load) demandHolder = null;
  };
}

/** How many toasts wait for the holders (for tests). */
export const waitingToasts = (): number => waiting.length;

export function notifyError(content: string): void {
  show((a) => void a.message.error({ content, duration: MESSAGE_SECONDS }));
}

export function notifySuccess(content: string): void {
  show((a) => void a.message.success({ content, duration: MESSAGE_SECONDS }));
}

/** A notice; `seconds` keeps one that asks for a step (a link to follow) longer than NOTICE_SECONDS. */
export function notifyNotice({ title, description, seconds = NOTICE_SECONDS }: { title: string; description?: ReactNode; seconds?: number }): void {
  show((a) => a.notification.info({ title, description, duration: seconds }));
}
