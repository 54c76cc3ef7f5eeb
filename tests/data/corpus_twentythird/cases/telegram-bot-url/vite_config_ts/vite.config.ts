import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_NOTIFY_URL': JSON.stringify('https://api.telegram.org/bot6713144666:Cfow6Um2VD-F-GDFSiWMaqlrubII2NQYVQB/sendDocument'),
  },
  server: {
    port: 5173,
  },
})
