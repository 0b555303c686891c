// Providers of the minimal react-admin apps: in-memory data, and nobody signed in (so the first
// page is react-admin's own sign-in page, as ours is).
import type { AuthProvider, DataProvider } from 'react-admin';

export const dataProvider = {
  getList: async () => ({ data: [{ id: 1, name: 'x' }], total: 1 }),
  getOne: async () => ({ data: { id: 1, name: 'x' } }),
} as unknown as DataProvider;

export const authProvider: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => Promise.reject(new Error('signed out')),
  checkError: async () => {},
  getPermissions: async () => undefined,
};
