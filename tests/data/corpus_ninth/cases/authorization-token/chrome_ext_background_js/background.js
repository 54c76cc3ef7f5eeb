// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;

chrome.runtime.onMessage.addListener((msg, sender, reply) => {
  fetch("https://billing.fernhill.com/v1/orders", {
    headers: {
      "Authorization": "Token [FILTERED]"
    },
  }).then((r) => r.json()).then(reply);
  return true;
});