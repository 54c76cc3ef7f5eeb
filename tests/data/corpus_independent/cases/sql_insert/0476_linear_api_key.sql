-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Linear', 'LINEAR_API_KEY', 'lin_api_cZFnmvw4eoNiHOTfnt4rtOjy7zr5lxqlr3IYQOBT');
