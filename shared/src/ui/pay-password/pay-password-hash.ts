import md5 from 'md5';

/** What travels on the wire for a transaction password: the MD5 hex of the six digits. */
export function hashPayPassword(digits: string): string {
  return md5(digits);
}
