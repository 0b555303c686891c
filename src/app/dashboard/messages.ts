import { DASHBOARD_CARDS, type CardDeclaration } from '../../contract';

/** Texts of the dashboard (app.dashboard); each card's come from its declaration. */
export const dashboardMessages = {
  welcome: 'Bem-vindo(a), %{name}',
  hint: 'Escolha uma área no menu.',
  nothingWaiting: 'Nada à sua espera de momento.',
  loading: 'A carregar o resumo',
  error: 'Não foi possível carregar o resumo. Tente recarregar a página.',
  views: 'As minhas vistas',
  chartTotal: '%{smart_count} no período |||| %{smart_count} no período',
  cards: Object.fromEntries(
    (DASHBOARD_CARDS as readonly CardDeclaration[]).map((card) => [
      card.key,
      { title: card.title, caption: card.caption, itemsTitle: card.itemsTitle ?? '', chartTitle: card.chartTitle ?? '', allClear: card.allClear },
    ]),
  ),
};
