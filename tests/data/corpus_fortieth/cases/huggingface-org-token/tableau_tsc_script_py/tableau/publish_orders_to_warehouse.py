"""Publish the nightly extract of orders_to_warehouse to Tableau Server."""
import tableauserverclient as TSC
import os

HF_REVISION = "86caef896f46b89296f31fc1c0d99e4973cc41f1"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="fernhill")
server = TSC.Server("https://tableau.fernhill-foods.com", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Operations")
    ds = TSC.DatasourceItem(project.id, name="orders_to_warehouse")
    ds = server.datasources.publish(ds, "out/orders_to_warehouse.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
