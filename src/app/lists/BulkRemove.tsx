/** 'Remover selecionados' in a list's bulk bar (a declared resource's `list.bulk`): each selected record removed by its own versioned call (BulkAction). */
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useListContext, type RaRecord } from 'react-admin';
import { BulkAction } from './BulkAction';

export function BulkRemove({ nameOf }: { nameOf: (record: RaRecord) => string }) {
  const dataProvider = useDataProvider();
  const { resource } = useListContext();
  return (
    <BulkAction messages="app.lists.bulk.remove" icon={<DeleteIcon />} color="error" apply={(record) => dataProvider.delete(resource, { id: record.id, previousData: record })} nameOf={nameOf} />
  );
}
