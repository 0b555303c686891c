import type { RaRecord } from 'react-admin';
import type { NotificationView } from '../../contract';

/** The resource name, shared by the declaration (index.ts) and the components. */
export const NOTIFICATIONS = 'notifications';

/** A notification as listed, with react-admin's `id` (= `_id`). */
export type NotificationRecord = NotificationView & RaRecord<string>;
