// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const GITLAB_INCOMING_MAIL_TOKEN = "glimt-Uu2-ONoxxcem3GzCGDqN0Knyw";

chrome.alarms.create("sync", { periodInMinutes: 15 });
