// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const postmarkApiToken = "d4840da1-761b-4bff-b793-4b82c432620e";

chrome.alarms.create("sync", { periodInMinutes: 15 });
