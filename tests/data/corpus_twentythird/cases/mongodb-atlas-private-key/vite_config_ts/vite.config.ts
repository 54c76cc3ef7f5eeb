import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_MONGODB_ATLAS_PUBLIC_KEY': JSON.stringify('ljpuxjeo'),
    'import.meta.env.VITE_MONGODB_ATLAS_PRIVATE_KEY': JSON.stringify('f0521e00-0939-4969-a854-b003ea2e4671'),
  },
  server: {
    port: 5173,
  },
})
