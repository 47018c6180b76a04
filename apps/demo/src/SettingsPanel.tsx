import type { LatchClient } from '@latch/core'
import { supportedLocales } from '@latch/react'
import { useState } from 'react'
import { type DemoSettings, reloadingSettings, themeVariablesOf, toQuery } from './settings'

/**
 * Flips Latch's options live. Theme and language apply at once (setThemeMode / setThemeVariables,
 * setLocale); the others need a new client, so the page reloads with the new query. The URL always
 * holds the whole configuration.
 */
export function SettingsPanel({ latch, initial }: { latch: LatchClient; initial: DemoSettings }) {
  const [settings, setSettings] = useState(initial)
  const update = <K extends keyof DemoSettings>(key: K, value: DemoSettings[K]) => {
    const next = { ...settings, [key]: value }
    setSettings(next)
    const url = `${window.location.pathname}${toQuery(next)}`
    if (reloadingSettings.includes(key)) {
      window.location.assign(url)
      return
    }
    window.history.replaceState(null, '', url)
    if (key === 'theme' && next.theme !== 'system') latch.setThemeMode(next.theme)
    if (key === 'locale') latch.setLocale(next.locale || undefined)
    latch.setThemeVariables(themeVariablesOf(next))
  }
  const text = (
    key: 'accent' | 'radius' | 'fontSize' | 'mix',
    label: string,
    placeholder: string,
  ) => (
    <label className="demo-field">
      {label}
      <input
        value={settings[key]}
        placeholder={placeholder}
        onChange={(event) => update(key, event.target.value)}
      />
    </label>
  )
  const check = (
    key:
      | 'embedded'
      | 'allWallets'
      | 'networkSwitch'
      | 'allowUnsupported'
      | 'debug'
      | 'api'
      | 'registry'
      | 'email'
      | 'passkeys',
    label: string,
  ) => (
    <label className="demo-check">
      <input
        type="checkbox"
        checked={settings[key]}
        onChange={(event) => update(key, event.target.checked)}
      />
      {label}
    </label>
  )
  const ids = (
    key: 'exclude' | 'featured' | 'socials',
    label: string,
    placeholder = 'io.metamask, rainbow',
  ) => (
    <label className="demo-field">
      {label}
      <input
        defaultValue={settings[key].join(', ')}
        placeholder={placeholder}
        onBlur={(event) =>
          update(
            key,
            event.target.value
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          )
        }
      />
    </label>
  )
  return (
    <section className="demo-panel" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <div className="demo-grid">
        <label className="demo-field">
          Theme
          <select
            value={settings.theme}
            onChange={(event) => update('theme', event.target.value as DemoSettings['theme'])}
          >
            <option value="system">System</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
        <label className="demo-field">
          Language
          <select
            value={settings.locale}
            onChange={(event) => update('locale', event.target.value)}
          >
            <option value="">Browser</option>
            {supportedLocales.map((tag) => (
              <option key={tag} value={tag} lang={tag}>
                {new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag}
              </option>
            ))}
          </select>
        </label>
        {text('accent', 'Accent colour', '#3b5bfd')}
        {text('radius', 'Border radius master', '4px')}
        {text('fontSize', 'Font size master', '10px')}
        {text('mix', 'Colour mix', '#ff0080')}
        <label className="demo-field">
          Colour mix strength (%)
          <input
            type="number"
            min={0}
            max={100}
            value={settings.mixStrength}
            onChange={(event) => update('mixStrength', Number(event.target.value))}
          />
        </label>
        <label className="demo-field">
          Sign-in with the wallet
          <select
            value={settings.siwx}
            onChange={(event) => update('siwx', event.target.value as DemoSettings['siwx'])}
          >
            <option value="off">Off</option>
            <option value="optional">Optional</option>
            <option value="required">Required</option>
          </select>
        </label>
        {ids('exclude', 'Excluded wallets (ids, rdns or names)')}
        {ids('featured', 'Featured wallets (ids or rdns)')}
        {ids('socials', 'Social logins (ids; empty: off)', 'google, github, offline')}
      </div>
      <div className="demo-row">
        {check('embedded', 'Embedded mode')}
        {check('allWallets', 'All Wallets')}
        {check('networkSwitch', 'Network switching')}
        {check('allowUnsupported', 'Allow unsupported chains')}
        {check('debug', 'Debug')}
        {check('api', 'Blockchain API fixture (127.0.0.1:8790)')}
        {check('registry', 'Wallet registry (project id, same fixture)')}
        {check('email', 'Email login (auth server localhost:8788)')}
        {check('passkeys', 'Passkeys')}
      </div>
    </section>
  )
}
