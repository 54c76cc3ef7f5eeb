# This file is just Python, with a touch of Django which means
# you can inherit and tweak settings to your hearts content.

from sentry.conf.server import *  # NOQA

BYTE_MULTIPLIER = 1024
UNITS = ("K", "M", "G")


def unit_text(size):
    return str(int(size) * BYTE_MULTIPLIER)


DATABASES = {
    "default": {
        "ENGINE": "sentry.db.postgres",
        "NAME": "postgres",
        "USER": "postgres",
        "PASSWORD": "",
        "HOST": "postgres",
        "PORT": "",
    }
}

# You should not change this setting after your database has been created
# unless you have altered all schemas first
SENTRY_USE_BIG_INTS = True

###########
# General #
###########

SENTRY_SINGLE_ORGANIZATION = True

SENTRY_OPTIONS["system.event-retention-days"] = int(
    env("SENTRY_EVENT_RETENTION_DAYS", "90")
)

################
# Integrations #
################

SENTRY_OPTIONS["jfrog-access-token"] = "cmVmdGtuOjAxOjE4NjUyNzc0OTI6ZWlJeXh6SHVPRTFBY1V6NWpLR0dHR1R3dXV5"

SENTRY_FEATURES["projects:sample-events"] = False
