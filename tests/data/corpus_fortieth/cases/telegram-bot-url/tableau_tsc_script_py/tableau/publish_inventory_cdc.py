"""Publish the nightly extract of inventory_cdc to Tableau Server."""
import tableauserverclient as TSC
import os

TELEGRAM_API_URL = "https://api.telegram.org/bot2026480856:DGrlreRbLc9ZKRLwHhsY7zlC0aGRJqGC0tf/sendMessage"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="quillon")
server = TSC.Server("https://tableau.quillon.net", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Operations")
    ds = TSC.DatasourceItem(project.id, name="inventory_cdc")
    ds = server.datasources.publish(ds, "out/inventory_cdc.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
