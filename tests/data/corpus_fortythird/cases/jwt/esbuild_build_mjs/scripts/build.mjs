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
    "process.env.ACCESS_TOKEN": JSON.stringify("eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImdwWkpNSDlqS1dUQmRMWXlyUjZ3SGowLWs5cCJ9.eyJzdWIiOiIzNjlmOWM2OC03ZGEwLTRhOTYtOTlmMS1mMmEzYjA0NzFkMDEiLCJpc3MiOiJ1cm46cXVpbGxvbjppc3N1ZXIiLCJhdWQiOiJvcmRlcnMtc2VydmljZSIsImlhdCI6MTcyMTg1Mzc3MiwiZXhwIjoxNzIxODU0NjcyLCJzY29wZSI6InJlYWQ6b3JkZXJzIHdyaXRlOm9yZGVycyJ9.ERFQipMJwv2a1tL6TZ-nExBrNp4h_3ePvPbdOpTx_PY9Cf33gMP3wtPcIaot26qPTQNfiA_k7OwWQCEc77084KLc9grPfrAOkwxreGFp_tm0aSOSvMRLy-8ChuMvWTBDZEZ2-2IHOCV1OX3676vbwz8s9DFzcjCjzIpEBJWBN6zMjIgNVPQmw-93H3z_mNo74LJ9PNRN7x5UKbMP1jds1Hdpk3hrjKEGJKKQ82RsCZ8b2IWVEQrTImOyfg5WWgAuq2WsfZqvqvv_uichIa9JH3Zj-KERTjsXs82nn4uW-516QoC4iIswwJkJZgAMFkb1VVsBAMlCAhp8lTl0iqKO4w"),
  },
  logLevel: "info",
});

if (watch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
