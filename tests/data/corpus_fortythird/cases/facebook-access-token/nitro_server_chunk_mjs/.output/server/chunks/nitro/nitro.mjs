import process from 'node:process';globalThis._importMeta_=globalThis._importMeta_||{url:"file:///_entry.js",env:process.env};import http from 'node:http';
import { defineEventHandler, createApp, createRouter, toNodeListener } from 'h3';

const _inlineRuntimeConfig = {
  "app": {
    "baseURL": "/",
    "buildId": "e834187f-ed06-495a-8bba-8b434d6f4f6f",
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
    "apiBase": "https://api.larkspur-retail.com"
  },
  "instagramAccessToken": "EAAJtEn0k0l5ksMT8rHqassyZe9mIvphAEFEdEmDsmUKUq00XK0neNHxbHxbGeZ3sMZIbrv3ginOM5n1m3ghOqarerRaDNjOB9s4hUkT6G2TQdeqEAkIzOOmPHWaNVit1XSqG8uGAVdWbfKsejDHTsfl1ihbAO1KH"
};
const envOptions = {
  prefix: "NITRO_",
  altPrefix: _inlineRuntimeConfig.nitro.envPrefix ?? process.env.NITRO_ENV_PREFIX ?? "_",
  envExpansion: _inlineRuntimeConfig.nitro.envExpansion ?? process.env.NITRO_ENV_EXPANSION ?? false
};
const _sharedRuntimeConfig = _deepFreeze(
  applyEnv(klona(_inlineRuntimeConfig), envOptions)
);
