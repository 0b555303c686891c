/**
 * 'Vistas': the user's saved views of this screen (kept on the server, GET/POST/DELETE /vistas), in
 * a menu; choosing one opens the screen with its filters and sort (the list reads them from the
 * address), 'Guardar vista atual' keeps the current address's query under a name, and each view
 * can be removed by its owner (confirmed). Only the screen's own path and query are kept, with the
 * list it shows (for the dashboard's count). A view may be shared with the owner's role or with
 * everyone who opens the screen: theirs are offered below the person's own, with who shared them.
 * The menu reads the views again each time it opens (another session may have changed them).
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  ListItemText,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { API } from '../../contract/api';
import { VIEW_SHARING, type SavedView, type ViewSharing } from '../../contract/schemas/savedViews';
import { useApiMutation, useApiQuery } from '../providers/useApi';
import { useScreenList } from './ScreenListBase';
import { Confirm, Dialog, Menu } from '../components/WhenOpened';

export function SavedViews() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const views = useApiQuery(API.savedViews.list, { query: { path: pathname } });
  const save = useApiMutation(API.savedViews.create, { refreshes: ['savedViews'] });
  const remove = useApiMutation(API.savedViews.remove, { refreshes: ['savedViews'] });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [sharedWith, setSharedWith] = useState<ViewSharing>('me');
  const list = useScreenList();
  const { permissions: role } = usePermissions<string>();
  const [refused, setRefused] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SavedView | null>(null);

  const open = (view: SavedView) => {
    setMenu(null);
    navigate(`${pathname}${view.query}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    save.mutate(
      { body: { path: pathname, name, query: search, sharedWith, list } },
      {
        onSuccess: () => {
          setNaming(false);
          setName('');
          setSharedWith('me');
          notify('app.lists.views.saved', { type: 'success' });
        },
        onError: (error) => setRefused(error.message || translate('app.lists.views.saveError')),
      },
    );
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { params: { id: removing.id } },
      {
        onSuccess: () => notify('app.lists.views.removed', { type: 'success' }),
        onError: () => notify('app.lists.views.removeError', { type: 'error' }),
        onSettled: () => setRemoving(null),
      },
    );
  };
  const saved = views.data?.data ?? [];

  return (
    <>
      <Button
        type="button"
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        onClick={(e) => {
          setMenu(e.currentTarget);
          // The views as they are now: one removed or saved in another session is not offered stale.
          void views.refetch();
        }}
      >
        {translate('app.lists.views.button')}
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {saved.length === 0 && (
          <MenuItem disabled>
            <ListItemText>{translate(views.isError ? 'app.lists.views.loadError' : 'app.lists.views.none')}</ListItemText>
          </MenuItem>
        )}
        {saved.map((view) => (
          <MenuItem key={view.id} onClick={() => open(view)} selected={view.query === search}>
            <ListItemText secondary={view.mine ? undefined : translate('app.lists.views.sharedBy', { owner: view.owner ?? '—' })}>{view.name}</ListItemText>
            {view.mine && (
              <IconButton
                edge="end"
                size="small"
                aria-label={translate('app.lists.views.remove', { name: view.name })}
                onClick={(event) => {
                  event.stopPropagation();
                  setMenu(null);
                  setRemoving(view);
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setMenu(null);
            setRefused(null);
            setNaming(true);
          }}
        >
          <BookmarkAddIcon fontSize="small" sx={{ mr: 1.5 }} />
          <ListItemText>{translate('app.lists.views.saveCurrent')}</ListItemText>
        </MenuItem>
      </Menu>
      <Dialog open={naming} onClose={() => setNaming(false)} fullWidth maxWidth="xs">
        <form onSubmit={submit}>
          <DialogTitle>{translate('app.lists.views.saveTitle')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate('app.lists.views.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 80 } }}
              required
            />
            <FormControl sx={{ mt: 1 }}>
              <FormLabel id="saved-view-sharing">{translate('app.lists.views.share')}</FormLabel>
              <RadioGroup aria-labelledby="saved-view-sharing" value={sharedWith} onChange={(event) => setSharedWith(event.target.value as ViewSharing)}>
                {VIEW_SHARING.map((option) => (
                  <FormControlLabel key={option} value={option} control={<Radio />} label={translate(`app.lists.views.sharing.${option}`, { role: role ?? '' })} />
                ))}
              </RadioGroup>
            </FormControl>
            {refused && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {refused}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button type="button" onClick={() => setNaming(false)}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {translate('ra.action.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <Confirm
        isOpen={removing !== null}
        loading={remove.isPending}
        title="app.lists.views.removeTitle"
        content="app.lists.views.removeContent"
        translateOptions={{ name: removing?.name ?? '' }}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
