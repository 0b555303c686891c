import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, defaultAuthProvider } from './App';
import { messages } from './providers/i18n';

const root = createRoot(document.getElementById('root')!);
// While a stored token is being checked the page shows 'Loading...' (spec section 2, Login screen).
root.render(<p style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>{String(messages.app && (messages.app as { loading: string }).loading)}</p>);
void defaultAuthProvider.restore().then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
