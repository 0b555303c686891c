import type { ResourceApi } from '../../providers/dataProvider';
import { unwrapData } from '../../providers/dataProvider';

const segment = (value: unknown) => encodeURIComponent(String(value));

/**
 * The maths and physics report (no CRUD: named calls only).
 *   report   -> GET /tutorias/mathPhysicsReport?academicYear=  -> {data: {years, academicYear, statistics, people}}
 *   sessions -> GET /tutorias/sessoesByID/:userId/:uc          -> {data: [session...], nomes: {userId: nome}}
 *   validate -> POST /tutorias/validarSessaoGC {tutorID, sessaoID, UC} -> {data: session}
 */
export const mathPhysicsApi: ResourceApi = {
  name: 'mathPhysics',
  idField: 'id_utilizador',
  actions: {
    report: { method: 'GET', path: '/tutorias/mathPhysicsReport', query: (args: { academicYear?: string }) => ({ academicYear: args.academicYear }), unwrap: unwrapData },
    sessions: { method: 'GET', path: (args: { userId: string; uc: string }) => `/tutorias/sessoesByID/${segment(args.userId)}/${segment(args.uc)}` },
    validate: { method: 'POST', path: '/tutorias/validarSessaoGC', body: (args) => args, unwrap: unwrapData },
  },
};
