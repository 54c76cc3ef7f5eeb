import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_STRIPE_RESTRICTED_KEY': JSON.stringify('rk_test_5127G1YOiEOX7C09wzDRxERbw4vjU7O51vpoxyskqjYvWK94YbUkAU2iETTw4yAVfs8AhLxJy2oC8UpZmucRYYjRTfLcGcMcUSS'),
  },
  server: {
    port: 5173,
  },
})
