// MV3 service worker
const EXT_VERSION = chrome.runtime.getManifest().version;

chrome.runtime.onMessage.addListener((msg, sender, reply) => {
  fetch("https://orders.larkspur.dev/v1/events", {
    headers: {
      "Authorization": "Basic bS5va2Fmb3I6S3c1JU9NbVNpamRtd2FqV0Q="
    },
  }).then((r) => r.json()).then(reply);
  return true;
});