-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('generic', 'API_KEY', 'opzAA6rmIsE34d3oz8pL6k0TkhYLkHGm');
