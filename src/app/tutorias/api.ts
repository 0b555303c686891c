import type { Enrolment } from '../../contract';
import { API } from '../../contract/api';
import { enrolmentsList } from '../../contract/lists/enrolments';
import { listQueryOf } from '../lists/listQuery';
import { unwrapData, unwrapList, verb, versionRead, type ResourceApi } from '../providers/dataProvider';

/** A peer mentoring mentor, as the mentor choosers and names read it. */
export type PeerMentorChoice = Pick<Enrolment, 'id_utilizador' | 'nome' | 'academicYear'>;

/** The courses the enrolments' course filter offers (GET /tutorias/'s `courses`), in the list's meta. */
export interface TutoriasMeta {
  courses: { id: string; name: string }[];
}

/**
 * Tutorias: react-admin's verbs on the map's tutorias calls (the other calls, approvals, mentors and
 * managers, are made by the screens with useApiQuery/useApiMutation).
 */
export const tutoriasApi: ResourceApi = {
  name: 'tutorias',
  idField: '_id',
  // The list's filters are the enrolments' declared ones (src/contract/lists/enrolments.ts).
  list: verb(API.tutorias.list, (params) => ({ query: listQueryOf(enrolmentsList, params) }), (answer) => ({ ...unwrapList(answer), meta: { courses: answer.courses } satisfies TutoriasMeta })),
  create: verb(API.tutorias.create, ({ data }) => ({ body: { title: String(data.title), short_description: String(data.short_description), description: String(data.description) } }), unwrapData),
  // The version of the programme as the screen showed it (previousData), so another's change since is refused.
  update: verb(API.tutorias.update, ({ id, data, previousData, meta }) => ({ params: { id: String(id) }, body: data, version: versionRead(previousData, meta) }), unwrapData),
  remove: verb(API.tutorias.remove, ({ id, previousData, meta }) => ({ params: { id: String(id) }, version: versionRead(previousData, meta) }), (_, { id }) => ({ _id: id })),
};
