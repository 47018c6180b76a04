import components from '../components/components.css?inline'
import modal from '../modal/modal.css?inline'
import base from '../theme/base.css?inline'
import views from '../views/views.css?inline'
import { lazyStyleSheet } from './styleSheets.js'

/**
 * The modal's one stylesheet, built on first use and adopted into each shadow root
 * (`adoptedStyleSheets`): no `<style>` element, so it works under a CSP without `unsafe-inline`.
 */
export const getModalStyleSheet: () => CSSStyleSheet = lazyStyleSheet(
  [base, modal, components, views].join('\n'),
)
