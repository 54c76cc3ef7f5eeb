// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const triggerToken = "glptt-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX";

chrome.alarms.create("sync", { periodInMinutes: 5 });
