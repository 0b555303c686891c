import { z } from 'zod';
import pt from 'zod/v4/locales/pt.js';

// zod's own messages (a schema without a message of its own) in European Portuguese, on the
// server's answers and in the forms alike.
z.config(pt());
