import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { raPtPT } from './raPtPT';
import { pt } from './pt';

export const messages = mergeTranslations(raPtPT, pt) as TranslationMessages;

export const i18nProvider = polyglotI18nProvider(() => messages, 'pt', [{ locale: 'pt', name: 'Português' }], {
  allowMissing: true,
});
