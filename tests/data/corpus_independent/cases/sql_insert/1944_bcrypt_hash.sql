-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('random', 'ADMIN_PASSWORD_HASH', '$2b$12$ty29RSkIeHRYmD5GYFZjF/YttyXjyOlakwfnL2OenziQ.ZFvUCcoH');
