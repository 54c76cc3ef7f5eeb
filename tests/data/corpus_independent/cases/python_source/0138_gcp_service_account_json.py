import os

GOOGLE_CREDENTIALS = """{
  "type": "service_account",
  "project_id": "acme-prod-864473",
  "private_key_id": "437d2f730c99b140d69c8917d7a0a557d0fd4f27",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQAAII957Fou4Kqa\nao+/qfOuamDQhtLkpTZeVhSiw+P0NEn/G78gnm0m9pEDPPvfePlKUj5gnNRmZn0v\nVsk7HTGnbSnXqESGP1e1fEdOhaOhwVLnNYMiWGNAW0VbapO3X5ARefzG3M9uv/LU\nRsaZ1j/NVZjIA7ffTtydvBKPFonFlNKy6OExCim0mxaZRUiPdMf6CNCtDzFmei23\nDphpOP0eFgvppCIeG61mDn5qe1Ii0lzjjheQdZPw5SGmMMcK/0cPsYOW2R/GHqhA\nMbvf275sHjmrso80VSXOLfHlqq+ItEWL6E6A6wUtqDsw7sxV2625c22SQcrQEXEX\nhlQe7MppjFfW5e2LVc0dcB3XOdOvX5lespc7bLz5guyOwKytsSB5ESbu/xide5Lk\n9I3nO1kn5+JR7mwGajgzKwIBiHhyKzK75N0EmGvPz3KIJUL5rYJvsjDQw3M4q2E8\nJOub5x0WQ3FtJIXP0QWKL6x0SO840fqCf8HV1AaPmFNTRXiHUJUgbzNrlijTtcKQ\n+L7OtZfbyslwcyssZM8i1q1sW6nSzBFV3MONCH83OkaOd/I+ZHvUll9iN7dyAOfB\nGcHXXzPM0uVJVIN6975qDzeMn+WL2T/s4XQjqVFqLuJr9aR8eBsWwx5VrrG93vwm\nfjrT9iDiSZyNvaovYQKkdIjhX1qfsz1bSTyZBTkSZOaY5ouwfPF/XBv8RYrsJunW\nOpi0yi/kjCWDCR1TP7MgfIVTP18JrsSbPvSCSyQBZk8FmomPegAan114FUoZE+Lq\n+Htl3VcxZ+a+I5l42iu4T81L+BjT5FSH0xGtXuzuFVqLI2PsS8XtZhgRjNajN+55\nVd5+PYzhtF+f2BMviJZyUZS6sBHpgaVrsCc/GijqYrd+K7exOgD8GmylQroxrCMV\nx4GAObpx41jB1goPFWwy3W8zyLlH6Zw9h9QF+9TE8AJJXJqNlGyLyn6cN833p/KI\nHj+d7uZp7Za3vFgTIs1h1MxG4qHoVyGfngr2tMC9FojvZg8Q0rkSEi2Liaf5sNQ1\nXyQmK7IS6yZHLvtQFqzV7X0gAwUMx1JPwFBFhUe1jhaSy+UMZw6zM8vPABMf3XRY\n49GchdmqAQmemft9TmkPEEQEnioleU/DY5woKVaAnZ5b503qC/gw10WJvfrPo+TD\nxGWfIS1+A8p5VMJFC5GzbrOYMR+1VWIaBe7hFyW4K6UGmFXTmejpHjP0m7xE0UNf\nesKuNwunv6f4y422XGFHwyYv5TsQVPbPe477N1DM1OdbjbMpDIgKL1ewcDy8tgrx\nQGpPBnWd4Mq5C4f/Bgr9jF5/4iSeCVQufwVLAKtRErtU4ITa0Gv3ldA3xLdjOGSv\nvnsLCnIfhbA1yGKzESAc9yIfB7U4Yg2HLcG2bRyRlL1bsgasiI2lzjtfiAhbmT+9\n21/+W1fLv+G4g3V7IvQ1kdPtinbqVajKOWXdy1kMsKPAeWBTY62Og8BArKGSGm7b\nD/sbEV8eCB6OQgNF0mRlSSMn7H3exb/2S7mBwzhvJo1BF+X6+WZA52UXZ9UuJykc\nvRRw8+Y6aHJs2VKkm+wmoHgW\n-----END PRIVATE KEY-----\n",
  "client_email": "deployer@acme-prod-864473.iam.gserviceaccount.com",
  "client_id": "610242689488488191159",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/deployer%40acme-prod-864473.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}"""


def load():
    return GOOGLE_CREDENTIALS
