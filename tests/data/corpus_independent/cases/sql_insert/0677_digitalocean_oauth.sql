-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('DigitalOcean', 'DO_OAUTH_TOKEN', 'doo_v1_485821af73f30e2d7d33860d491de488bd00c6be2de1a90daebe1e74e27e2274');
