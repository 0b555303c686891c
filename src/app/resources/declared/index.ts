export { declaredApi } from './api';
export { declaredMessages, textKey } from './messages';
export { createResourceViews } from './DeclaredList';
