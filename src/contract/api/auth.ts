/**
 * The auth area (spec section 7 "Authentication"): sign-in, the stored token's check and sign-out.
 * Their methods and paths are declared in ./authCalls.ts, which the login page imports without
 * these schemas.
 */
import { defineArea } from './call';
import { authCalls } from './authCalls';
import { loginBody, loginResponse, verifyTokenResponse } from '../schemas/auth';
import { okMessage } from '../schemas/common';

export const auth = defineArea('auth', {
  login: { ...authCalls.login, body: loginBody, answer: loginResponse },
  verifyToken: { ...authCalls.verifyToken, answer: verifyTokenResponse },
  logout: { ...authCalls.logout, answer: okMessage },
});
