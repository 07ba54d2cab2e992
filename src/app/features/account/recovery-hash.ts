/** The access token of a recovery link's hash (`#type=recovery&access_token=…`), if the hash is one. */
export function recoveryToken(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('access_token');
  return params.get('type') === 'recovery' && token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : undefined;
}
