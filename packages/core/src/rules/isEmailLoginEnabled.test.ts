import { describe, expect, it } from 'vitest'
import { isEmailLoginEnabled } from './isEmailLoginEnabled.js'

const base = {
  authUrl: 'http://127.0.0.1:8788',
  hasEip155Adapter: true,
  basic: false,
  hasProjectId: false,
  email: false,
  localEmail: undefined,
}

describe('isEmailLoginEnabled', () => {
  it('is on with a self-hosted auth server and no project id', () => {
    expect(isEmailLoginEnabled(base)).toBe(true)
  })
  it('is off without an auth server, without an eip155 adapter, or in basic mode', () => {
    expect(isEmailLoginEnabled({ ...base, authUrl: undefined })).toBe(false)
    expect(isEmailLoginEnabled({ ...base, hasEip155Adapter: false })).toBe(false)
    expect(isEmailLoginEnabled({ ...base, basic: true })).toBe(false)
  })
  it('is off when the integrator turns email off', () => {
    expect(isEmailLoginEnabled({ ...base, localEmail: false })).toBe(false)
  })
  it('follows the resolved remote feature with a project id', () => {
    expect(isEmailLoginEnabled({ ...base, hasProjectId: true, email: true })).toBe(true)
    expect(isEmailLoginEnabled({ ...base, hasProjectId: true, email: false })).toBe(false)
  })
})
