/**
 * What the audit trail shows of an entry in words, never its keys: the area's name (the menu's, or
 * that of the calls outside any screen), each changed field's label (a declared resource's own, else
 * the label the screens give that field) and a saved view's query as the filters and order it holds.
 */
import { DECLARED_RESOURCES, type AuditEntry } from '../../contract';
import { auditAreas } from '../../contract/lists/audit';
import { changeSummary, type FieldChange } from './changeSummary';

/** Areas entries were filed under before they went under their screens (migration 0044), by their path's first segment. */
const OTHER_AREAS: Readonly<Record<string, string>> = {
  bugs: 'Sugestões',
  questoesrh: 'Pedidos RH',
  notifications: 'Notificações',
  presence: 'Presença',
};

/** The labels the screens give the fields their writes record (by the field's key, whatever the area). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  isArquivado: 'Arquivada',
  nomeUser: 'Nome',
  emailUser: 'E-mail',
  mensagem: 'Mensagem',
  titulo: 'Título',
  url: 'Link',
  date: 'Data',
  tipo: 'Tipo',
  tipoId: 'Tipo',
  extra: 'Curso ou escola',
  sent: 'Enviada',
  corpo: 'Pedido',
  type: 'Tipo',
  anexo: 'Ficheiro',
  anexoNome: 'Ficheiro da resposta',
  size: 'Tamanho (bytes)',
  sha256: 'Impressão digital (SHA-256)',
  role: 'Role',
  role_extra: 'Cursos ou escolas do role',
  name: 'Nome',
  nome: 'Nome',
  path: 'Ecrã',
  query: 'Filtros e ordem',
  visible: 'Visível',
  file: 'Ficheiro',
  status: 'Status',
  aprovado: 'Aprovação',
  mentorID: 'Mentor',
  validadoGC: 'Validada',
  minimum: 'Versão mínima',
  revoked: 'Sessões terminadas',
  UO: 'Escola',
};

const areaNames = () => new Map([...auditAreas().map((a) => [a.id, a.name] as const), ...Object.entries(OTHER_AREAS)]);
let names: Map<string, string> | undefined;

/** An area's name: 'Webinares', 'Vistas guardadas'; a key nobody named stays as it is. */
export function areaLabel(area: string): string {
  names ??= areaNames();
  return names.get(area) ?? area;
}

/** A changed field's label in an area: the declared resource's (fields, toggles, files), else the screens' own. */
export function fieldLabel(area: string, field: string): string {
  const resource = DECLARED_RESOURCES.find((r) => r.screen.key === area);
  const declared = resource?.fields[field]?.label ?? resource?.toggles?.[field]?.label ?? resource?.files?.[field]?.label;
  return declared ?? FIELD_LABELS[field] ?? field;
}

/**
 * A saved view's query as words: '?filter={"name":"zona"}&sort=name&order=DESC' reads 'name: zona;
 * ordem: name (DESC)'. Anything else is shown as it is.
 */
export function readableQuery(value: string): string {
  if (!value.startsWith('?')) return value;
  const params = new URLSearchParams(value);
  const parts: string[] = [];
  try {
    const filter = JSON.parse(params.get('filter') ?? '{}') as Record<string, unknown>;
    for (const [key, v] of Object.entries(filter)) parts.push(`${key}: ${Array.isArray(v) ? v.join(', ') : String(v)}`);
  } catch {
    parts.push(`filtro: ${params.get('filter')}`);
  }
  const sort = params.get('sort');
  if (sort) parts.push(`ordem: ${sort}${params.get('order') ? ` (${params.get('order')})` : ''}`);
  return parts.length > 0 ? parts.join('; ') : '—';
}

/** Who made an entry: 'rh (RH)'. */
export const who = (entry: Pick<AuditEntry, 'user' | 'role'>) => `${entry.user ?? '—'}${entry.role ? ` (${entry.role})` : ''}`;

/** The fields an entry changed, each by its label; `readable` shows a state in words first (a query, an instant). */
export function labelledChanges(entry: Pick<AuditEntry, 'resource' | 'before' | 'after'>, readable: (state: unknown) => unknown, limit?: number): FieldChange[] {
  return changeSummary(readable(entry.before), readable(entry.after), limit).map((c) => ({ ...c, field: fieldLabel(entry.resource, c.field) }));
}
