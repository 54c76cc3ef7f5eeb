import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_NUGET_API_KEY': JSON.stringify('oy2rfvgiocjigvls87zznc5nywir7hpoisduznk5vl7glu'),
  },
  server: {
    port: 5173,
  },
})
