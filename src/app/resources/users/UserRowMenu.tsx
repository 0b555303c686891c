import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { UserRecord } from './types';

/** The per-row ⋮ menu; 'Alterar' opens the update-user popup. */
export function UserRowMenu({ user, onEdit }: { user: UserRecord; onEdit: (user: UserRecord) => void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={`${translate('app.users.actions')}: ${user.id_utilizador}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onEdit(user);
          }}
        >
          {translate('app.users.edit')}
        </MenuItem>
      </Menu>
    </>
  );
}
