-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Stripe', 'STRIPE_PUBLISHABLE_KEY', 'pk_live_51iOYLezs9ygGT8GnKetLUpVnXOf5ccPpCpmqqt100WdECFYmP3KgnpGCZL4GXSvGhA4f1xprpzZt1T5pGwpHe9taRHYkrr8W86');
