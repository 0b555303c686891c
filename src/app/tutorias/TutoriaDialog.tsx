import { useTranslate } from 'react-admin';
import { createTutoriaBody, editTutoriaBody, type Tutoria } from '../../contract';
import { SchemaFormDialog, type FormField, type SaveOptions } from '../components/SchemaFormDialog';

type Field = 'title' | 'short_description' | 'description';
export type TutoriaTexts = Partial<Record<Field, string>>;

/**
 * The create popup (Titulo, Descrição curta, Descrição completa, 'Submeter') and the edit popup
 * (the two descriptions), validated by the contract's schemas, the server's messages under the
 * fields. `onSave` resolves when the server has it; a refusal keeps the popup open. The edit popup's
 * programme is shared (others edit it too): a newer version on the screen (`latest`) or a stale save
 * opens the conflict panel, both values shown (docs/concurrency.md).
 */
export function TutoriaDialog({ tutoria, latest, onSave, onClose }: { tutoria?: Tutoria; latest?: Tutoria; onSave: (texts: TutoriaTexts, options: SaveOptions) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const field = (name: Field, kind: FormField['kind']): FormField => ({ label: translate(`app.tutorias.fields.${name}`), kind, required: true, minRows: 4 });
  const descriptions = { short_description: field('short_description', 'text'), description: field('description', 'longText') };
  return (
    <SchemaFormDialog
      schema={tutoria ? editTutoriaBody : createTutoriaBody}
      fields={tutoria ? descriptions : { title: field('title', 'text'), ...descriptions }}
      defaultValues={{ title: '', short_description: tutoria?.short_description ?? '', description: tutoria?.description ?? '' }}
      texts={{
        title: tutoria ? translate('app.tutorias.editTitle', { title: tutoria.title }) : translate('app.tutorias.createTitle'),
        save: translate(tutoria ? 'app.tutorias.save' : 'app.tutorias.submit'),
        cancel: translate('app.tutorias.cancel'),
        error: translate('app.tutorias.error'),
      }}
      shared={tutoria && { record: tutoria, latest, toForm: descriptionsOf }}
      onSave={onSave}
      onClose={onClose}
    />
  );
}

/** A programme as the edit popup's values. */
const descriptionsOf = (record: Record<string, unknown>) => ({ title: '', short_description: record.short_description, description: record.description });
