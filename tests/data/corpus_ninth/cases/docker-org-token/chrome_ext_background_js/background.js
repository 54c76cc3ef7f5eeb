// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const DOCKER_ORG_TOKEN = "dckr_oat_CBUe9a0uEVIkUxZnolO9LyMO438E4x6t";

chrome.alarms.create("sync", { periodInMinutes: 30 });
