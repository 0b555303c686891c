import type { ReactNode } from 'react';
import { Box, ListSubheader, MenuList, useMediaQuery } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { MenuItemLink, useSidebarState, useTranslate } from 'react-admin';
import { SIDEBAR_BREAKPOINT } from '../../contract';
import { menuIcon } from './menuIcons';
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
  const [, setOpen] = useSidebarState();
  const narrow = useMediaQuery(`(max-width:${SIDEBAR_BREAKPOINT}px)`);
  const closeOnNarrow = () => narrow && setOpen(false);

  return (
    <Box component="nav" aria-label="Menu" sx={{ pt: 1 }}>
      <ScreenPreloader entries={entries} />
      <Section title={translate('app.menu.general')}>
        <MenuItemLink to="/" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} onClick={closeOnNarrow} />
      </Section>
      {entries && entries.length > 0 && (
        <Section title={productName()}>
          {entries.map((s) => {
            const Icon = menuIcon(s);
            return <MenuItemLink key={s.path} to={s.path} primaryText={s.menu?.label} leftIcon={Icon ? <Icon /> : undefined} onClick={closeOnNarrow} />;
          })}
        </Section>
      )}
    </Box>
  );
}
