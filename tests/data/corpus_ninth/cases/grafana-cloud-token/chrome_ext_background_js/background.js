// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const gcToken = "glc_eyJvIjoiMjE1ODI3NCIsIm4iOiJvdGxwLWluZ2VzdCIsImsiOiJXaGdjeEcxODltTzdhMVNHMFc3WEF1VmQiLCJtIjp7InIiOiJwcm9kLWFwLXNvdXRoZWFzdC0xIn19";

chrome.alarms.create("sync", { periodInMinutes: 30 });
