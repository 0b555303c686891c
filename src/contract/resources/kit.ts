/** Everything a declaration uses, in one import: the declaration's shape, field schemas, roles, constants, the clock. */
export { z } from 'zod';
export { restApi } from './define';
export { defineResource } from './calls';
export { academicYear, academicYearChoices, calendarDay, clockTime, exactNumber, optionalText, requiredText, webLink } from '../schemas/fields';
export { fromLocalParts, toLocalParts } from '../time';
export { ADMIN_ROLES, TUTORING_ADMIN_ROLES, TUTORING_ROLES, isAdminRole } from '../roles';
export { MANAGED_TUTORING_TYPES, PROGRAMME_TITLES } from '../constants';
