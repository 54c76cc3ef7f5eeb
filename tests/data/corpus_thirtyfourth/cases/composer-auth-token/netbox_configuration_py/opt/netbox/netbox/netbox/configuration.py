ALLOWED_HOSTS = ['netbox.cobaltpeak.ca', '10.5.53.72']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'composer_auth': '{"gitlab-token":{"gitlab.com":"[REDACTED]"}}',
    },
}
TIME_ZONE = 'UTC'
