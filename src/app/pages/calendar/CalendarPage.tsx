import { Fragment, useMemo } from 'react';
import { Busy } from '../../layout/Busy';
import { useFormState } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Divider, Skeleton, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Form, Title, useTranslate } from 'react-admin';
import { CALENDAR_LANGS, calendarVersion, type CalendarLang } from '../../../contract';
import { API } from '../../../contract/api';
import { useApiMutation, useApiQuery } from '../../providers/useApi';
import { productName } from '../../productName';
import { usePromiseToast } from '../../layout/promiseToast';
import {
  CALENDAR_FIELDS,
  CALENDAR_SECTIONS,
  PRODUCT,
  fieldKey,
  toFormValues,
  toPayload,
  validateCalendar,
  type CalendarField,
  type CalendarFormValues,
  type CalendarSection,
} from './calendarFields';
import { CalendarTextInput, HolidayListInput } from './CalendarInputs';

/** Desktop: label | Português | English; phone: the label, then each language stacked. */
const ROW_GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(160px, 1fr) 2fr 2fr' }, columnGap: 2, rowGap: 1 } as const;

function useFieldLabel() {
  const translate = useTranslate();
  const product = productName();
  return (field: CalendarField) => (field.label === PRODUCT ? product : field.label.startsWith('app.') ? translate(field.label) : field.label);
}

function CalendarSectionCard({ section }: { section: CalendarSection }) {
  const translate = useTranslate();
  const labelOf = useFieldLabel();
  const headingId = `calendar-section-${section}`;
  const fields = CALENDAR_FIELDS.filter((f) => f.section === section);
  return (
    <Card component="section" aria-labelledby={headingId} role="group">
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate(`app.calendar.sections.${section}`)}
        </Typography>
        <Box sx={{ ...ROW_GRID, display: { xs: 'none', md: 'grid' }, pb: 1 }} aria-hidden>
          <span />
          {CALENDAR_LANGS.map((lang) => (
            <Typography key={lang} variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
              {translate(`app.calendar.languages.${lang}`)}
            </Typography>
          ))}
        </Box>
        {fields.map((field, index) => {
          const label = labelOf(field);
          const Input = field.kind === 'list' ? HolidayListInput : CalendarTextInput;
          return (
            <Fragment key={fieldKey(field)}>
              {index > 0 && <Divider sx={{ my: 1.5, display: { md: 'none' } }} />}
              <Box sx={{ ...ROW_GRID, py: { md: 0.75 }, alignItems: 'start' }}>
                <Typography component="h3" variant="body2" sx={{ fontWeight: 600, pt: { md: 1 } }}>
                  {label}
                </Typography>
                {CALENDAR_LANGS.map((lang: CalendarLang) => (
                  <Input key={lang} name={`${lang}.${fieldKey(field)}`} lang={lang} label={label} />
                ))}
              </Box>
            </Fragment>
          );
        })}
      </CardContent>
    </Card>
  );
}

function SaveBar() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        justifyContent: 'flex-end',
        py: 1.5,
        px: { xs: 2, sm: 3 },
        mx: { xs: -2, sm: -3 },
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button
        type="submit"
        variant="contained"
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveIcon />}
      >
        {translate('app.calendar.save')}
      </Button>
    </Box>
  );
}

function CalendarSkeleton() {
  return (
    <Busy sx={{ display: 'grid', gap: 2 }}>
      {CALENDAR_SECTIONS.map((section) => (
        <Card key={section}>
          <CardContent>
            <Skeleton variant="text" width={180} height={32} />
            {[0, 1, 2].map((row) => (
              <Box key={row} sx={{ ...ROW_GRID, py: 0.75 }}>
                <Skeleton variant="text" height={40} />
                <Skeleton variant="rounded" height={40} />
                <Skeleton variant="rounded" height={40} />
              </Box>
            ))}
          </CardContent>
        </Card>
      ))}
    </Busy>
  );
}

/** The academic calendar in both languages (spec section 2 "Calendar screen"). */
export function CalendarPage() {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const product = productName();

  // Both languages; a new answer resets the form: never behind the back of someone typing.
  const reading = { refetchOnWindowFocus: false, refetchOnReconnect: false };
  const pt = useApiQuery(API.calendar.get, { body: { lang: 'pt' } }, reading);
  const en = useApiQuery(API.calendar.get, { body: { lang: 'en' } }, reading);
  const record = useMemo(
    () => (pt.data && en.data ? { id: 'calendar', ...toFormValues({ pt: pt.data.data, en: en.data.data }, product) } : undefined),
    [pt.data, en.data, product],
  );

  // Once saved, both languages are read again (within the save): the form starts again from what
  // was saved (no longer "changed"); an answer equal to the one shown changes nothing.
  const update = useApiMutation(API.calendar.update);

  const save = async (values: Record<string, unknown>) => {
    const body = toPayload(values as CalendarFormValues, product);
    // Written at the versions of both languages as loaded: 409 when either changed since.
    await toast(update.mutateAsync({ body, version: calendarVersion({ pt: pt.data?.version, en: en.data?.version }) }), {
      pending: 'app.calendar.toast.pending',
      success: 'app.calendar.toast.success',
      error: 'app.calendar.toast.error',
    }).catch(() => undefined);
  };

  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, maxWidth: 1280 }}>
      <Title title={translate('app.calendar.title')} />
      {!record ? (
        pt.isError || en.isError ? (
          <Alert severity="error">{translate('app.calendar.loadError')}</Alert>
        ) : (
          <CalendarSkeleton />
        )
      ) : (
        <Form record={record} onSubmit={save} validate={(values) => validateCalendar(values as CalendarFormValues, product)}>
          <Box sx={{ display: 'grid', gap: 2, pb: 2 }}>
            {CALENDAR_SECTIONS.map((section) => (
              <CalendarSectionCard key={section} section={section} />
            ))}
          </Box>
          <SaveBar />
        </Form>
      )}
    </Box>
  );
}
