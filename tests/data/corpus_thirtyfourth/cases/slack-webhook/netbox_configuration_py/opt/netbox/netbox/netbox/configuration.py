ALLOWED_HOSTS = ['netbox.palisade.io', '10.4.195.43']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'SLACK_WEBHOOK_URL': 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX',
    },
}
TIME_ZONE = 'UTC'
