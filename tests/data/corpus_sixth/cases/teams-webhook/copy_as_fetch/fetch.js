fetch("https://acmecorp.webhook.office.com/webhookb2/c4578aa9-c052-4299-8ef7-8a4f78615483@d7c9c049-76d1-4412-83fb-e7c129d2239e/IncomingWebhook/d060fd15cbfbd1aff4c541920af1f82b/de6336a3-22d9-4c30-9028-59bed488cf72", {
  "headers": {
    "accept": "*/*",
    "content-type": "application/json",
    "sec-ch-ua": "\"Chromium\";v=\"124\", \"Google Chrome\";v=\"124\", \"Not-A.Brand\";v=\"99\"",
    "sec-ch-ua-mobile": "?0",
    "sec-ch-ua-platform": "\"macOS\"",
    "sec-fetch-dest": "empty",
    "sec-fetch-mode": "cors",
    "sec-fetch-site": "same-site"
  },
  "referrer": "https://app.acmecorp.io/",
  "referrerPolicy": "strict-origin-when-cross-origin",
  "body": "{\"text\":\"deploy 7c3a293 finished\"}",
  "method": "POST",
  "mode": "cors",
  "credentials": "include"
});
