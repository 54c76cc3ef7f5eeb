-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Cloudflare', 'CLOUDFLARE_EMAIL', 'ops@northwind-ops.net');
INSERT INTO integration_settings (provider, name, value) VALUES ('Cloudflare', 'CLOUDFLARE_API_KEY', '3cb66ca756d1809c56d97ddab295ca83b6eea');
