import { Notification as RaNotification } from 'react-admin';
import { TOAST_AUTO_CLOSE_MS } from '../../contract';

/** Toasts: top-right, closing after 5000 ms (spec section 9). */
export const Notification = () => <RaNotification autoHideDuration={TOAST_AUTO_CLOSE_MS} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />;
