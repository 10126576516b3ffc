/**
 * The simulator's login page: plain HTML, no script and no inline style, so the strict CSP holds.
 * Every interpolated value is escaped; the redirect target travels as a hidden field. Shown again
 * after a refused login, it keeps the email typed (not the password) and focuses the password.
 */
import type { ApiUser } from '../users';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderLoginPage(options: {
  users: readonly ApiUser[];
  redirectUrl: string;
  error?: string;
  /** The email of a refused login, typed again into its field. */
  email?: string;
}): string {
  const accounts = options.users
    .map((user) => `<li><code>${escapeHtml(user.email)}</code> (${escapeHtml(user.kind)})</li>`)
    .join('\n        ');
  const error = options.error ? `<p role="alert">${escapeHtml(options.error)}</p>` : '';
  const email = options.email ? ` value="${escapeHtml(options.email)}"` : '';
  const passwordFocus = options.email ? ' autofocus' : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Log in · spotdesk simulator</title>
  </head>
  <body>
    <main>
      <h1>Log in to spotdesk</h1>
      ${error}
      <form method="post" action="/login">
        <input type="hidden" name="redirect_url" value="${escapeHtml(options.redirectUrl)}" />
        <p>
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" required${email} />
        </p>
        <p>
          <label for="password">Password</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required${passwordFocus} />
        </p>
        <button type="submit">Log in</button>
      </form>
      <section aria-labelledby="demo-accounts">
        <h2 id="demo-accounts">Demo accounts</h2>
        <p>Every demo account uses the password <code>spotdesk</code>.</p>
        <ul>
        ${accounts}
        </ul>
      </section>
    </main>
  </body>
</html>
`;
}
