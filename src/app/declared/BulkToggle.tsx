/**
 * A declared toggle set on every selected row ('Desativar selecionados', `toggles.<field>.bulk`):
 * each record by the toggle's own call, at the version listed (BulkAction: audited, a change
 * meanwhile refused and named); rows already at the value are left alone.
 */
import ToggleOnIcon from '@mui/icons-material/ToggleOnOutlined';
import ToggleOffIcon from '@mui/icons-material/ToggleOffOutlined';
import { useCanAccess, type RaRecord } from 'react-admin';
import type { AnyResource } from '../../contract';
import { useApiBulkMutation } from '../providers/useApi';
import { BulkAction } from '../lists/BulkAction';
import { textKey } from './messages';

export function BulkToggle({ resource, field, nameOf }: { resource: AnyResource; field: string; nameOf: (record: RaRecord) => string }) {
  const { canAccess } = useCanAccess({ resource: resource.name, action: `toggle:${field}` });
  const bulk = resource.toggles?.[field]?.bulk;
  const value = bulk?.value ?? false;
  const toggle = useApiBulkMutation(resource.calls.toggles[field], {
    toInput: (record: RaRecord) => ({ params: { id: String(record.id) }, body: { [field]: value }, version: typeof record.version === 'string' ? record.version : undefined }),
  });
  if (!bulk || !canAccess) return null;
  return (
    <BulkAction
      messages={textKey(resource, `toggles.${field}.bulk`)}
      icon={bulk.value ? <ToggleOnIcon /> : <ToggleOffIcon />}
      appliesTo={(record) => Boolean(record[field]) !== bulk.value}
      write={toggle}
      nameOf={nameOf}
    />
  );
}
