ALLOWED_HOSTS = ['netbox.tidewater.com', '10.37.37.8']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'NETLIFY_PERSONAL_TOKEN': 'RW32QErzT4g2GfSLRE0OoHYIb_gqty2NQohnQ1TiZUN',
    },
}
TIME_ZONE = 'UTC'
