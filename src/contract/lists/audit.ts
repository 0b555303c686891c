/** The audit trail's filters and sorts (GET /admin/audit; src/contract/lists/define.ts). */
import { ACCESS, type ScreenAccess } from '../access';
import { AUDIT_ACTIONS } from '../schemas/audit';
import { defineList, type Choice } from './define';

/** Areas of writes that no screen shows, by their path's first segment: one's own saved views. */
const UNSCREENED_AREAS: readonly Choice[] = [{ id: 'vistas', name: 'Vistas guardadas' }];

/**
 * The areas an entry can belong to: the access table's screens with a menu entry, by label, or a
 * declared screen, by title (job fairs are reached from the dashboard), once each, and UNSCREENED_AREAS (src/server/audit.ts files each write under one of them:
 * tests/server/audit.test.ts checks every audited route). A function (read when first needed): the
 * access table's type depends on the endpoint map's, which holds this list's query.
 */
// Read once, on first use.
let known: readonly Choice[] | undefined;
export function auditAreas(): readonly Choice[] {
  return (known ??= [
    ...(ACCESS as readonly ScreenAccess[]).reduce<Choice[]>((areas, s) => {
      const name = s.menu?.label ?? s.resource?.screen.title;
      return name && !areas.some((a) => a.name === name) ? [...areas, { id: s.screen, name }] : areas;
    }, []),
    ...UNSCREENED_AREAS,
  ]);
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
