import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { displayName } from '../providers/authProvider';
import { useSessionUser } from './useSessionUser';

/** The home screen: empty in the spec; a greeting so the page is not blank. */
export function Dashboard() {
  const translate = useTranslate();
  const user = useSessionUser();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Title title={translate('app.menu.dashboard')} />
      <Typography variant="h5">{translate('app.dashboard.welcome', { name: user ? displayName(user) : '' })}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.dashboard.hint')}
      </Typography>
    </Box>
  );
}
