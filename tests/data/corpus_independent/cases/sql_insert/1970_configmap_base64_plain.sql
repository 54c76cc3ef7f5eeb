-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('random', 'APP_SETTINGS_B64', 'eyJsb2dfbGV2ZWwiOiJpbmZvIiwiZmVhdHVyZV9mbGFncyI6WyJiZXRhLXVpIiwiZmFzdC1leHBvcnQiXSwicmVnaW9uIjoiZXUtd2VzdC0xIiwicmVwbGljYXMiOjZ9');
