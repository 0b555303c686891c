import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { AccountMenu } from './AccountMenu';

/** Menu toggle (react-admin's), page title (cut with an ellipsis on a phone), the light/dark switch (remembered by react-admin's store), the loading indicator, and the account menu. */
export function AppBar() {
  const translate = useTranslate();
  // The indicator passes other props to its spinner, which otherwise has no name (axe: aria-progressbar-name).
  return (
    <RaAppBar userMenu={false} toolbar={<><ToggleThemeButton /><LoadingIndicator aria-label={translate('ra.page.loading')} /><AccountMenu /></>}>
      <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: { xs: 16, sm: 20 } }} />
    </RaAppBar>
  );
}
