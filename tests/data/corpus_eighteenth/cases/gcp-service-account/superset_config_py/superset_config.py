import os

from celery.schedules import crontab

ROW_LIMIT = 5000
SECRET_KEY = os.environ["SUPERSET_SECRET_KEY"]
SQLALCHEMY_DATABASE_URI = os.environ.get("SUPERSET_DB_URI", "postgresql+psycopg2://superset@superset-db:5432/superset")
FEATURE_FLAGS = {"ALERT_REPORTS": True, "DASHBOARD_RBAC": True}

# partner integration (custom viz plugin and the nightly report)
WORKLOAD_IDENTITY_CONFIG = r"""{
  "universe_domain": "googleapis.com",
  "type": "external_account",
  "audience": "//iam.googleapis.com/projects/684727750273/locations/global/workloadIdentityPools/github/providers/github",
  "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
  "token_url": "https://sts.googleapis.com/v1/token",
  "service_account_impersonation_url": "https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/deployer@kestrel-prod.iam.gserviceaccount.com:generateAccessToken",
  "credential_source": {
    "file": "/var/run/secrets/tokens/gcp-ksa/token",
    "format": {
      "type": "text"
    }
  }
}"""

class CeleryConfig:
    broker_url = "redis://superset-cache:6379/0"
    imports = ("superset.sql_lab", "superset.tasks.scheduler")
    beat_schedule = {
        "reports.scheduler": {"task": "reports.scheduler", "schedule": crontab(minute="*", hour="*")},
    }

CELERY_CONFIG = CeleryConfig
