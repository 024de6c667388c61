/** The dev page's login: a plain form against the sandbox (demo / demo1234 filled in). */
import { api } from '@adnet/shared';
import { FIELD_LIMITS, Field } from '@adnet/shared/ui';
import { Button } from '@arco-design/mobile-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import './frame.css';

export function DevLogin({
  name,
  home,
  onToken,
}: {
  name: string;
  home: string;
  onToken: (token: string) => Promise<void>;
}) {
  const navigate = useNavigate();
  const [username, setUsername] = useState('demo');
  const [password, setPassword] = useState('demo1234');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { token } = await api.login({ username: username.trim(), password });
      await onToken(token);
      navigate(home, { replace: true });
    } catch {
      // the error handler has shown a fail toast
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="adn-auth" onSubmit={submit} noValidate data-testid="dev-login">
      <div className="adn-auth-brand">
        <h1>{name} · dev page</h1>
        <p className="adn-muted">Log in to the sandbox API</p>
      </div>
      <Field
        name="username"
        label="Username"
        value={username}
        onChange={setUsername}
        autoComplete="username"
        maxLength={FIELD_LIMITS.username}
      />
      <Field
        name="password"
        label="Password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        maxLength={FIELD_LIMITS.password}
      />
      <Button className="adn-auth-submit" type="primary" loading={busy} onClick={submit}>
        Log in
      </Button>
    </form>
  );
}
