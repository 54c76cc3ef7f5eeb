ALLOWED_HOSTS = ['netbox.quillon.net', '10.18.218.132']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'HOST': 'localhost',
}
REDIS = {'tasks': {'HOST': 'localhost', 'PORT': 6379, 'DATABASE': 0}}

PLUGINS = ['netbox_secrets', 'netbox_proxbox']
PLUGINS_CONFIG = {
    'netbox_proxbox': {
        'download_url': 'https://nwexports.blob.core.windows.net/backups/db.bak?sig=HI%2FKeBTkjh%2BpOzsK%2B0%2BKEXXFYz5BSwz4Xte1fi8dJw8%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-08-21T06%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b',
    },
}
TIME_ZONE = 'UTC'
