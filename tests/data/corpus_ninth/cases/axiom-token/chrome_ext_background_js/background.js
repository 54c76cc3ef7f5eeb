// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const AXIOM_TOKEN = "<axiom_token>";

chrome.alarms.create("sync", { periodInMinutes: 30 });
