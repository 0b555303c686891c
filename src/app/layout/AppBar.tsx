import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { AccountMenu } from './AccountMenu';

/** Menu toggle (react-admin's), page title, and the account menu. */
export function AppBar() {
  return (
    <RaAppBar userMenu={false} toolbar={<><LoadingIndicator /><AccountMenu /></>}>
      <TitlePortal />
    </RaAppBar>
  );
}
