"""Publish the nightly extract of billing_export to Tableau Server."""
import tableauserverclient as TSC
import os

AIO_USERNAME = "jdoe"
AIO_KEY = "aio_4K164WmrHXmI87R4wkYsifu7DrvE"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="larkspur")
server = TSC.Server("https://tableau.larkspur-retail.com", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Operations")
    ds = TSC.DatasourceItem(project.id, name="billing_export")
    ds = server.datasources.publish(ds, "out/billing_export.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
