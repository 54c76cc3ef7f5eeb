ALLOWED_HOSTS = ['netbox.cobaltpeak.ca', '10.14.89.160']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'dropbox_access_token': 'sl.2mF3h-9Rl-bVKiT3tmcxZv13njQAOEIFq24MKVS3SMvw1aUSiN4UXwNCjUpsAJCirSh2GdMkh-fFT8CAKNE-K4HNoRXNeQX4wasNQK9DHR9LV07yB3i-8zV58kMMOKZOMkjeILmYHYJs',
    },
}
TIME_ZONE = 'UTC'