-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Figma', 'FIGMA_TOKEN', 'figd_kKGB7dTFw5fZ_xtNp623z6p30hYb5pRfZCSqKks2');
