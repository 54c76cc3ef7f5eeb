"""Publish the nightly extract of support_tickets_daily to Tableau Server."""
import tableauserverclient as TSC
import os

SNYK_AUTH_TOKEN = "bf1ffdf7-1aa8-42a4-a3e3-79f13f56ab3f"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="cobaltpeak")
server = TSC.Server("https://tableau.cobaltpeak.ca", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Operations")
    ds = TSC.DatasourceItem(project.id, name="support_tickets_daily")
    ds = server.datasources.publish(ds, "out/support_tickets_daily.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
