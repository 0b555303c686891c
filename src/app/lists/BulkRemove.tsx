/** 'Remover selecionados' in a list's bulk bar (a declared resource's `list.bulk`): each selected record removed by its own versioned call (BulkAction). */
import DeleteIcon from '@mui/icons-material/Delete';
import type { RaRecord } from 'react-admin';
import type { ResourceCalls } from '../../contract';
import { versionRead } from '../providers/dataProvider';
import { useApiBulkMutation } from '../providers/useApi';
import { BulkAction } from './BulkAction';

/** A declared resource's removal call. */
type RemoveCall = NonNullable<ResourceCalls['delete']>;

export function BulkRemove({ call, nameOf }: { call: RemoveCall; nameOf: (record: RaRecord) => string }) {
  const remove = useApiBulkMutation(call, { toInput: (record: RaRecord) => ({ params: { id: String(record.id) }, version: versionRead(record, undefined) }) });
  return <BulkAction messages="app.lists.bulk.remove" icon={<DeleteIcon />} color="error" write={remove} nameOf={nameOf} />;
}
