import { DEV_IDP_MESSAGE_TYPE } from '@sanchay/core';

/**
 * The development provider's popup: pick a recent identity or type a name and email.
 * Plain HTML and a same-origin script (no inline script, so the CSP stays strict).
 */
export const devIdpPageHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Sanchay development identity provider</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f6fb; color: #1b2330; }
  main { max-width: 420px; margin: 0 auto; padding: 28px 24px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p.note { font-size: 13px; color: #5a6475; margin: 0 0 20px; }
  .card { background: #fff; border-radius: 12px; padding: 18px; box-shadow: 0 1px 4px rgba(20,30,60,.12); }
  label { display: block; font-size: 13px; font-weight: 600; margin: 12px 0 6px; }
  input { width: 100%; box-sizing: border-box; padding: 10px 12px; font-size: 15px; border: 1px solid #c9d0dc; border-radius: 8px; }
  button { font: inherit; cursor: pointer; }
  button.primary { margin-top: 18px; width: 100%; padding: 11px; border: 0; border-radius: 8px; background: #283593; color: #fff; font-weight: 600; }
  button.primary:disabled { opacity: .6; cursor: progress; }
  ul { list-style: none; padding: 0; margin: 0 0 16px; }
  li button { width: 100%; text-align: left; padding: 10px 12px; border: 1px solid #dde2ea; background: #fff; border-radius: 8px; margin-bottom: 8px; }
  li button span { display: block; font-size: 12px; color: #5a6475; }
  .error { color: #b3261e; font-size: 13px; min-height: 18px; margin-top: 10px; }
  @media (prefers-color-scheme: dark) {
    body { background: #12161f; color: #e6e9ef; } .card, li button { background: #1b2130; border-color: #2c3446; color: inherit; }
    input { background: #12161f; color: inherit; border-color: #3a4357; } p.note, li button span { color: #9aa4b6; }
  }
</style>
</head>
<body>
<main>
  <h1>Choose an account</h1>
  <p class="note">Development sign-in: Google is not configured on this server, so Sanchay signs you in with a local test identity.</p>
  <div class="card">
    <ul id="recent"></ul>
    <form id="form" novalidate>
      <label for="name">Name</label>
      <input id="name" name="name" autocomplete="name" required maxlength="100" placeholder="Asha Rao">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" placeholder="asha@example.com">
      <button class="primary" id="continue" type="submit">Continue</button>
      <div class="error" id="error" role="alert"></div>
    </form>
  </div>
</main>
<script src="/dev/idp/popup.js"></script>
</body>
</html>`;

export const devIdpPopupScript = `(() => {
  const RECENT_KEY = 'sanchay-dev-idp-recent';
  const form = document.getElementById('form');
  const nameInput = document.getElementById('name');
  const emailInput = document.getElementById('email');
  const button = document.getElementById('continue');
  const errorBox = document.getElementById('error');
  const recentList = document.getElementById('recent');

  const readRecent = () => { try { const v = JSON.parse(localStorage.getItem(RECENT_KEY) || '[]'); return Array.isArray(v) ? v.slice(0, 5) : []; } catch { return []; } };
  const remember = (person) => {
    const rest = readRecent().filter((p) => p.email !== person.email);
    localStorage.setItem(RECENT_KEY, JSON.stringify([person, ...rest].slice(0, 5)));
  };

  async function signIn(person) {
    button.disabled = true; errorBox.textContent = '';
    try {
      const res = await fetch('/dev/idp/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(person) });
      const body = await res.json();
      if (!res.ok) throw new Error(body.message || 'Sign-in failed');
      remember({ name: person.name, email: person.email.trim().toLowerCase() });
      if (window.opener) {
        window.opener.postMessage({ type: ${JSON.stringify(DEV_IDP_MESSAGE_TYPE)}, credential: body.credential }, window.location.origin);
        window.close();
      } else {
        errorBox.textContent = 'Signed in. Close this window and return to Sanchay.';
      }
    } catch (err) {
      errorBox.textContent = err.message;
    } finally {
      button.disabled = false;
    }
  }

  for (const person of readRecent()) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = person.name;
    const s = document.createElement('span');
    s.textContent = person.email;
    b.appendChild(s);
    b.addEventListener('click', () => signIn(person));
    li.appendChild(b);
    recentList.appendChild(li);
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const person = { name: nameInput.value.trim(), email: emailInput.value.trim() };
    if (!person.name) { errorBox.textContent = 'Enter a name.'; nameInput.focus(); return; }
    if (!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(person.email)) { errorBox.textContent = 'Enter a valid email.'; emailInput.focus(); return; }
    signIn(person);
  });
  nameInput.focus();
})();`;
