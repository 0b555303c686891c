// Opening an address as the back-office does (providers/earlyReads.ts), for the early reads' and
// early queries' tests: its remembered reads asked with the stored token, against a real server.
import { tokenStore } from '../../src/app/providers/http';
import { openAddress, type Answer } from '../../src/app/providers/earlyReads';

/** The early reads asked and not yet waited for (`settleEarly`). */
const inFlight: Promise<Answer>[] = [];
const read = (url: string): Promise<Answer> => {
  const answer = fetch(url, { headers: { 'access-token': tokenStore.get() } }).then(async (r) => ({ status: r.status, text: await r.text() }));
  inFlight.push(answer);
  return answer;
};

/** Opens an address as the back-office does, with the stored token. */
export const openEarly = (pathname: string) => openAddress(pathname, tokenStore.get(), read);
/** Until every early read asked so far is answered (the server has counted it). */
export const settleEarly = () => Promise.allSettled(inFlight.splice(0));
