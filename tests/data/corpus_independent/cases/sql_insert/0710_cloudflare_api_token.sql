-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Cloudflare', 'CLOUDFLARE_API_TOKEN', '9hpxzOlyhn39isfMOvteVyCpIcdkUTJtaJvoppeI');
