// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const pscalePassword = "pscale_pw_KkB3LbLfBlG3C0Rb78um_V5vFX6swlxLpROJ1G6Yhih";

chrome.alarms.create("sync", { periodInMinutes: 5 });
