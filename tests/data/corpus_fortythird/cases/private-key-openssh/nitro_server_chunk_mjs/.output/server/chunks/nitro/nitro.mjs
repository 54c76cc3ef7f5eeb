import process from 'node:process';globalThis._importMeta_=globalThis._importMeta_||{url:"file:///_entry.js",env:process.env};import http from 'node:http';
import { defineEventHandler, createApp, createRouter, toNodeListener } from 'h3';

const _inlineRuntimeConfig = {
  "app": {
    "baseURL": "/",
    "buildId": "c767d26a-a73f-4536-bce2-391052803fe0",
    "buildAssetsDir": "/_nuxt/",
    "cdnURL": ""
  },
  "nitro": {
    "envPrefix": "NUXT_",
    "routeRules": {
      "/__nuxt_error": {
        "cache": false
      },
      "/_nuxt/builds/meta/**": {
        "headers": {
          "cache-control": "public, max-age=31536000, immutable"
        }
      }
    }
  },
  "public": {
    "apiBase": "https://api.cobaltpeak.ca"
  },
  "sshPrivateKey": "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACDDpzZ2P5JD/DajS4n3EOYvZrHvSS3Fe9Y1E+wox6C95QAAAJgLvOn4C7zp\n+AAAAAtzc2gtZWQyNTUxOQAAACDDpzZ2P5JD/DajS4n3EOYvZrHvSS3Fe9Y1E+wox6C95Q\nAAAEDL2E4HtnK6al2w087fXfK/fWTM2QSJzcb7Q3UuhEDu8sOnNnY/kkP8NqNLifcQ5i9m\nse9JLcV71jUT7CjHoL3lAAAADnByaXlhLm5AbGFwdG9wAQIDBAUGBw==\n-----END OPENSSH PRIVATE KEY-----"
};
const envOptions = {
  prefix: "NITRO_",
  altPrefix: _inlineRuntimeConfig.nitro.envPrefix ?? process.env.NITRO_ENV_PREFIX ?? "_",
  envExpansion: _inlineRuntimeConfig.nitro.envExpansion ?? process.env.NITRO_ENV_EXPANSION ?? false
};
const _sharedRuntimeConfig = _deepFreeze(
  applyEnv(klona(_inlineRuntimeConfig), envOptions)
);
