ALLOWED_HOSTS = ['netbox.tidewater.com', '10.28.60.66']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'stripe_restricted_key': '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',
    },
}
TIME_ZONE = 'UTC'
