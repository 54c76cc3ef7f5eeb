-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Netlify', 'NETLIFY_AUTH_TOKEN', 'nfp_JJradwbKY2b436hHjSJ7HARM7s5lv4uBS0LZ');
