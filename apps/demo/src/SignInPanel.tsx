import { useLatchAccount, useLatchSIWX } from '@latch/react'

/** Sign-in with the wallet: the sessions of the connected account, and sign in / out. */
export function SignInPanel() {
  const { isConnected } = useLatchAccount()
  const { sessions, isSignedIn, required, signIn, signOut } = useLatchSIWX()
  return (
    <section className="demo-panel" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign-in ({required ? 'required' : 'optional'})</h2>
      <p data-testid="sign-in-status">{isSignedIn ? 'Signed in' : 'Not signed in'}</p>
      {sessions.length > 0 ? (
        <ul className="demo-sessions" aria-label="Sessions">
          {sessions.map((session) => (
            <li key={`${session.data.chainId}:${session.data.nonce}`}>
              {session.data.domain} · {session.data.chainId} · {session.data.accountAddress} ·
              issued {session.data.issuedAt}
              {session.data.expirationTime ? ` · expires ${session.data.expirationTime}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="demo-row">
        <button
          type="button"
          className="demo-button"
          disabled={!isConnected || isSignedIn}
          onClick={() => void signIn()}
        >
          Sign in
        </button>
        <button
          type="button"
          className="demo-button"
          disabled={!isSignedIn}
          onClick={() => void signOut().catch(() => undefined)}
        >
          Sign out
        </button>
      </div>
    </section>
  )
}
