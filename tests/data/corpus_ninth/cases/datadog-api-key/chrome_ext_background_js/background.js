// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const DD_API_KEY = "49a600578b1948debe9a8dbf00dd60e1";

chrome.alarms.create("sync", { periodInMinutes: 15 });
