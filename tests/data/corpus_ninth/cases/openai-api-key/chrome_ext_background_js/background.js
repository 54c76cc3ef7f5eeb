// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const openaiKey = "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";

chrome.alarms.create("sync", { periodInMinutes: 30 });
