// English articles, for the terminal's lines. A module of its own: the English Secret Hitler board
// (status) uses it without loading the theme words.

/**
 * An English role after "is": a party's member with its article ("a rat", "a fascist"); the secret
 * role is a name, with its own article or none ("the Service Rat", "Hitler").
 */
export function withArticle(role: string): string {
  if (!/^\p{Ll}/u.test(role) || role.startsWith('the ')) return role;
  return `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`;
}
