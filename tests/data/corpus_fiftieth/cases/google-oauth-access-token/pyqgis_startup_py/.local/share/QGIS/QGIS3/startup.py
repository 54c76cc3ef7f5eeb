# QGIS runs this file on every start (QGIS3/startup.py): environment for the team's plugins and processing scripts.
import os

from qgis.core import QgsSettings

os.environ["ACCESS_TOKEN"] = "ya29.a04UNNJKyuYOuFTwqZskst4qvyHvGkgOCe2lSkw7vEUPm5-bPme21u6mA7E79mBxt5FcZEFlhsVrEcikZxQLajIctTcPb9-7CNHBFMMuEa5D8j0ugaTpLeXZMbN9KglrEJppChOHHJhH6aExbYb00bC8xxkHh1YYPZFt3VyDVyWeFlEcMAOCLTG"
os.environ["PGSERVICEFILE"] = os.path.expanduser("~/.pg_service.conf")

s = QgsSettings()
s.setValue("qgis/digitizing/default_snap_type", "Vertex")
s.setValue("locale/userLocale", "en_US")
