"""Publish the nightly extract of orders_to_warehouse to Tableau Server."""
import tableauserverclient as TSC
import os

HEROKU_SLUG_COMMIT = "2f07d3eb65b811cdd54e4f5e228c34b1b27f518e"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="larkspur")
server = TSC.Server("https://tableau.larkspur-retail.com", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Operations")
    ds = TSC.DatasourceItem(project.id, name="orders_to_warehouse")
    ds = server.datasources.publish(ds, "out/orders_to_warehouse.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
