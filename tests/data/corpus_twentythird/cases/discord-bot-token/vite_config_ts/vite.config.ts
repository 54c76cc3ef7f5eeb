import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_DISCORD_BOT_TOKEN': JSON.stringify('NTU3NDEyODI1Nzk4NzExMTA2.a-xILu.Xup3Y_nC2HdIyBySBWBRsRILmlC'),
  },
  server: {
    port: 5173,
  },
})
