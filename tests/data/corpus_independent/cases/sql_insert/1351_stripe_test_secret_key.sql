-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Stripe', 'STRIPE_SECRET_KEY', 'sk_test_51xaPTmjr6satCSpXoN9plXujiv5WejfSIwS80aF1nY2sd6RsJMlwu0BRZeA9SAtp06zO2kSOc2eZ2XeiooFNNvZw9JWFZi03rr');
