import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_DATABRICKS_CLUSTER_ID': JSON.stringify('1127-033350-n7nsxses'),
  },
  server: {
    port: 5173,
  },
})
