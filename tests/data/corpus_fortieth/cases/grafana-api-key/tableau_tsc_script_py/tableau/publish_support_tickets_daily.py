"""Publish the nightly extract of support_tickets_daily to Tableau Server."""
import tableauserverclient as TSC
import os

GRAFANA_ORG_ID = "16"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="kestrelworks")
server = TSC.Server("https://tableau.kestrelworks.io", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Sales")
    ds = TSC.DatasourceItem(project.id, name="support_tickets_daily")
    ds = server.datasources.publish(ds, "out/support_tickets_daily.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
