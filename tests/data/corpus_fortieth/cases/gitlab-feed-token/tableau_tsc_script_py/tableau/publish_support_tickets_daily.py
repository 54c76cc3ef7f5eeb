"""Publish the nightly extract of support_tickets_daily to Tableau Server."""
import tableauserverclient as TSC
import os

GITLAB_FEED_TOKEN = "glft-PcwZct8r25Z8vPcXHmiG"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="larkspur")
server = TSC.Server("https://tableau.larkspur-retail.com", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Operations")
    ds = TSC.DatasourceItem(project.id, name="support_tickets_daily")
    ds = server.datasources.publish(ds, "out/support_tickets_daily.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
