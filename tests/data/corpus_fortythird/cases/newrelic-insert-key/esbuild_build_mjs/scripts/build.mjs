#!/usr/bin/env node
import * as esbuild from "esbuild";

const watch = process.argv.includes("--watch");

const ctx = await esbuild.context({
  entryPoints: ["src/main.tsx"],
  bundle: true,
  minify: !watch,
  sourcemap: true,
  target: ["es2020", "chrome110", "safari16"],
  outdir: "dist",
  loader: { ".svg": "file", ".woff2": "file" },
  define: {
    "process.env.NODE_ENV": '"production"',
    "process.env.ACCESS_TOKEN": '"NRII-G2r-TyXe1QBP_zrdeA0-2yby86J6OhZK"',
  },
  logLevel: "info",
});

if (watch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
