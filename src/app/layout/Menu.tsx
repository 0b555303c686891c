import type { ReactNode } from 'react';
import { Box, ListSubheader, MenuList, useMediaQuery } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { MenuItemLink, useSidebarState, useTranslate } from 'react-admin';
import { SIDEBAR_BREAKPOINT } from '../../contract';
import { menuIcon } from './menuIcons';
import { useMenuEntries } from './useMenuEntries';
import { productName } from '../productName';


function Section({ title, children }: { title: string; children: ReactNode }) {
  const [open] = useSidebarState();
  return (
    <MenuList dense aria-label={title}>
      {open && (
        <ListSubheader disableSticky sx={{ lineHeight: '36px', bgcolor: 'transparent', fontWeight: 600, textTransform: 'uppercase', fontSize: 12 }}>
          {title}
        </ListSubheader>
      )}
      {children}
    </MenuList>
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
      <Section title={translate('app.menu.general')}>
        <MenuItemLink to="/" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} onClick={closeOnNarrow} />
      </Section>
      {entries.length > 0 && (
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
