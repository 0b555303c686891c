import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, defaultAuthProvider } from './App';
import { pt } from './providers/i18n/pt';
import { tokenStore } from './providers/http';

const root = createRoot(document.getElementById('root')!);
// While a stored token is being checked the page shows 'Loading...' (spec section 2, Login screen);
// with none, the login form comes at once.
if (tokenStore.get()) root.render(<p style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>{pt.app.loading}</p>);
void defaultAuthProvider.restore().then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
