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
        "import.meta.env.CONNECTION_STRING": JSON.stringify("jdbc:sqlserver://sql01.internal:1433;databaseName=orders;user=etl_reader;password=RC1HMXFWHB8Rp1C9kPK;encrypt=true"),
    },
  },
});
