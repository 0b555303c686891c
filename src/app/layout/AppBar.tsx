import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { AccountMenu } from './AccountMenu';

/** Menu toggle (react-admin's), page title (cut with an ellipsis on a phone), the light/dark switch (remembered by react-admin's store), and the account menu. */
export function AppBar() {
  return (
    <RaAppBar userMenu={false} toolbar={<><ToggleThemeButton /><LoadingIndicator /><AccountMenu /></>}>
      <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: { xs: 16, sm: 20 } }} />
    </RaAppBar>
  );
}
