import process from 'node:process';globalThis._importMeta_=globalThis._importMeta_||{url:"file:///_entry.js",env:process.env};import http from 'node:http';
import { defineEventHandler, createApp, createRouter, toNodeListener } from 'h3';

const _inlineRuntimeConfig = {
  "app": {
    "baseURL": "/",
    "buildId": "cce63af5-49a4-4ef6-a6df-5651c0570caa",
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
    "apiBase": "https://api.fernhill-foods.com"
  },
  "paypalClientId": "AV7aRYYoRNr6ZgabRnrNGOMrnScMeds_obT0_50KUYHnhouHNI_G4l5_3V8jXoVpi5Bp8MNNBhsEUAs9",
  "paypalClientSecretLive": "ExlJiH1eGoX_mOt8ey056p4NKtvNyMlmGbdq66JcXcTIh2tZNY_3L8mQzSj2AruMfF89W1bbq-tyqh4i"
};
const envOptions = {
  prefix: "NITRO_",
  altPrefix: _inlineRuntimeConfig.nitro.envPrefix ?? process.env.NITRO_ENV_PREFIX ?? "_",
  envExpansion: _inlineRuntimeConfig.nitro.envExpansion ?? process.env.NITRO_ENV_EXPANSION ?? false
};
const _sharedRuntimeConfig = _deepFreeze(
  applyEnv(klona(_inlineRuntimeConfig), envOptions)
);
