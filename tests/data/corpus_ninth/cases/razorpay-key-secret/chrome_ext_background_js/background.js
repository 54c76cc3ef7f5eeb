// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;
const RAZORPAY_KEY_ID = "rzp_live_dXrOKavJbLTuP8";
const RAZORPAY_KEY_SECRET = "SfWVbZxfY90fqB8yfBmJqXSU";

chrome.alarms.create("sync", { periodInMinutes: 30 });
