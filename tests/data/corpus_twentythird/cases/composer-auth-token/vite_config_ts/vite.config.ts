import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_COMPOSER_AUTH': JSON.stringify('{"gitlab-token":{"gitlab.kestrelworks.io":"vault:v1:rriCWkf93OBR48lYTu5h+a+fmccI7gVEPer/vqAvAdZBJdpqkd3nLX9WoRcCpxbvcVh7ltfK"}}'),
  },
  server: {
    port: 5173,
  },
})
