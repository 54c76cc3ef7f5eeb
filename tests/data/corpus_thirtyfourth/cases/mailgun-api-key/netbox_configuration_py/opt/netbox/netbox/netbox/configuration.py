ALLOWED_HOSTS = ['netbox.fernhill.com', '10.4.177.176']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'mailgun_public_key': 'pubkey-0a2ab0313468853936ac6bb636744fda',
    },
}
TIME_ZONE = 'UTC'
