"""Publish the nightly extract of events_ingest to Tableau Server."""
import tableauserverclient as TSC
import os

API_TOKEN = "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"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="tidewater")
server = TSC.Server("https://tableau.tidewater-logistics.com", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Sales")
    ds = TSC.DatasourceItem(project.id, name="events_ingest")
    ds = server.datasources.publish(ds, "out/events_ingest.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
