// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const DOCKER_USERNAME = "priyan";
const DOCKERHUB_TOKEN = "dckr_pat_5eDQ55v5TkpzFp6Zp2ueRArUjqm";

chrome.alarms.create("sync", { periodInMinutes: 5 });
