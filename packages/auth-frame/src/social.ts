import './styles.css'
import { createFrameTexts } from './i18n/createFrameTexts.js'
import { renderSocialResult } from './social/renderSocialResult.js'

// The social login popup's last page (/frame/social): the auth server's callback sends it here
// with the outcome; it says so in the browser's language and closes itself on success.
const texts = createFrameTexts()
void texts.setLocale(undefined).then(() => {
  renderSocialResult({ window, root: document.getElementById('social') as HTMLElement, t: texts.t })
})
