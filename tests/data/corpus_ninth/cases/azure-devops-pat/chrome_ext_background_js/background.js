// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const AZURE_DEVOPS_EXT_PAT = "0avPNBowaPJrvbilvGmBtsm1zlELfnjIHz0ZrcybQAncCK6EYUH4JQQJ99ABACAAAAAh4Rr6AAASAZDOQC45";

chrome.alarms.create("sync", { periodInMinutes: 5 });
