# QGIS runs this file on every start (QGIS3/startup.py): environment for the team's plugins and processing scripts.
import os

from qgis.core import QgsSettings

os.environ["STRIPE_KEY"] = "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"
os.environ["PGSERVICEFILE"] = os.path.expanduser("~/.pg_service.conf")

s = QgsSettings()
s.setValue("qgis/digitizing/default_snap_type", "Vertex")
s.setValue("locale/userLocale", "en_US")
