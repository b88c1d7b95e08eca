// Toasts (docs/product.md, "Error messages"): short messages for 3 s, notices for 4.5 s. The antd App component
// binds its context-aware instances on mount (so toasts follow the theme); until then the static API is used.
import { message as staticMessage, notification as staticNotification } from 'antd';
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

const staticApi: NotifyApi = { message: staticMessage, notification: staticNotification };
let api: NotifyApi = staticApi;
/** Sagas also run while a page renders on the server, where there is nobody to show a toast to. */
const canShow = () => typeof document !== 'undefined';

/** Route toasts through these instances (antd App.useApp()); pass null to go back to the static API. */
export function bindNotifyApi(next: NotifyApi | null): void {
  api = next ?? staticApi;
}

export function notifyError(content: string): void {
  if (!canShow()) return;
  void api.message.error({ content, duration: MESSAGE_SECONDS });
}

export function notifySuccess(content: string): void {
  if (!canShow()) return;
  void api.message.success({ content, duration: MESSAGE_SECONDS });
}

/** A notice; `seconds` keeps one that asks for a step (a link to follow) longer than NOTICE_SECONDS. */
export function notifyNotice({ title, description, seconds = NOTICE_SECONDS }: { title: string; description?: ReactNode; seconds?: number }): void {
  if (!canShow()) return;
  api.notification.info({ title, description, duration: seconds });
}
