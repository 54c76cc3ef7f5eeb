# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
sa_key_json = <<EOT
{
  "type": "service_account",
  "project_id": "ml-serving-470025",
  "private_key_id": "89d0202e6b3fd4258fadc26af0d0e946e2819e58",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCTW8GvHjvXHBxS\naUTAenHWe1xFsgf1LISZtW/9/awKyb04b93+HXgFKMRCVBpklciYoeOPv/EEbL3a\ne6ULc5QaFooyf+NdCSAy+VGP0S4kEnOrLyYz+2/Hg7NbdQK4+P8uccqf6CqC9zBe\n1p1kfjRvGInb1p1G0X3/9DLaTb9FLY3uzzbc1VRP/r+IE/+jLnHMMvTYGRZ+jCt3\nD12AilWxuPgXe4mu2FGIVxXdLH37+4N/mHFVmYA/70hbQtd7nJHHCMhcRwpQUak1\n/4JFOelHiR3oMAo0u9AQrgjgpEMEYGsCeabVOXtTOr/DAhdd0y7gkfSdrqMYOEQA\nD2Y1AMIVAgMBAAECggEAO/R0gldW2c9OU6lHBRl3FmninUaZYlFKEQwMt2enQtFO\n0Q9uifSpKsHFEajj5sDgxnCgjLNFldDHEG4hLobg2cNpgLfv0w5qUWNBHrJDMtJv\nbgxCK9/y1bOSWKCbigq1+Ng9ZvY/FP+HX8M0MgSWKP1T0TYMjRswU99UCobvVoKz\nKUzZVT1pM3GTyr9mzaQ7jxrC47uhnFDydFgOjlEF37SIpEQexqsQT0xdaA13ed/k\nm2Jnfiy+4VNtabbO5x3qnLY/k/uVzDzTdbY0K0kHowM4DvYKQIQWsk2MxhZcsVJ/\nhRWQ0A8fy5OQgkLygmBwBbV5gPZqFeNJntCiE9UztQKBgQDQEOS9XwRC+Jwh3kr8\n+IHPUOM3u2vinlB+P6my78e33ZHDv8lfXT0HcNGW1981y6WJz9HU4eZzvlExmIuw\nJvPnsFIpOK0iU7i0OCjNvsPDCVThyYYIiAr7OqVgBi/ebENBqNb6zWu4beMwNvHm\nSwUfPE0ZRQslFD5ols0RwykajQKBgQCnyig63cUh5TgR7EqOuJ5Q/r/dxz1D7Dvp\nNfzl1rBv8uieq15DPESc1BkNd5O8Jh3ZquGj4iYEJOMWRi3og/gxX2f/VKHsgPNh\n4rmRUZSo+xmSBOq66NJqea8J2B4X3b7MV6+Kntf0qVeu2u8UZxyR/53MN+WZkjYV\n8e7ZMSwCEwKBgHU6kTRjsAHQ1u16cdUqCrMMTLKg3PqmvfToKaOOxrnLA73ezOD0\nARquiL7WBYaB4XcX9vFP/5EZEZ4wIi3J+T6n+np0Q7H6yS/bhVHj7l52BSUE1lPj\nxLtbbX/sUz8+xIvsXl82McseXbRdVuTKW3Zdu7qvFtxkISd4sq+AR6PlAoGAfIx/\nfLOV9pVBC/PITtApeBmSXCT/7jPSBU9Xovhqb9eqIWE6Xlrw+AIrCSLIwXydQUr4\no9AvnNHOao7wctXlHPWJ5Xrznq1OlSBnvSvhy8kMtlMIX8QXZzge6G1+oZV5EdJk\nLTFLKpeRn6Y1JTFmXFg3+FFHOy6PjIKN0mHdUCMCgYBH1Wsf3KritcT9q6hDdIpZ\n3EcvwPIlRITZE/D9ogOZL9wVZhRjt5nsvb5EDB35TpQNpI0shy1A6FyLbK8KCXSG\nXbtm3zcr8BvROfep3Mke6IeBm9CyHDjlfWszh9SnreM0SRKX5sAWHLCWecVAJiJ4\n9qcw0VR2c1Keesgfd5nQZQ==\n-----END PRIVATE KEY-----\n",
  "client_email": "deployer@ml-serving-470025.iam.gserviceaccount.com",
  "client_id": "421996286933645265305",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/deployer%40ml-serving-470025.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOT
tags = { team = "platform" }
