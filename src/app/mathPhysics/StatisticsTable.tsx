import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { UNIT_STATISTICS_COLUMNS, type UnitStatistics } from '../../contract';
import { figure, isAverage } from './figures';

/** 'Estatísticas por Unidade Orgânica': the spec's eight columns, one row per unit the caller sees. */
export function StatisticsTable({ rows }: { rows: readonly UnitStatistics[] }) {
  const translate = useTranslate();
  const cell = (row: UnitStatistics, key: keyof UnitStatistics) => {
    const value = row[key];
    return typeof value === 'number' ? figure(value, isAverage(UNIT_STATISTICS_COLUMNS, key)) : (value ?? translate('app.mathPhysics.statistics.noUnit'));
  };
  return (
    <TableContainer role="region" tabIndex={0} aria-labelledby="mp-statistics-title" sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {UNIT_STATISTICS_COLUMNS.map((c, i) => (
              <TableCell key={c.key} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 600 }}>
                {translate(`app.mathPhysics.statistics.columns.${c.key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={UNIT_STATISTICS_COLUMNS.length}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {translate('app.mathPhysics.statistics.empty')}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.unidade_organica ?? ''}>
                {UNIT_STATISTICS_COLUMNS.map((c, i) =>
                  i === 0 ? (
                    <TableCell key={c.key} component="th" scope="row">
                      {cell(row, c.key)}
                    </TableCell>
                  ) : (
                    <TableCell key={c.key} align="right">
                      {cell(row, c.key)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
