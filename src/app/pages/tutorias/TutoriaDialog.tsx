import { useTranslate } from 'react-admin';
import { createTutoriaBody, editTutoriaBody, type Tutoria } from '../../../contract';
import { SchemaFormDialog, type FormField } from '../../layout/SchemaFormDialog';

type Field = 'title' | 'short_description' | 'description';
export type TutoriaTexts = Partial<Record<Field, string>>;

/**
 * The create popup (Titulo, Descrição curta, Descrição completa, 'Submeter') and the edit popup
 * (the two descriptions), validated by the contract's schemas, the server's messages under the
 * fields. `onSave` resolves when the server has it; a refusal keeps the popup open.
 */
export function TutoriaDialog({ tutoria, onSave, onClose }: { tutoria?: Tutoria; onSave: (texts: TutoriaTexts) => Promise<unknown>; onClose: () => void }) {
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
      onSave={onSave}
      onClose={onClose}
    />
  );
}
