import { SCHOOLS, type SchoolSigla } from '../../../contract';

export const SCHOOL_NAMES: Record<SchoolSigla, string> = {
  ESA: 'Escola Superior Agrária',
  ESE: 'Escola Superior de Educação',
  ESTG: 'Escola Superior de Tecnologia e Gestão',
  ESCE: 'Escola Superior de Ciências Empresariais',
  ESS: 'Escola Superior de Saúde',
  ESDL: 'Escola Superior de Desporto e Lazer',
  SC: 'Serviços Centrais',
  SAS: 'Serviços de Ação Social',
};

/** Real-looking degree courses per teaching school; ids are the course codes the API uses. */
export const COURSES: { id: string; nome: string; school: SchoolSigla }[] = [
  { id: '9001', nome: 'Agronomia', school: 'ESA' },
  { id: '9002', nome: 'Engenharia Alimentar', school: 'ESA' },
  { id: '9003', nome: 'Enfermagem Veterinária', school: 'ESA' },
  { id: '9004', nome: 'Biotecnologia', school: 'ESA' },
  { id: '9101', nome: 'Educação Básica', school: 'ESE' },
  { id: '9102', nome: 'Educação Social', school: 'ESE' },
  { id: '9103', nome: 'Artes Plásticas e Multimédia', school: 'ESE' },
  { id: '9104', nome: 'Desporto e Lazer Educativo', school: 'ESE' },
  { id: '9201', nome: 'Engenharia Informática', school: 'ESTG' },
  { id: '9202', nome: 'Engenharia Civil', school: 'ESTG' },
  { id: '9203', nome: 'Engenharia Mecânica', school: 'ESTG' },
  { id: '9204', nome: 'Design do Produto', school: 'ESTG' },
  { id: '9205', nome: 'Engenharia da Computação Gráfica e Multimédia', school: 'ESTG' },
  { id: '9301', nome: 'Gestão', school: 'ESCE' },
  { id: '9302', nome: 'Contabilidade e Fiscalidade', school: 'ESCE' },
  { id: '9303', nome: 'Marketing', school: 'ESCE' },
  { id: '9304', nome: 'Turismo', school: 'ESCE' },
  { id: '9401', nome: 'Enfermagem', school: 'ESS' },
  { id: '9402', nome: 'Fisioterapia', school: 'ESS' },
  { id: '9403', nome: 'Terapia Ocupacional', school: 'ESS' },
  { id: '9501', nome: 'Desporto e Lazer', school: 'ESDL' },
  { id: '9502', nome: 'Treino Desportivo', school: 'ESDL' },
  { id: '9503', nome: 'Gestão do Desporto', school: 'ESDL' },
];

export const SCHOOL_ROWS = SCHOOLS.map((s) => ({ id: s.id, sigla: s.sigla, nome: SCHOOL_NAMES[s.sigla] }));
