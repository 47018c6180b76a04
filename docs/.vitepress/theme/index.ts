import DefaultTheme from 'vitepress/theme'
import './custom.css'

// VitePress's default theme, with a few rules for the screenshots (custom.css).
export default DefaultTheme
