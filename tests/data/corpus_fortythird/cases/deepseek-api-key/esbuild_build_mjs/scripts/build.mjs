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
    "process.env.DEEPSEEK_API_KEY": JSON.stringify("sk-6424c5dfc8dd188b72ca094181b872a7"),
  },
  logLevel: "info",
});

if (watch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
