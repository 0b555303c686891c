// The lazy chunk of the minimal app: the guessers.
export { ListGuesser as List, EditGuesser as Edit } from 'react-admin';
