-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Square', 'SQUARE_APPLICATION_SECRET', 'sq0csp-nKo1BoTAy_cqk2B1aNgNm2RbM3JaTfukWJzQMq8-mpB');
