fetch("https://discord.com/api/webhooks/6310500780064616246/-5jBxtXRNvjlg2PFhNr2vwISk5AzSzYPu0SX--NEbNIoTdDdBqpUq1I_2tSDTvYHSeB7", {
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
  "body": "{\"text\":\"deploy e924fd9 finished\"}",
  "method": "POST",
  "mode": "cors",
  "credentials": "include"
});
