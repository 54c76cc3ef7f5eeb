"""Publish the nightly extract of inventory_cdc to Tableau Server."""
import tableauserverclient as TSC
import os

MONGODB_ATLAS_PUBLIC_KEY = "akjzubsx"
MONGODB_ATLAS_PRIVATE_API_KEY = "6bc59c25-d314-419d-8987-86722b653c21"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="larkspur")
server = TSC.Server("https://tableau.larkspur-retail.com", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Operations")
    ds = TSC.DatasourceItem(project.id, name="inventory_cdc")
    ds = server.datasources.publish(ds, "out/inventory_cdc.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
