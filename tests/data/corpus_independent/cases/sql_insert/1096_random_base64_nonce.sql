-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('random', 'CSP_NONCE', 'EofL87JEHk4z564sohvhc2UWySJ42awGWeCalxQ74bQ=');
