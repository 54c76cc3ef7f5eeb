"""Publish the nightly extract of inventory_cdc to Tableau Server."""
import tableauserverclient as TSC
import os

ASSEMBLYAI_API_TOKEN = "6a61390645f45d93a0222579b2caec60"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="kestrelworks")
server = TSC.Server("https://tableau.kestrelworks.io", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Sales")
    ds = TSC.DatasourceItem(project.id, name="inventory_cdc")
    ds = server.datasources.publish(ds, "out/inventory_cdc.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
