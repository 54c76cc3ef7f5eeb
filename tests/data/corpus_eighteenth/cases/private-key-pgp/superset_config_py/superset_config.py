import os

from celery.schedules import crontab

ROW_LIMIT = 5000
SECRET_KEY = os.environ["SUPERSET_SECRET_KEY"]
SQLALCHEMY_DATABASE_URI = os.environ.get("SUPERSET_DB_URI", "postgresql+psycopg2://superset@superset-db:5432/superset")
FEATURE_FLAGS = {"ALERT_REPORTS": True, "DASHBOARD_RBAC": True}

# partner integration (custom viz plugin and the nightly report)
SIGNING_KEY = r"""-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEYFXrPBYJKwYBBAHaRw8BAQdADmHjPY9sgwIIi5UKAdeUSWiPX7XMFR/qWnCD
TufjzMwAAQDwSO6vgB3A7aWoHMCHBmcVPZzvI9zzTPT/Tw7zRCqn/RGtzSFPcHMg
VGVhbSA8cHJpeWFuQGtlc3RyZWx3b3Jrcy5pbz7CfAQTFgpDDg8XTlguBHQXk0OI
n6kg3F+KCeBGlxfuK8HI3NRft5Ij5xwPJwURVvil1dB/Yal57HJW7zMXq/auRzF+
MUP8pNkcnmqzzR/a5nVH4myBNuiIdGN19KVtMqiaskIbhvLCJxhQhUsScqo35PJM
tXBtK0ZdmNcz9LU=
=aAsI
-----END PGP PRIVATE KEY BLOCK-----"""

class CeleryConfig:
    broker_url = "redis://superset-cache:6379/0"
    imports = ("superset.sql_lab", "superset.tasks.scheduler")
    beat_schedule = {
        "reports.scheduler": {"task": "reports.scheduler", "schedule": crontab(minute="*", hour="*")},
    }

CELERY_CONFIG = CeleryConfig
