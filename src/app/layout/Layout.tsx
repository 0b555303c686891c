import { memo, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { ErrorPage } from './ErrorPage';
import { LiveUpdates } from './LiveUpdates';
import { EarlyReads } from './EarlyReads';

// Drawn again when what they read changes, not whenever react-admin draws its layout again (at
// every change of address, and once after its first render).
const MemoAppBar = memo(AppBar);
const MemoMenu = memo(Menu);

export function Layout({ children }: { children: ReactNode }) {
  return (
    // react-admin's layout is at least as wide as its content ('fit-content') and its content a
    // flex item: one long unbreakable line (a card's ellipsed label) widened the page past a phone.
    <RaLayout appBar={MemoAppBar} menu={MemoMenu} error={ErrorPage} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      <LiveUpdates />
      <EarlyReads />
      {children}
    </RaLayout>
  );
}
