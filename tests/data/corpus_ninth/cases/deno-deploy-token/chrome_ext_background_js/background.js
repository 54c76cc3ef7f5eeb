// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const DENO_DEPLOY_TOKEN = "ddp_ZJcjXxPG5UU7Dc7gYrBHC6x0TMSzl6WG0Tfr";

chrome.alarms.create("sync", { periodInMinutes: 30 });
