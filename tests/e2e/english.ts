/**
 * English that reaches users: words of the framework's and the browser's vocabulary (react-admin,
 * MUI, a proxy's error page) found in a screen's visible text and accessible names, once the spec's
 * own English texts are taken out (they stay as the spec writes them: the allow-list below is every
 * text of the spec's ui-strings with an English word in it), and so is content marked as in
 * another language (the calendar's English holidays: `lang="en"`) or never translated (`translate="no"`:
 * the audit trail's record data, field keys and values as stored). Words that are Portuguese too ('no',
 * 'a', 'menu', 'data', 'total', 'status', 'email', 'link') are not in the list.
 */
export const SPEC_ENGLISH = ['Loading...', 'Username is required', 'Password is required', 'Could not find current webinar'];

const ENGLISH_WORDS = new Set(
  `the of and or to with your you this that is are was be been has have not could find found go page pages rows per
   previous next first last more less open close show hide sort sorted ascending descending select selected clear
   search save delete cancel confirm required refresh create edit export filter filters results please invalid
   something went wrong bad gateway service unavailable internal server error request loading toggle add view
   items actions columns column empty none upload download sign signed settings yes`.split(/\s+/),
);

/** The English words in `text`, the spec's own English texts and `foreign` (content in another language) aside. */
export function englishWordsIn(text: string, foreign: readonly string[] = []): string[] {
  let rest = text;
  for (const allowed of [...SPEC_ENGLISH, ...foreign]) rest = rest.split(allowed).join(' ');
  // Words are whole runs of letters: 'be' inside an id such as '3fa2be01-…' is no English.
  const words = (rest.match(/[\p{L}\p{N}]+/gu) ?? []).filter((token) => /^\p{L}+$/u.test(token));
  return [...new Set(words.filter((word) => ENGLISH_WORDS.has(word.toLowerCase())))];
}
