import { COMMON_TEXTS, type AnyResource } from '../../../contract';

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
    app: { declared: Object.fromEntries(resources.map((r) => [r.name, { title: r.screen.title, ...COMMON_TEXTS, ...r.texts }])) },
  };
}
