import os

from celery.schedules import crontab

ROW_LIMIT = 5000
SECRET_KEY = os.environ["SUPERSET_SECRET_KEY"]
SQLALCHEMY_DATABASE_URI = os.environ.get("SUPERSET_DB_URI", "postgresql+psycopg2://superset@superset-db:5432/superset")
FEATURE_FLAGS = {"ALERT_REPORTS": True, "DASHBOARD_RBAC": True}

# partner integration (custom viz plugin and the nightly report)
VAULT_BATCH_TOKEN = "hvb.AAAAAa7xI2mAufs94KxOWD6zizDonaiXXx-N7F8AUW7Ki0EdofH4fafd18GzIG4JEJBRl_X471BG673SUQEV6DSlGcYrk93e9opmOh6lSBwd7jE-MqXCKBwj4zaMMNeP99SfaxX0_gfBK4f4dRnvq-WN16zVX01O"

class CeleryConfig:
    broker_url = "redis://superset-cache:6379/0"
    imports = ("superset.sql_lab", "superset.tasks.scheduler")
    beat_schedule = {
        "reports.scheduler": {"task": "reports.scheduler", "schedule": crontab(minute="*", hour="*")},
    }

CELERY_CONFIG = CeleryConfig
