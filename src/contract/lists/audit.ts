/** The audit trail's filters and sorts (GET /admin/audit; src/contract/lists/define.ts). */
import { ACCESS, type ScreenAccess } from '../access';
import { AUDIT_ACTIONS } from '../schemas/audit';
import { defineList, type Choice } from './define';

/**
 * The areas an entry can belong to: the access table's screens with a menu entry, by label, once
 * each. A function (read when first needed): the access table's type depends on the endpoint map's,
 * which holds this list's query.
 */
// Read once, on first use.
let known: readonly Choice[] | undefined;
export function auditAreas(): readonly Choice[] {
  return (known ??= (ACCESS as readonly ScreenAccess[]).reduce<Choice[]>((areas, s) => (s.menu && !areas.some((a) => a.name === s.menu!.label) ? [...areas, { id: s.screen, name: s.menu.label }] : areas), []));
}

/** What each action reads as. */
export const AUDIT_ACTION_LABELS: Readonly<Record<(typeof AUDIT_ACTIONS)[number], string>> = {
  criar: 'Criou',
  alterar: 'Alterou',
  remover: 'Removeu',
  consultar: 'Consultou',
  sobrepor: 'Guardou por cima',
};

export const auditList = defineList({
  filters: {
    user: { kind: 'exact', label: 'Utilizador', max: 100 },
    resource: { kind: 'oneOf', label: 'Área', choices: auditAreas },
    action: { kind: 'oneOf', label: 'Ação', choices: AUDIT_ACTIONS.map((id) => ({ id, name: AUDIT_ACTION_LABELS[id] })) },
    at: { kind: 'dateRange', label: 'Data', from: 'De', to: 'Até' },
  },
  alwaysOn: ['user', 'resource', 'at'],
  sorts: ['at'],
  defaultSort: { field: 'at', order: 'DESC' },
});
