ALLOWED_HOSTS = ['netbox.palisade.io', '10.18.129.203']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'RESEND_DOMAIN_ID': '561a2764-9d6f-4366-bd06-b947a26cdd75',
    },
}
TIME_ZONE = 'UTC'
