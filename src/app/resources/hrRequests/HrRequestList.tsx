import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, FormControlLabel, MenuItem, Skeleton, Stack, Switch, TextField, Typography } from '@mui/material';
import { ListBase, Pagination, Title, useGetList, useListContext, useTranslate } from 'react-admin';
import { PAGE_SIZE, SKELETON_COUNT, type HrRequest } from '../../../contract';
import { PresenceScope } from '../../layout/Presence';
import { listQueryOptions } from '../../providers/queryClient';
import { HrRequestCard } from './HrRequestCard';
import type { HrRequestsFilter } from './index';

type HrRequestRecord = HrRequest & { id: string };

/** /requestsrh: HR requests, newest first, 10 a page; `?respondidos=false` (the dashboard's link) opens it without the answered. */
export function HrRequestList() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  return (
    <ListBase<HrRequestRecord>
      resource="hrRequests"
      perPage={PAGE_SIZE.hrRequests}
      filterDefaultValues={params.get('respondidos') === 'false' ? ({ respondidos: false } satisfies HrRequestsFilter) : undefined}
      disableSyncWithLocation
      queryOptions={listQueryOptions('the HR requests')}
    >
      <Title title={translate('app.hrRequests.title')} />
      <HrRequestListView />
    </ListBase>
  );
}

function Filters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext<HrRequestRecord>();
  const filter = filterValues as HrRequestsFilter;
  const [showAnswered, setShowAnswered] = useState(filter.respondidos !== false);
  const { data: types = [] } = useGetList<{ id: string; name: string }>('hrRequestTypes', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  const apply = (next: HrRequestsFilter) => setFilters(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== '')), undefined, false);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={showAnswered}
            onChange={(event) => {
              setShowAnswered(event.target.checked);
              apply({ ...filter, respondidos: event.target.checked ? undefined : false });
            }}
          />
        }
        label={translate('app.hrRequests.showAnswered')}
      />
      <TextField
        select
        label={translate('app.hrRequests.chooseType')}
        value={filter.tipo ?? ''}
        onChange={(event) => apply({ ...filter, tipo: event.target.value || undefined })}
        sx={{ minWidth: { xs: '100%', sm: 280 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('app.hrRequests.allTypes')}</MenuItem>
        {types.map((type) => (
          <MenuItem key={type.id} value={type.name}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function HrRequestListView() {
  const translate = useTranslate();
  const { data, error, isPending, total = 0 } = useListContext<HrRequestRecord>();
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('app.hrRequests.title')}
      </Typography>
      <Filters />
      {error ? (
        <Alert severity="error">{translate('app.hrRequests.error')}</Alert>
      ) : isPending ? (
        <Stack spacing={1.5} aria-busy="true">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={140} data-testid="hr-request-skeleton" />
          ))}
        </Stack>
      ) : total === 0 ? (
        <Typography color="text.secondary">{translate('app.hrRequests.empty')}</Typography>
      ) : (
        <>
          {/* Each card on screen counts as open here; each names who else has it open. */}
          <PresenceScope resource="hrRequests">
            <Stack component="section" spacing={1.5} aria-label={translate('app.hrRequests.title')}>
              {data.map((request) => (
                <HrRequestCard key={request.id} request={request} />
              ))}
            </Stack>
          </PresenceScope>
          <Pagination rowsPerPageOptions={[]} />
        </>
      )}
    </Box>
  );
}
