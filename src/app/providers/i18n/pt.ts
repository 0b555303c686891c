import { LOADING, loginMessages } from '../../layout/loginMessages';
import { STATUS_MESSAGES } from '../statusMessages';
import { suggestionsMessages } from '../../suggestions/messages';
import { usersMessages } from '../../users/messages';
import { auditMessages } from '../../audit/messages';
import { hrRequestsMessages } from '../../hrRequests/messages';
import { blueprintsMessages } from '../../blueprints/messages';
import { notificationsMessages } from '../../notifications/messages';
import { calendarMessages } from '../../calendar/messages';
import { operationsMessages } from '../../operations/messages';
import { abandonmentMessages } from '../../abandonment/messages';
import { dashboardMessages } from '../../dashboard/messages';
import { tutoriasMessages } from '../../tutorias/messages';
import { mathPhysicsMessages } from '../../mathPhysics/messages';
import { peerMentoringMessages } from '../../peerMentoring/messages';
import { professionalMentoringMessages } from '../../professionalMentoring/messages';

/** Every text the client shows, in pt-PT. The spec's texts are kept letter for letter. */
export const pt = {
  app: {
    loading: LOADING,
    /** Name of a row's actions menu ('Ações: <row>'). */
    rowActions: 'Ações',
    /** A declared record's history (src/app/declared/RecordHistory.tsx). */
    history: {
      open: 'Histórico',
      title: 'Histórico',
      empty: 'Ainda não há alterações registadas.',
      error: 'Não foi possível ler o histórico.',
      close: 'Fechar',
      restore: 'Repor esta versão',
      restoreTitle: 'Repor a versão de %{at}',
    },
    calendar: calendarMessages,
    operations: operationsMessages,
    abandonment: abandonmentMessages,
    notifications: notificationsMessages,
    login: loginMessages,
    menu: {
      general: 'Geral',
      dashboard: 'Dashboard',
    },
    account: {
      logout: 'Terminar sessão',
      open: 'Conta',
    },
    dashboard: dashboardMessages,
    suggestions: suggestionsMessages,
    users: usersMessages,
    audit: auditMessages,
    hrRequests: hrRequestsMessages,
    blueprints: blueprintsMessages,
    tutorias: tutoriasMessages,
    mathPhysics: mathPhysicsMessages,
    peerMentoring: peerMentoringMessages,
    professionalMentoring: professionalMentoringMessages,
    /** The filter bar of a declared list (src/app/lists/DeclaredFilters.tsx). */
    lists: {
      /** On a phone, the button that unfolds the filters (src/app/lists/DeclaredFilters.tsx). */
      filters: 'Filtros',
      clear: 'Limpar filtros',
      add: 'Adicionar filtro',
      any: 'Todos',
      yes: 'Sim',
      no: 'Não',
      applied: 'Filtros aplicados',
      sortBy: 'Ordenar por',
      ascending: '%{field} (crescente)',
      descending: '%{field} (decrescente)',
      noMatch: 'Nenhum registo corresponde aos filtros.',
      export: 'Exportar',
      exporting: 'A exportar… %{done} de %{total}',
      stopExport: 'Parar',
      exported: 'Exportado %{smart_count} registo |||| Exportados %{smart_count} registos',
      exportError: 'Não foi possível exportar.',
      /** Actions on several records at once (src/app/lists/BulkAction.tsx). */
      bulk: {
        remove: {
          button: 'Remover selecionados',
          confirmTitle: 'Remover registos',
          confirmContent: 'Remover o registo selecionado? |||| Remover os %{smart_count} registos selecionados?',
          done: 'Removido %{smart_count} registo |||| Removidos %{smart_count} registos',
          refused: 'Não foi possível remover %{smart_count} registo |||| Não foi possível remover %{smart_count} registos',
        },
        unknownReason: 'Erro desconhecido',
        clear: 'Limpar seleção',
      },
      /** Saved views (src/app/lists/SavedViews.tsx). */
      views: {
        button: 'Vistas',
        none: 'Ainda não guardou vistas deste ecrã.',
        loadError: 'Não foi possível carregar as vistas.',
        saveCurrent: 'Guardar vista atual…',
        saveTitle: 'Guardar vista',
        name: 'Nome da vista',
        saved: 'Vista guardada',
        saveError: 'Não foi possível guardar a vista.',
        remove: 'Remover vista %{name}',
        removeTitle: 'Remover vista',
        removeContent: 'Remover a vista «%{name}»?',
        removed: 'Vista removida',
        removeError: 'Não foi possível remover a vista.',
        share: 'Partilhar com',
        sharing: { me: 'Só comigo', role: 'O meu role (%{role})', all: 'Todos os que abrem este ecrã' },
        sharedBy: 'Partilhada por %{owner}',
        rows: '%{smart_count} registo |||| %{smart_count} registos',
      },
    },
    /** Who else has a record open (src/app/components/Presence.tsx); `names` as 'Ana Costa e Rui Lopes'. */
    presence: {
      alsoOpen: 'Também aberto por %{names}',
    },
    /** A form whose record another person changed (src/app/components/ConflictPanel.tsx). */
    conflict: {
      changedMeanwhile: 'Este registo foi alterado por outra pessoa.',
      /** A toast of a write refused as stale: the screen's failure text, then why. */
      refused: '%{what}: %{message}',
      field: 'Campo',
      mine: 'O seu valor',
      current: 'Valor atual',
      sameFields: 'Os campos deste formulário têm os mesmos valores.',
      noClash: 'Os campos que alterou não foram alterados pela outra pessoa: guardar junta as duas alterações.',
      reload: 'Recarregar',
      overwrite: 'Guardar por cima',
      yes: 'Sim',
      no: 'Não',
    },
    error: {
      title: 'Ocorreu um erro!',
      back: 'Voltar ao dashboard',
      ...STATUS_MESSAGES,
    },
  },
};
