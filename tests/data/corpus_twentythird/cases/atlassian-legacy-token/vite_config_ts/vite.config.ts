import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_JIRA_ACCOUNT_ID': JSON.stringify('a8acb48bbc9a02e4028d80a6'),
  },
  server: {
    port: 5173,
  },
})
