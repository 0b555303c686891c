import { AUDIT_ACTION_LABELS } from '../../contract/lists/audit';

/** The audit screen's texts (merged into pt.ts under `app.audit`). */
export const auditMessages = {
  title: 'Auditoria',
  intro: 'Cada alteração feita no back-office e cada consulta de dados de saúde: quem, quando, o quê, antes e depois.',
  columns: {
    at: 'Data',
    user: 'Utilizador',
    resource: 'Área',
    action: 'Ação',
    record: 'Registo',
    changes: 'Alterações',
  },
  actions: AUDIT_ACTION_LABELS,
  noChanges: '—',
  empty: 'Nenhum registo de auditoria encontrado.',
  error: 'Ocorreu um erro...',
};
