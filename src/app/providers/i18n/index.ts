import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { DECLARED_RESOURCES, type AnyResource } from '../../../contract';
import { declaredMessages } from '../../declared/messages';
import { raPtPT } from './raPtPT';
import { pt } from './pt';

/** react-admin's strings, the app's, and the declared resources' (labels and texts from their declarations). */
export function catalogue(resources: readonly AnyResource[] = DECLARED_RESOURCES): TranslationMessages {
  return mergeTranslations(raPtPT, pt, declaredMessages(resources)) as TranslationMessages;
}

export const messages = catalogue();

/**
 * pt-PT only. `onMissingKey` lets tests turn a missing key into a failure; the product shows the
 * key's default text (react-admin passes one) rather than breaking a screen.
 */
export function createI18nProvider(resources: readonly AnyResource[] = DECLARED_RESOURCES, onMissingKey?: (key: string) => string) {
  // The product's catalogue is merged once (merging is a good part of what the app's start evaluates).
  const all = resources === DECLARED_RESOURCES ? messages : catalogue(resources);
  const provider = polyglotI18nProvider(() => all, 'pt', [{ locale: 'pt', name: 'Português' }], onMissingKey ? { onMissingKey } : { allowMissing: true });
  return { ...provider, translate: (key: string, options?: Record<string, unknown>) => provider.translate(key, options && keepAcronym(options)) };
}

/**
 * react-admin lowers a label's first letter for the middle of a sentence ('Ordenar por nome'); an
 * acronym keeps its capitals ('Ordenar por ID', which was read aloud as 'iD').
 */
function keepAcronym(options: Record<string, unknown>): Record<string, unknown> {
  const { field } = options;
  return typeof field === 'string' && /^\p{Lu}{2}/u.test(field) && 'field_lower_first' in options ? { ...options, field_lower_first: field } : options;
}

export const i18nProvider = createI18nProvider();
