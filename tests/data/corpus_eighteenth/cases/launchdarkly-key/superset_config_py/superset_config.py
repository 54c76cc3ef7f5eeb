import os

from celery.schedules import crontab

ROW_LIMIT = 5000
SECRET_KEY = os.environ["SUPERSET_SECRET_KEY"]
SQLALCHEMY_DATABASE_URI = os.environ.get("SUPERSET_DB_URI", "postgresql+psycopg2://superset@superset-db:5432/superset")
FEATURE_FLAGS = {"ALERT_REPORTS": True, "DASHBOARD_RBAC": True}

# partner integration (custom viz plugin and the nightly report)
LAUNCHDARKLY_API_KEY = "sdk-87cf09df-68fd-4281-b9a8-d25d5edaf994"

class CeleryConfig:
    broker_url = "redis://superset-cache:6379/0"
    imports = ("superset.sql_lab", "superset.tasks.scheduler")
    beat_schedule = {
        "reports.scheduler": {"task": "reports.scheduler", "schedule": crontab(minute="*", hour="*")},
    }

CELERY_CONFIG = CeleryConfig
