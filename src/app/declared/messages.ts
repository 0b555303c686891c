import { HttpError } from 'react-admin';
import { COMMON_TEXTS, type AnyResource, type Verb } from '../../contract';
import type { PromiseToastMessages } from '../components/promiseToast';

/** i18n key of a declared resource's text: `app.declared.<name>.<path>`. */
export const textKey = (resource: AnyResource, path: string) => `app.declared.${resource.name}.${path}`;

/**
 * The pt-PT catalogue of the declared resources: react-admin's `resources.<name>` (name, field
 * labels) and each resource's texts under `app.declared.<name>`.
 */
export function declaredMessages(resources: readonly AnyResource[]) {
  return {
    resources: Object.fromEntries(
      resources.map((r) => [r.name, { name: r.screen.title, fields: Object.fromEntries(Object.entries(r.fields).map(([k, f]) => [k, f.label])) }]),
    ),
    app: {
      declared: Object.fromEntries(
        resources.map((r) => [
          r.name,
          { title: r.screen.title, ...COMMON_TEXTS, ...r.texts, files: fileTexts(r), toggles: toggleTexts(r), details: r.details ?? {} },
        ]),
      ),
    },
  };
}

/** The toast of a verb, as declared: its pending text if any, and its 404 text when the record is gone. */
export function toastMessages(resource: AnyResource, verb: Exclude<Verb, 'list'>): PromiseToastMessages {
  const texts = resource.texts[verb];
  if (!texts) throw new Error(`${resource.name} declares no texts for ${verb}`);
  const key = (outcome: string) => textKey(resource, `${verb}.${outcome}`);
  return {
    success: key('success'),
    error: key('error'),
    pending: texts.pending && key('pending'),
    errorFor: (reason) => (texts.notFound && reason instanceof HttpError && reason.status === 404 ? key('notFound') : undefined),
  };
}

const fileTexts = (r: AnyResource) => Object.fromEntries(Object.entries(r.files ?? {}).map(([field, file]) => [field, { label: file.label, ...file.texts }]));
const toggleTexts = (r: AnyResource) =>
  Object.fromEntries(Object.entries(r.toggles ?? {}).map(([field, toggle]) => [field, { label: toggle.label, ...toggle.texts, ...(toggle.bulk && { bulk: toggle.bulk.texts }) }]));
