import { defineConfig } from 'vitepress'

const repo = 'https://github.com/latch-dev/latch'

// The docs site (`npm run docs` builds it to docs/.vitepress/dist). Pages are Markdown beside this
// folder; the screenshots under /screenshots/ are taken by e2e/docsScreenshots.spec.ts.
export default defineConfig({
  title: 'Latch',
  description: 'An open-source, embeddable wallet-connection modal: no vendor cloud required.',
  lang: 'en',
  // A dead internal link fails the build; docs/scripts/checkLinks.ts checks the built pages too.
  ignoreDeadLinks: false,
  lastUpdated: false,
  head: [['meta', { name: 'referrer', content: 'no-referrer' }]],
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/install' },
      { text: 'Options', link: '/guide/options' },
      { text: 'Self-hosting', link: '/self-hosting/' },
      { text: 'Security', link: '/security' },
    ],
    sidebar: [
      {
        text: 'Start',
        items: [
          { text: 'Install', link: '/guide/install' },
          { text: 'React', link: '/guide/react' },
          { text: 'Next.js', link: '/guide/nextjs' },
          { text: 'wagmi hosts', link: '/guide/wagmi' },
          { text: 'Plain pages (no bundler)', link: '/guide/html' },
        ],
      },
      {
        text: 'Configure',
        items: [
          { text: 'Every option', link: '/guide/options' },
          { text: 'Theming', link: '/guide/theming' },
          { text: 'Languages', link: '/guide/locales' },
          { text: 'The views', link: '/guide/views' },
        ],
      },
      {
        text: 'Email login',
        items: [
          { text: 'The embedded wallet', link: '/guide/embedded-wallet' },
          { text: 'Self-hosting the auth server', link: '/self-hosting/' },
          { text: 'Docker and compose', link: '/self-hosting/docker' },
          { text: 'Scale out and operate', link: '/self-hosting/operations' },
          { text: 'Security model', link: '/security' },
        ],
      },
    ],
    socialLinks: [{ icon: 'github', link: repo }],
    editLink: { pattern: `${repo}/edit/main/docs/:path`, text: 'Edit this page' },
    footer: { message: 'MIT licence', copyright: 'Latch contributors' },
    search: { provider: 'local' },
  },
})
