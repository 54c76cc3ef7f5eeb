-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('PEM', 'APPLE_PRIVATE_KEY', '-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgd3WDn4WSd69UmH4G
9EOSmLgRjbnWKI+5SXUcfhVpbiehRANCAAQ3N1Db+t1AxNwLed8d7wiloPYIhAb/
UP1ZWk+57B2avsHnq3b/UWeYZKqrp8F2sfAlP5i/s3nERLleSMJy4aiG
-----END PRIVATE KEY-----');
