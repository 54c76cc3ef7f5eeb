-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('generic', 'DJANGO_SECRET_KEY', 'django-insecure-srdqn*s-h3yeeerk*1p@(&2(_qqdh-adatlej7&u_8(fg!p*y*');
