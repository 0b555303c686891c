import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, IconButton, List, ListItem, ListItemText, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import type { Floor, FloorForm } from '../../contract';
import { API } from '../../contract/api';
import { lisbonDateTime } from '../components/dates';
import { usePromiseToast } from '../components/promiseToast';
import { versionRead } from '../providers/dataProvider';
import { useApiMutation, useApiQuery } from '../providers/useApi';
import { FloorDialog, type FloorSave } from './FloorDialog';
import { PreviewDialog } from './PreviewDialog';
import { Confirm } from '../components/WhenOpened';

type Editing = { kind: 'create'; school: string } | { kind: 'edit'; floor: Floor } | { kind: 'preview'; floor: Floor } | { kind: 'remove'; floor: Floor } | null;

/** /blueprints (DIRECAO): one card per school of the user, 'Plantas {school}', its floors and 'Novo Piso'. */
export function BlueprintsPage() {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const [editing, setEditing] = useState<Editing>(null);
  const floors = useApiQuery(API.blueprints.backoffice, undefined);

  // Each write reads the floors again once answered (the query client's write cache).
  const create = useApiMutation(API.blueprints.create, { toInput: ({ school, fields }: { school: string; fields: FloorForm }) => ({ body: { school, ...fields } }) });
  const update = useApiMutation(API.blueprints.update, {
    toInput: ({ floor, save: { fields, file, options: { base, overwrite } } }: { floor: Floor; save: FloorSave }) => {
      const form = new FormData();
      form.set('name', fields.name);
      form.set('visible', String(fields.visible));
      if (file) form.set('file', file);
      return { params: { id: floor.id }, body: form, version: versionRead(base ?? floor, { overwrite }) };
    },
    options: ({ save }) => ({ onProgress: (loaded, total) => save.onProgress(total ? Math.round((loaded / total) * 100) : 0) }),
  });
  const createFloor = (school: string) => ({ fields }: FloorSave) =>
    toast(create.mutateAsync({ school, fields }), { success: 'app.blueprints.toast.created', error: 'app.blueprints.toast.createError' });
  const updateFloor = (floor: Floor) => (save: FloorSave) => toast(update.mutateAsync({ floor, save }), { success: 'app.blueprints.toast.updated', error: 'app.blueprints.toast.updateError' });
  const remove = useApiMutation(API.blueprints.remove, { toInput: (floor: Floor) => ({ params: { id: floor.id }, version: floor.version }) });
  const confirmRemove = (floor: Floor) =>
    toast(remove.mutateAsync(floor), { success: 'app.blueprints.toast.removed', error: 'app.blueprints.toast.removeError' })
      .catch(() => undefined)
      .finally(() => setEditing(null));

  const schools = Object.entries(floors.data?.data ?? {});
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, maxWidth: 960 }}>
      <ScreenTitle title={translate('app.blueprints.title')} />
      {floors.isError ? (
        <Alert severity="error">{translate('app.blueprints.error')}</Alert>
      ) : floors.isPending ? (
        <Stack spacing={2} aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={180} />
          ))}
        </Stack>
      ) : schools.length === 0 ? (
        <Typography color="textSecondary">{translate('app.blueprints.noSchools')}</Typography>
      ) : (
        schools.map(([school, list]) => (
          <Card key={school} component="section" variant="outlined" aria-label={translate('app.blueprints.school', { school })}>
            <CardHeader
              title={translate('app.blueprints.school', { school })}
              slotProps={{ title: { component: 'h2', variant: 'h6' } }}
              action={
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'create', school })}>
                  {translate('app.blueprints.add')}
                </Button>
              }
              sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
            />
            <CardContent sx={{ pt: 0 }}>
              {list.length === 0 ? (
                <Typography color="textSecondary">{translate('app.blueprints.noFloors')}</Typography>
              ) : (
                <List disablePadding>
                  {list.map((floor, i) => (
                    <FloorRow key={floor.id} floor={floor} divider={i < list.length - 1} onAction={setEditing} />
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        ))
      )}
      {editing?.kind === 'create' && <FloorDialog onSave={createFloor(editing.school)} onClose={() => setEditing(null)} />}
      {editing?.kind === 'edit' && (
        <FloorDialog
          floor={editing.floor}
          latest={Object.values(floors.data?.data ?? {}).flat().find((f) => f.id === editing.floor.id)}
          onSave={updateFloor(editing.floor)}
          sending={update.isPending}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'preview' && <PreviewDialog floor={editing.floor} onClose={() => setEditing(null)} />}
      <Confirm
        isOpen={editing?.kind === 'remove'}
        loading={remove.isPending}
        title={translate('app.blueprints.confirmTitle')}
        content={translate('app.blueprints.confirmContent', { name: editing?.kind === 'remove' ? editing.floor.name : '' })}
        confirm="app.blueprints.confirm"
        cancel="app.blueprints.cancel"
        onConfirm={() => editing?.kind === 'remove' && void confirmRemove(editing.floor)}
        onClose={() => setEditing(null)}
      />
    </Box>
  );
}

function FloorRow({ floor, divider, onAction }: { floor: Floor; divider: boolean; onAction: (editing: Editing) => void }) {
  const translate = useTranslate();
  const hiddenLabel = translate('app.blueprints.hidden');
  const action = (label: string, icon: React.ReactNode, editing: Editing, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={() => onAction(editing)} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <ListItem divider={divider} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            {floor.name}
            {!floor.visible && (
              <Tooltip title={hiddenLabel}>
                <VisibilityOffIcon fontSize="small" color="action" aria-label={hiddenLabel} aria-hidden={false} role="img" />
              </Tooltip>
            )}
          </Box>
        }
        secondary={floor.file && floor.updatedAt ? translate('app.blueprints.updated', { date: lisbonDateTime(floor.updatedAt) }) : null}
      />
      <Box sx={{ display: 'flex' }}>
        {action(translate('app.blueprints.preview', { name: floor.name }), <ImageIcon />, { kind: 'preview', floor }, !floor.file)}
        {action(translate('app.blueprints.edit', { name: floor.name }), <EditIcon />, { kind: 'edit', floor })}
        {action(translate('app.blueprints.remove', { name: floor.name }), <DeleteIcon />, { kind: 'remove', floor })}
      </Box>
    </ListItem>
  );
}
