import process from 'node:process';globalThis._importMeta_=globalThis._importMeta_||{url:"file:///_entry.js",env:process.env};import http from 'node:http';
import { defineEventHandler, createApp, createRouter, toNodeListener } from 'h3';

const _inlineRuntimeConfig = {
  "app": {
    "baseURL": "/",
    "buildId": "2f805148-0a78-4139-a62c-01ab7be8aac4",
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
  "upstashToken": "AbrDASQgZmRjMzA2MmUtNmY2ZS00YjkzLWI5OGQtY2NhMjZjMmJjN2I3jNnYf/ldJMAVu4GvfmV9Y0IL+dujz1qL+T3w5FUGW0Y="
};
const envOptions = {
  prefix: "NITRO_",
  altPrefix: _inlineRuntimeConfig.nitro.envPrefix ?? process.env.NITRO_ENV_PREFIX ?? "_",
  envExpansion: _inlineRuntimeConfig.nitro.envExpansion ?? process.env.NITRO_ENV_EXPANSION ?? false
};
const _sharedRuntimeConfig = _deepFreeze(
  applyEnv(klona(_inlineRuntimeConfig), envOptions)
);
