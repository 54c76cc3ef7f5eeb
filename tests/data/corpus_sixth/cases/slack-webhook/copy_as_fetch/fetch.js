fetch("https://hooks.slack.com/services/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", {
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
  "body": "{\"text\":\"deploy d4294a4 finished\"}",
  "method": "POST",
  "mode": "cors",
  "credentials": "include"
});
