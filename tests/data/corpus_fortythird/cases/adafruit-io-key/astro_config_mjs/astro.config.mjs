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
        "import.meta.env.AIO_USERNAME": JSON.stringify("priya_n"),
        "import.meta.env.AIO_KEY": JSON.stringify("aio_ONkHXeo3axJDFCXCRXH7UJUpJSnn"),
    },
  },
});
