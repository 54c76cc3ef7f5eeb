# QGIS runs this file on every start (QGIS3/startup.py): environment for the team's plugins and processing scripts.
import os

from qgis.core import QgsSettings

os.environ["TWILIO_ACCOUNT_SID"] = "AC2cb83715e5b8e758dd0a91f34139121b"
os.environ["TWILIO_AUTH_TOKEN"] = "7a12c4fce59ddfd6dc65cb43f9337a9f"
os.environ["PGSERVICEFILE"] = os.path.expanduser("~/.pg_service.conf")

s = QgsSettings()
s.setValue("qgis/digitizing/default_snap_type", "Vertex")
s.setValue("locale/userLocale", "en_US")
