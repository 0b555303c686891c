import { useMediaQuery, type Theme } from '@mui/material';
import { Notification as RaNotification } from 'react-admin';
import { TOAST_AUTO_CLOSE_MS } from '../../contract';

/**
 * Toasts: top-right, closing after 5000 ms (spec section 9). On a phone, where a popup fills the
 * screen and a toast at the top covered its title and close button, at the bottom.
 */
export function Notification() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return <RaNotification autoHideDuration={TOAST_AUTO_CLOSE_MS} anchorOrigin={phone ? { vertical: 'bottom', horizontal: 'center' } : { vertical: 'top', horizontal: 'right' }} />;
}
