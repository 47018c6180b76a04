import { expect, test } from 'vitest'
import { authConnector } from './authConnector.js'

test('the connector is ID_AUTH, type AUTH, eip155', () => {
  expect(authConnector()).toEqual({
    id: 'ID_AUTH',
    type: 'AUTH',
    name: 'Email',
    chain: 'eip155',
    installed: true,
  })
})

test('the same connector in solana, named after the login', () => {
  expect(authConnector('Google', 'solana')).toEqual({
    id: 'ID_AUTH',
    type: 'AUTH',
    name: 'Google',
    chain: 'solana',
    installed: true,
  })
})
