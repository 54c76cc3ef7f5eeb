// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const mailgunDomain = "mg.kestrelworks.io";
const mailgunSigningKey = "f9f3704d1f17d7a90b8196ee9c840aad-886d87e5-722d24fa";

chrome.alarms.create("sync", { periodInMinutes: 15 });
