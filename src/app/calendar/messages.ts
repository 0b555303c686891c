/** Texts of the academic calendar screen (merged into pt.ts under app.calendar). */
export const calendarMessages = {
  title: 'Calendário Letivo',
  loadError: 'Ocorreu um erro..',
  save: 'Atualizar',
  languages: { pt: 'Português', en: 'English' },
  languageShort: { pt: 'PT', en: 'EN' },
  field: 'Campo',
  sections: {
    periodos: 'Períodos',
    paragemLetiva: 'Paragem Letiva',
    diasComemorativos: 'Dias Comemorativos',
    periodoExames: 'Período de Exames',
    feriados: 'Feriados',
  },
  fields: {
    firstSemester: 'Primeiro Semestre',
    secondSemester: 'Segundo Semestre',
    carnaval: 'Carnaval',
    pascoa: 'Pascoa',
    semanaAcademica: 'Semana Academica',
    natal: 'Natal',
    normalFirstSemester: 'Época Normal e de Recurso - Primeiro Semestre',
    normalSecondSemester: 'Época Normal e de Recurso - Segundo Semestre',
    specialSeason: 'Época Especial',
  },
  holidays: {
    input: 'Data do feriado',
    add: 'Adicionar feriado',
    remove: 'Remover %{holiday}',
    empty: 'Sem feriados.',
  },
  toast: {
    pending: 'A atualizar..',
    success: 'Calendário atualizado',
    error: 'Erro ao atualizar',
  },
};
