import { useState } from 'react';
import { Avatar, Box, Button, Divider, ListItemIcon, MenuItem, Typography, type MenuItemProps } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';
import { avatarUrl, displayName } from '../providers/authProvider';
import { useSessionUser } from './useSessionUser';
import { Menu } from '../components/WhenOpened';

/** Top-bar account: the user's first and last name, the avatar, and a panel with Logout. */
export function AccountMenu() {
  const translate = useTranslate();
  const user = useSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const name = displayName(user);

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`${name} (${translate('app.account.open')})`}
        aria-haspopup="menu"
        sx={{ textTransform: 'none', gap: 1, minWidth: 0, px: 1 }}
      >
        <Typography data-testid="user-name" noWrap sx={{ maxWidth: { xs: 130, sm: 260 }, fontSize: { xs: 14, sm: 16 } }}>
          {name}
        </Typography>
        <Avatar src={avatarUrl(user.fotografia)} alt="" sx={{ width: 32, height: 32 }} />
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.nome ?? name}</Typography>
          {user.email && <Typography variant="body2" sx={{ color: "text.secondary" }}>{user.email}</Typography>}
          <Typography variant="caption" sx={{ color: "text.secondary" }}>{user.role}</Typography>
        </Box>
        <Divider />
        <LogoutItem />
      </Menu>
    </>
  );
}

/**
 * 'Logout', drawn only while the panel is open: react-admin's logout reads the router (it goes to
 * the login page), and the top bar, reading it, was drawn again at every change of address.
 */
function LogoutItem(props: MenuItemProps) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <MenuItem {...props} onClick={() => logout()}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      {translate('app.account.logout')}
    </MenuItem>
  );
}
