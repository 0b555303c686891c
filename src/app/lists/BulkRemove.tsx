/**
 * 'Remover selecionados' in a list's bulk bar (a declared resource's `list.bulk`): after a
 * confirmation, each selected record is removed by its own call, with the version it was read at
 * (the server checks it and audits each removal, as for one record); a record the server refuses
 * (still in use, changed meanwhile, already gone) stays selected, named in the error toast with the
 * server's reason.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, HttpError, useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';

export function BulkRemove({ nameOf }: { nameOf: (record: RaRecord) => string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { resource, selectedIds, data, onUnselectItems, onSelect } = useListContext();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);

  const removeAll = async () => {
    setWorking(true);
    const refused: { id: RaRecord['id']; name: string; reason: string }[] = [];
    let removed = 0;
    for (const id of selectedIds) {
      const record = data?.find((r) => r.id === id);
      try {
        await dataProvider.delete(resource, { id, previousData: record });
        removed++;
      } catch (error) {
        refused.push({ id, name: record ? nameOf(record) : String(id), reason: error instanceof HttpError && error.message ? error.message : translate('app.lists.bulk.unknownReason') });
      }
    }
    setWorking(false);
    setConfirming(false);
    if (refused.length > 0) onSelect(refused.map((r) => r.id));
    else onUnselectItems();
    if (removed > 0) notify('app.lists.bulk.removed', { type: 'success', messageArgs: { smart_count: removed } });
    if (refused.length > 0) {
      const reasons = refused.map((r) => `${r.name}: ${r.reason}`).join(' · ');
      notify(`${translate('app.lists.bulk.refused', { smart_count: refused.length })} — ${reasons}`, { type: 'error', autoHideDuration: 10_000 });
    }
    refresh();
  };

  // react-admin keeps its bulk bar in the page, folded, while nothing is selected: no button in it then.
  if (selectedIds.length === 0 && !confirming) return null;
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {translate('app.lists.bulk.remove')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={working}
        title="app.lists.bulk.confirmTitle"
        content="app.lists.bulk.confirmContent"
        translateOptions={{ smart_count: selectedIds.length }}
        onConfirm={removeAll}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
