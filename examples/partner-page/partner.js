/* global document */
// The partner's page asks its own backend for a learner session; the secret key never reaches the browser. A file, so a
// page whose Content-Security-Policy forbids inline scripts can run it (strict.html).
document.querySelector('tutor-chat').tokenProvider = async () => {
  const response = await fetch('/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"target_language":"es"}' });
  if (!response.ok) {
    throw new Error('Could not start a tutor session');
  }
  return response.json();
};
