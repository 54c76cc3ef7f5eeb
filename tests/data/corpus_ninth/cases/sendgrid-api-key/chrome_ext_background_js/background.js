// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const SENDGRID_API_KEY = "SG.OVP1v1266u [truncated]";

chrome.alarms.create("sync", { periodInMinutes: 5 });