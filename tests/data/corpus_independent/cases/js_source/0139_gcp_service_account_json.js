export const credentials = `{
  "type": "service_account",
  "project_id": "acme-prod-528058",
  "private_key_id": "e8607b930336ca51789578d7634df79893e34fd7",
  "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQAgega7S+uMWFF4\\nyeTPDIQm2TjdZPSDQDAiQq7ppMrP/usfXHQNnsR2QT3CIK3ylFZPJmp1yvM8aLVd\\nxho+UnFKw40YiZkFn3QshS9BxVO8Dpz3kep0mPvxixpEugyp++BjOO4vDshEPizL\\n+b+TaBU2IIHsQcBf78jVPxlOvmyi0VSwNcveNT8Z0u4f4rhDxQ40ZbqL83pNywAg\\nO3g4iftNj+UprGzBaTncYUQYZyRUFmYUwAG50c9J3DtXTjLJGsdKygRDJuzs1QSU\\nY9ErvOV/Ai0lSC8WCBReOpTN5zDQeDH8ZrJz6OG1fBYcFu3fR9HeY7sb5E3fWU5a\\ncQek/hJXWGEGR/FfPJtWj76tvpu2IkyWBtCtdJdJzQ+JNjkejGlj/ELBq2QWNSQI\\nxz864Ny1QcWS9jvceQtjMIiAB0wGAECAESbT0rVaC15pD69VSRU8whSiPnQOCuzd\\nRZFUUNmSzpb3J/uxo182pNZbh7MZoS9NTFci2N6x0NvJSaAmqsV9lPFL/Ag63s1O\\nigZJflipMBbvk/iJKUppJRfEsYA8COJqIgwlPHh7xdUyswo8OSh4D7lnoSkNDksM\\nDJ0OMuTIDdsXrCzjkW0S3Aq0VBVZqqRyKWCeEjPijaWBTOCCkdp5vSvs1U6MlqC0\\nOMNHJ/OIbLjTu+3AcTkXAYPmaoVZrFfEBm6Cbl8ObR2q/8pqRh0deDdCjyjEwzYE\\nSPll5HoJfHA3LRZMjefinUvac3O5XtgaAvSNO7T+ILdMh5iMtnC7ssGGIBHlAtv/\\ndiczhgM/m1IwiokA+trtpUTdYx+gnyxwS3vkjusXbH/XmjqvBS84vkoE4KuGUBfE\\nmRhKv2Ju8HpXP7FUIvJYqaX7FTXqnGkO6E5Yfzqi2hNSX/QLqZl0p6tOkgFu4YR3\\nAHPF1BQtSm3VQVQo79bRrYZvGelg9ZFLKQZNhlIJLfPxwoyNLkBu6yYJd1STV98c\\n6vfwhWQcUvhnQwzExHqwb0FvabsX9NUkW+VUiFP0tIoF8ZHYCdaDeD1aJfd7lyOv\\nsVNRiGkR1UcyeYRXTPvEQ8pgpeJyW23IqbtOS5Mju+20MUyN3xAkEtm2EkRjmaRy\\nhCZn7N6lyBCxfsygexTp6adft75wriWoLnhFkHacfleAQ3meWhc42h8d+xGqzfEo\\n++zuK56zf/gP2C2rq/xJrKeTMccawm7BNvJCCIHkEnBqdzHc7Z2EuokcmugJkxzd\\nfdWvEK90lnnRPDxTlxumz6SiJb656GztitIjt4gVbImjfKV19/tHl0Lp1yIw5PFG\\nLSt1fPnKlJ3n9t9Y/LncSFf1kQLHkG2zE9klw/yfDymXH/7btPjUDkv1OdXM0mBY\\nmzrXAtCDWuc26Qp0VGFl1QgQl71CMPXLOP/y3Q5qqfYD9oyj/sSGlVTHllNv92W8\\niUdzlFU8p/BIpq0IT+5F6V7oYlFSb7HGGJ0+R4qYWNJheyW3HlxmFISg9p+nSFxw\\nO3Nk8s5On0rdhX4Zl82euCVQW03ziNMsJrjylxSYxTRS1tLL+naaFEKoi0SRInQj\\neBWt368p+iS45uHCTIw15EvC\\n-----END PRIVATE KEY-----\\n",
  "client_email": "deployer@acme-prod-528058.iam.gserviceaccount.com",
  "client_id": "295019205642315165127",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/deployer%40acme-prod-528058.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}`;
