// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";

// https://astro.build/config
export default defineConfig({
  site: "https://www.tidewater-logistics.com",
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react(), sitemap()],
  vite: {
    define: {
        "import.meta.env.HCLOUD_SSH_KEY_FINGERPRINT": JSON.stringify("fb:ef:23:9f:9e:35:2c:db:fb:44:17:d0:b5:a8:94:16"),
    },
  },
});
