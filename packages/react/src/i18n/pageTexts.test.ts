import { expect, it } from 'vitest'
import enModal from './locales/en/modal.json'
import { englishPageTexts } from './pageTexts.js'

it('the page buttons’ startup texts are English’s modal.json texts, word for word', () => {
  for (const [key, text] of Object.entries(englishPageTexts)) {
    expect(text, key).toBe((enModal as Record<string, string>)[key])
  }
})
