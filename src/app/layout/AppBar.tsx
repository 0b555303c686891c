import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { AccountMenu } from './AccountMenu';

/** Menu toggle (react-admin's), page title (left out on a phone, where it was cut short: each screen's h1 says it in full right below), the light/dark switch (remembered by react-admin's store), the loading indicator, and the account menu. */
export function AppBar() {
  const translate = useTranslate();
  // The indicator passes other props to its spinner, which otherwise has no name (axe: aria-progressbar-name).
  return (
    <RaAppBar userMenu={false} toolbar={<><ToggleThemeButton /><LoadingIndicator aria-label={translate('ra.page.loading')} /><AccountMenu /></>}>
      <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', visibility: { xs: 'hidden', sm: 'visible' } }} />
    </RaAppBar>
  );
}
