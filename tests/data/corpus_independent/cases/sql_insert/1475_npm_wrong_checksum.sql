-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('npm', 'NPM_TOKEN', 'npm_l4jKRaDsrvL8pDaPvo64eLUoNlElOb04AtvL');
