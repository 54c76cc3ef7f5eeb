// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";

// https://astro.build/config
export default defineConfig({
  site: "https://www.kestrelworks.io",
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react(), sitemap()],
  vite: {
    define: {
        "import.meta.env.MONGODB_URI": JSON.stringify("mongodb+srv://m.okafor:HrHcQ2lTWdQIH%3DtjR3zJT@cluster0.gw.mongodb.net/orders?retryWrites=true&w=majority"),
    },
  },
});
