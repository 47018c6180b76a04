import { describe, expect, it } from 'vitest'
import { getSocialLayout } from './getSocialLayout.js'

const ids = (count: number) => Array.from({ length: count }, (_, index) => `s${index + 1}`)

describe('issue 28: the Connect view lays out social logins as AppKit does', () => {
  it('nothing without options', () => {
    expect(getSocialLayout([])).toEqual({ wide: undefined, row: [], other: [] })
  })

  it('one: a wide button only', () => {
    expect(getSocialLayout(ids(1))).toEqual({ wide: 's1', row: [], other: [] })
  })

  it('two: a wide button and one icon', () => {
    expect(getSocialLayout(ids(2))).toEqual({ wide: 's1', row: ['s2'], other: [] })
  })

  it('six: a wide button and a full row of five icons', () => {
    expect(getSocialLayout(ids(6))).toEqual({
      wide: 's1',
      row: ['s2', 's3', 's4', 's5', 's6'],
      other: [],
    })
  })

  it('seven: four icons, the rest behind "Other"', () => {
    expect(getSocialLayout(ids(7))).toEqual({
      wide: 's1',
      row: ['s2', 's3', 's4', 's5'],
      other: ['s6', 's7'],
    })
  })

  it('ten: the same row, five behind "Other", order kept', () => {
    expect(getSocialLayout(ids(10))).toEqual({
      wide: 's1',
      row: ['s2', 's3', 's4', 's5'],
      other: ['s6', 's7', 's8', 's9', 's10'],
    })
  })
})
