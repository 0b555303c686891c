import { memo, type ComponentType, type MouseEvent } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography, type SxProps, type Theme } from '@mui/material';

/** react-admin's menu item (MenuItemLink): its look and class names. */
const ITEM_SX: SxProps<Theme> = {
  color: 'text.secondary',
  '&.RaMenuItemLink-active': { color: 'text.primary' },
  '& .RaMenuItemLink-icon': { minWidth: (theme) => theme.spacing(5) },
  '.MuiList-dense > & > .RaMenuItemLink-icon': { minWidth: (theme) => theme.spacing(3.5) },
};

export interface MenuEntryProps {
  to: string;
  label: string;
  Icon?: ComponentType;
  /** The screen shown is this entry's. */
  current: boolean;
  /** The sidebar is open (closed, only the icon shows, and the label is its tooltip). */
  sidebarOpen: boolean;
  /** A click on the entry (the menu opens the screen). */
  onOpen: (event: MouseEvent<HTMLElement>, to: string) => void;
}

/**
 * One entry of the menu, a link to a screen. The menu tells it whether its screen is the one shown:
 * it reads neither the address nor the sidebar's state itself, so a change of address draws again
 * the two entries it concerns. react-admin's MenuItemLink read both (and a media query, and a
 * keyboard shortcut of its own) in every entry, and every menu click drew the whole menu again.
 */
export const MenuEntry = memo(function MenuEntry({ to, label, Icon, current, sidebarOpen, onOpen }: MenuEntryProps) {
  const item = (
    <MenuItem
      component="a"
      href={to}
      tabIndex={0}
      className={current ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
      aria-current={current ? 'page' : undefined}
      sx={ITEM_SX}
      onClick={(event: MouseEvent<HTMLElement>) => onOpen(event, to)}
    >
      {Icon && (
        <ListItemIcon className="RaMenuItemLink-icon">
          <Icon />
        </ListItemIcon>
      )}
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </MenuItem>
  );
  return sidebarOpen ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
});
