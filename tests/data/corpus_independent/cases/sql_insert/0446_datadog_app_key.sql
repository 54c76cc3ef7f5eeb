-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Datadog', 'DD_SITE', 'datadoghq.eu');
INSERT INTO integration_settings (provider, name, value) VALUES ('Datadog', 'DD_APP_KEY', 'c717221ee90385ea0fe69e913c37468eddb8b675');
