ALLOWED_HOSTS = ['netbox.tidewater.com', '10.14.213.207']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'gitlab_token': 'glpat-Ccl87-KQe0zTJK-jMidO',
    },
}
TIME_ZONE = 'UTC'
