-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Google', 'RECAPTCHA_SITE_KEY', '6LVP1-EKajEdX7CRFoqFwCB6v1jpT4nt5mv8Sfdw');
