"""Publish the nightly extract of billing_export to Tableau Server."""
import tableauserverclient as TSC
import os

DJANGO_SECRET_KEY = "=)pio7cswvjvumt4m&k*f8i#v8ta=xj&#sx+$+8aulm_ki2$s8"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="kestrelworks")
server = TSC.Server("https://tableau.kestrelworks.io", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Finance")
    ds = TSC.DatasourceItem(project.id, name="billing_export")
    ds = server.datasources.publish(ds, "out/billing_export.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
