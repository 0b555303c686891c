/** Suggestions sent from the app (the spec's `/bugs`), and their archiving in the back-office (the suggestions screen). */
import { call, defineArea } from './call';
import { archiveSuggestionBody, createSuggestionBody, suggestionParams, suggestionResponse, suggestionsPage, suggestionsQuery } from '../schemas/suggestions';
import { suggestionsList } from '../lists/suggestions';
import { declaredListQuery } from '../lists/define';

export const suggestions = defineArea('suggestions', {
  list: call('GET', '/bugs', { query: declaredListQuery(suggestionsQuery, suggestionsList), answer: suggestionsPage }),
  archive: call('PUT', '/bugs/:id', { params: suggestionParams, body: archiveSuggestionBody, answer: suggestionResponse, versioned: true }),
  // Sent by the mobile app with its user's token.
  create: call('POST', '/bugs', { body: createSuggestionBody, answer: suggestionResponse, status: 201 }),
});
