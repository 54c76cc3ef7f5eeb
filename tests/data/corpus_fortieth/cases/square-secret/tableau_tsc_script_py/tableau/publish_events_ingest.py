"""Publish the nightly extract of events_ingest to Tableau Server."""
import tableauserverclient as TSC
import os

SQUARE_SECRET = "sq0csp-Ci315icuE3Lrx9rXCcbvhWyXiUOUJBKIh16GTMXS308"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="cobaltpeak")
server = TSC.Server("https://tableau.cobaltpeak.ca", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Finance")
    ds = TSC.DatasourceItem(project.id, name="events_ingest")
    ds = server.datasources.publish(ds, "out/events_ingest.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
