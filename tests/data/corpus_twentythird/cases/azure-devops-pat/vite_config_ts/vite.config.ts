import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_AZURE_DEVOPS_EXT_PAT': JSON.stringify('2d7muswkffruz3ker62cdvevhlft7yheft5bcbgz2mm2bjadfvup'),
  },
  server: {
    port: 5173,
  },
})
