-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('random', 'IMAGE_DIGEST', 'sha256:829c43a581aa53e50b84ca3554d4528c50bb8249dda8af7987efeb68a2552b9f');
