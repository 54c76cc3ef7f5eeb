"""Publish the nightly extract of events_ingest to Tableau Server."""
import tableauserverclient as TSC
import os

ACCESS_TOKEN = "ico-IZ1J539wlThUQb7V0GNtQUGB5QjCpYIk"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="larkspur")
server = TSC.Server("https://tableau.larkspur-retail.com", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Finance")
    ds = TSC.DatasourceItem(project.id, name="events_ingest")
    ds = server.datasources.publish(ds, "out/events_ingest.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
