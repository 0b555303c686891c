import { useCreate, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import type { AnyResource } from '../../contract';
import { usePromiseToast } from '../components/promiseToast';
import { SchemaFormDialog, type SaveOptions } from '../components/SchemaFormDialog';
import { textKey, toastMessages } from './messages';

/** Empty form values: '' for text, false for booleans. */
const emptyValues = (resource: AnyResource) =>
  Object.fromEntries(Object.entries(resource.fields).map(([source, field]) => [source, field.kind === 'boolean' ? false : '']));
import type { Restoring } from '../audit/useRecordHistory';

export interface DeclaredFormDialogProps {
  resource: AnyResource;
  /** The record to edit; absent to create one. */
  record?: RaRecord;
  /** The same record as the list shows it now (refreshed live): a newer version is shown at once. */
  latest?: RaRecord;
  /** 'Repor esta versão': an earlier state of the record (from its history), typed into the edit form over the record as it is. */
  restore?: Restoring;
  onClose: () => void;
}

/**
 * The create and edit popup of a declared resource: the app's schema form popup over the
 * declaration's body schema (the one the server runs, sent as typed), its fields, the spec's toasts,
 * and the server's refusal (a duplicate, a field it rejects) shown in the popup.
 */
export function DeclaredFormDialog({ resource, record, latest, restore, onClose }: DeclaredFormDialogProps) {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const [create] = useCreate();
  const [update] = useUpdate();
  const key = (path: string) => textKey(resource, path);

  const save = async (values: Record<string, unknown>, { base, overwrite }: SaveOptions) => {
    const saved = record
      ? update(resource.name, { id: record.id, data: values, previousData: base ?? record, meta: { overwrite } }, { mutationMode: 'pessimistic', returnPromise: true })
      : create(resource.name, { data: values }, { returnPromise: true });
    await toast(saved, toastMessages(resource, record ? 'update' : 'create'));
  };

  return (
    <SchemaFormDialog
      schema={resource.schemas.body}
      raw
      fields={resource.fields}
      defaultValues={record ? resource.toForm(record) : emptyValues(resource)}
      texts={{
        title: restore?.title ?? translate(key(record ? 'editTitle' : 'createTitle')),
        save: translate(key(!record && resource.texts.submit ? 'submit' : 'save')),
        cancel: translate(key('cancel')),
      }}
      invalidToast
      shared={record && { record, latest, toForm: (current) => resource.toForm(current) }}
      typedIn={restore && resource.toForm(restore.state)}
      onSave={save}
      onClose={onClose}
    />
  );
}
