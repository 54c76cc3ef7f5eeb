ALLOWED_HOSTS = ['netbox.tidewater.com', '10.34.195.114']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'TOGETHERAI_API_KEY': 'tgp_v1_HlJGw0v3o2T9k7SBnytqDDia92WmHu9scZtaZiEz7KL',
    },
}
TIME_ZONE = 'UTC'
