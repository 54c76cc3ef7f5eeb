// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const tavilyKey = "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";

chrome.alarms.create("sync", { periodInMinutes: 5 });
