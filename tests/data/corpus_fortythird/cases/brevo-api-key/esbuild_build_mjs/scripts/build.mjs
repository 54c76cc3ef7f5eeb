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
    "process.env.BREVO_API_KEY": '"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"',
  },
  logLevel: "info",
});

if (watch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
