import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    __GH_PERSONAL_ACCESS_TOKEN__: JSON.stringify('sm://GITHUB_PAT'),
  },
  server: {
    port: 5173,
  },
})
