-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Okta', 'OKTA_API_TOKEN', '00dj-O-ef7X1RMFBZ4DcLAwRWe637bS6E0pm_3RaAh');
