-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Heroku', 'HEROKU_API_KEY', 'HRKU-AAeTGTVgS_kDvq2n1ASnfx1QURJAIFT9Bsb5VheDVTRxlitHHl9uK-hwXUe_');
