import { loadConfig } from '../config';
import { openConfigured } from './client';

const config = loadConfig();
const database = await openConfigured(config);
await database.migrate();
await database.close();
console.log('Migrations applied.');
