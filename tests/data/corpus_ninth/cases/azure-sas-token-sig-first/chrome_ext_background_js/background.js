// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const DOWNLOAD_URL = "https://nwexports.blob.core.windows.net/backups/db.bak?sig=vnpuR2JSC5fii4ewzR%2FYTQWyTzkJJ3tpSTYzKhsPbHw%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-08-03T21%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b";

chrome.alarms.create("sync", { periodInMinutes: 5 });