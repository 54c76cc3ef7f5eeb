-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('DigitalOcean', 'DIGITALOCEAN_TOKEN', 'dop_v1_75fd9faa0cce6c13316f17f8110a945c446faaa09a68e7cd8450c02911e5f6ac');
