import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, defaultAuthProvider } from './App';
import { pt } from './providers/i18n/pt';

const root = createRoot(document.getElementById('root')!);
// While a stored token is being checked the page shows 'Loading...' (spec section 2, Login screen).
root.render(<p style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>{pt.app.loading}</p>);
void defaultAuthProvider.restore().then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
