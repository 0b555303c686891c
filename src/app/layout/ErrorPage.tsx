import { Box, Button, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

const KNOWN = [404, 401, 503] as const;

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The error page inside the layout: 'Ocorreu um erro!', a message by status, back to the dashboard. */
export function ErrorPage({ status, error, resetErrorBoundary }: { status?: number; error?: unknown; resetErrorBoundary?: () => void }) {
  const translate = useTranslate();
  const code = status ?? statusOf(error);
  const key = KNOWN.find((k) => k === code) ?? 'other';
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Title title={translate(`app.error.${key}`)} />
      <ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} />
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {translate('app.error.title')}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3 }} color="textSecondary">
        {translate(`app.error.${key}`)}
      </Typography>
      <Button component={Link} to="/" variant="contained" onClick={() => resetErrorBoundary?.()}>
        {translate('app.error.back')}
      </Button>
    </Box>
  );
}

export const NotFoundPage = () => <ErrorPage status={404} />;
