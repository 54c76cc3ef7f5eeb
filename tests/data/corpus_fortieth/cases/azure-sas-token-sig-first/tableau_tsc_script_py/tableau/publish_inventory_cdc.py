"""Publish the nightly extract of inventory_cdc to Tableau Server."""
import tableauserverclient as TSC
import os

DOWNLOAD_URL = "https://tessbackups.blob.core.windows.net/media/logo.png?sig=zLFGSD8rpqxToKsGQzfcDzGnJ9bt3GxJR%2FrSXGtLLFw%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-01-23T04%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="kestrelworks")
server = TSC.Server("https://tableau.kestrelworks.io", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Operations")
    ds = TSC.DatasourceItem(project.id, name="inventory_cdc")
    ds = server.datasources.publish(ds, "out/inventory_cdc.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
