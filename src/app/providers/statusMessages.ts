import { SERVER_DOWN } from '../layout/loginMessages';

/**
 * The spec's catalogue of errors by status (section 8, 'Error page by status'), for answers that
 * bring no message of their own (a proxy's HTML 502, a bare 500): 404, 401, 503 (and the gateway
 * statuses, which say the same: the server behind it is not answering), otherwise 'Ocorreu um erro..'.
 * Kept apart from the catalogue (pt.ts), like the login texts, for the sign-in page's small bundle.
 */
export const STATUS_MESSAGES = {
  404: 'Página não encontrada',
  401: 'Não tem autorização para ver esta página',
  503: SERVER_DOWN,
  other: 'Ocorreu um erro..',
} as const;

const GATEWAY = new Set([502, 503, 504]);

export function messageOfStatus(status: number): string {
  if (GATEWAY.has(status)) return STATUS_MESSAGES[503];
  return status === 404 || status === 401 ? STATUS_MESSAGES[status] : STATUS_MESSAGES.other;
}
