import { useState } from 'react';
import { Button, IconButton, MenuItem } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { Menu } from '../components/WhenOpened';

export interface RowAction {
  /** i18n key of the label. */
  label: string;
  onClick: () => void;
  kind?: 'edit' | 'delete' | 'history';
}

/** A row's actions as a ⋮ menu, named for the row ('Ações: <name>'). */
export function RowMenu({ name, actions }: { name: string; actions: readonly RowAction[] }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`${translate('app.rowActions')}: ${name}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              setAnchor(null);
              action.onClick();
            }}
          >
            {translate(action.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** A row's actions as buttons (cards). */
export function RowButtons({ actions }: { actions: readonly RowAction[] }) {
  const translate = useTranslate();
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          color={action.kind === 'delete' ? 'error' : 'primary'}
          startIcon={action.kind === 'delete' ? <DeleteIcon /> : action.kind === 'history' ? <HistoryIcon /> : <EditIcon />}
          onClick={action.onClick}
        >
          {translate(action.label)}
        </Button>
      ))}
    </>
  );
}
