import type { MouseEvent, ReactNode } from 'react';
import { Box, ListSubheader, MenuList, useMediaQuery } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { useEvent, useSidebarState, useTranslate } from 'react-admin';
import { SIDEBAR_BREAKPOINT } from '../../contract';
import { menuIcon } from './menuIcons';
import { MenuEntry } from './MenuEntry';
import { useMenuEntries } from './useMenuEntries';
import { ScreenPreloader } from './ScreenPreloader';
import { productName } from '../productName';

/** Hidden from sight, still read by screen readers. */
const VISUALLY_HIDDEN = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', width: '1px', margin: '-1px', padding: 0, overflow: 'hidden', position: 'absolute', whiteSpace: 'nowrap' } as const;

/** A titled group of the menu: the title outside the list (a menu holds only items). Closed, only the icons show. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const [open] = useSidebarState();
  return (
    <Box sx={open ? undefined : { '& .RaMenuItemLink-root .MuiTypography-root': VISUALLY_HIDDEN }}>
      {open && (
        <ListSubheader component="div" disableSticky sx={{ lineHeight: '36px', bgcolor: 'transparent', fontWeight: 600, textTransform: 'uppercase', fontSize: 12 }}>
          {title}
        </ListSubheader>
      )}
      <MenuList dense aria-label={title}>
        {children}
      </MenuList>
    </Box>
  );
}

/** Sidebar: the fixed General section, then the role-filtered section titled with the product name. */
export function Menu() {
  const translate = useTranslate();
  const entries = useMenuEntries();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const narrow = useMediaQuery(`(max-width:${SIDEBAR_BREAKPOINT}px)`);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // As react-router's Link: a plain click opens the screen in the page (a modified one is the
  // browser's: a new tab, a new window), the screen shown again replacing its history entry.
  // The same function at every render: the entries are drawn again only when their own state changes.
  const open = useEvent((event: MouseEvent<HTMLElement>, to: string) => {
    if (narrow) setSidebarOpen(false);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to, { replace: `${pathname}${search}` === to });
  });

  return (
    <Box component="nav" aria-label="Menu" sx={{ pt: 1 }}>
      <ScreenPreloader entries={entries} />
      <Section title={translate('app.menu.general')}>
        <MenuEntry to="/" label={translate('app.menu.dashboard')} Icon={DashboardIcon} current={pathname === '/'} sidebarOpen={sidebarOpen} onOpen={open} />
      </Section>
      {entries && entries.length > 0 && (
        <Section title={productName()}>
          {entries.map((s) => (
            <MenuEntry key={s.path} to={s.path} label={s.menu?.label ?? s.path} Icon={menuIcon(s)} current={pathname === s.path} sidebarOpen={sidebarOpen} onOpen={open} />
          ))}
        </Section>
      )}
    </Box>
  );
}
