import process from 'node:process';globalThis._importMeta_=globalThis._importMeta_||{url:"file:///_entry.js",env:process.env};import http from 'node:http';
import { defineEventHandler, createApp, createRouter, toNodeListener } from 'h3';

const _inlineRuntimeConfig = {
  "app": {
    "baseURL": "/",
    "buildId": "993064af-bc75-4a39-b4bd-705887703051",
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
  "signingKey": "-----BEGIN RSA PRIVATE KEY-----\nMIIEpgIBAAKCAQEA0xO5KWsfptXmmE5rCKN+oY0M2JhEs/frzCwv7Bs+ah2KAZkj\nsGjs2enQQDJtJAT4WWVlxgCL6hCa5bqTR5uRqEnWuPiblgTzTEr/OffeT7fgrzUL\nEiLire5l6bg681897eou14R14u3oXSyxP+xhOw4foM1WTYS4Y+T1bhsdetKrO5gx\nMvBU9e+hX0+bzwvx34jftLW/xNdU0W9HiEbYun6OO+Lu62atMGauCV+1233C4Zjv\nDm/nMD9BDLl5TbtIBhDd9GT7y7Mov33ONnemWWkQq5ZfvGj52WfMVd5wOi4UfcOR\n/Qv1C3y650RYKZEalNTojl9WcxBj3NRI5GHPKAIDAQABAoIBAQCr2XoanWinc992\nJFz6thbRrwAU9Ro9GAMcQnUpkRF10trRmvdOCRTTvHr583tBgpUojoXHUPk2SBUB\n6kj1GP0Q0ZFIQbahHxH/DqkSlhX9t4lCyEjQvc5LmYpahawcTk6Lo/Tu0k9RMuKR\nWP8eEUy+W0Xvjk+RYx+ghqdzh6nfo+ivmAtoQVtLNTYbUla7Zg7y5Z9rOcO68nG9\nKog/o4vvgXiD5m4Txth6KWPuFjHPusTah+TGDyIq6hLBMch/9bngkU3Ekp12bti9\n+U+ZfBL6e+8OI1gcJP/nCmg5gvE8enyD6AGhEC7+UoevRysEKFaH8TN8gX1qznAX\nbwgqlOWfAoGBAIupaEQ6pKmr2P5YXslo9C3hhQU+clM3kigqyyk9gi38UywCTSAj\nzqv0PCfiMKkjAH6RVaPH3FW38K5KRd51a8RKrmw4mspXZZr6rANj1XAMI87F6//0\nBuak+CJa5DGvCSwsuCtnw94c9LIm6vChcrvCmuacewW44QH5ogqJvkPmAoGBAMlK\nBgBXVqKUeQZR5/m5AI/VYLlk6XjHP2kcNXu4//6IRTK3Ju3MPRXXKdiDSu5fKwd3\nFCSBCpiBQp+KLQtye20+AmpOqZaFbUNyLEdMZEjU9iGfW2CI4M7SVi3TiniAawCh\ndTKIcK9DAl9YBqzNAiSzJu5xIotvMN/pm7XZjGZdAoGBAJ/4opq6zLdQi0NeuqSy\naUd5LFcTWxRAtpuRSdKrAUYOJyjVKFoS3NNri6qhW9XuUMWqSVGsNsd6/AeCZV0A\nQOuz5NWGLNZcGeBq0oXYszJjuuOR+oNDSECOUc18SSjDpP0Kffi88sWWnut64vc1\nAeD/WMtPtM3o3xoZlGRYVjytAoGBAJ/fXyuBvILVBJww5tG+uRs39tqqFnzHpBLp\nbcZjWWXQpZCHPJ0aeS9BI2EFs0BPpJXcjR/tSONs88K67lO+3gRHQmlLfkKX7b2j\nkcMoLctcHMwYIAB8RWaKofNVqCKIHUqqcTAABBaCVo0S3lcG8jIQKblGACZjPiIy\nNg4+YoU1AoGBAOxGDYD5/3ruYkxoLnaTei0EZ+rQAF/ym2zihsgitYBnWDz5yy2N\nakvcHgchUIla7BZSk9uKPxIPj3viNxHMa6u6ptMYBL5ZL97oLrIjnIgMrKwF9zwk\nsQSuM7SL0TAqf5xHDO5/T+k51eKDMPQ+5Iz+SVE1ABvAbU8eF54bM6d1\n-----END RSA PRIVATE KEY-----"
};
const envOptions = {
  prefix: "NITRO_",
  altPrefix: _inlineRuntimeConfig.nitro.envPrefix ?? process.env.NITRO_ENV_PREFIX ?? "_",
  envExpansion: _inlineRuntimeConfig.nitro.envExpansion ?? process.env.NITRO_ENV_EXPANSION ?? false
};
const _sharedRuntimeConfig = _deepFreeze(
  applyEnv(klona(_inlineRuntimeConfig), envOptions)
);
