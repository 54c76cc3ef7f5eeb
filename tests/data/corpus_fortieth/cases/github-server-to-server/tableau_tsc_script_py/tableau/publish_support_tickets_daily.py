"""Publish the nightly extract of support_tickets_daily to Tableau Server."""
import tableauserverclient as TSC
import os

GH_APP_TOKEN = "ghs_UjtjP8mmxxF1wkEAY0myqjjDJ3dcTN1jBjNG"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="kestrelworks")
server = TSC.Server("https://tableau.kestrelworks.io", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Operations")
    ds = TSC.DatasourceItem(project.id, name="support_tickets_daily")
    ds = server.datasources.publish(ds, "out/support_tickets_daily.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
