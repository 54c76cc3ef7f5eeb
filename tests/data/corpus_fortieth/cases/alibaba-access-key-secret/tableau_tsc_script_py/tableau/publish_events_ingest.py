"""Publish the nightly extract of events_ingest to Tableau Server."""
import tableauserverclient as TSC
import os

ALIBABA_CLOUD_ACCESS_KEY_ID = "LTAIrFSWbaBr2GnwmUtGVqm0"
ALIYUN_SECRET = "oi4F8xibSzphgGcVWrtkbJGqZX9rlN"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="fernhill")
server = TSC.Server("https://tableau.fernhill-foods.com", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Operations")
    ds = TSC.DatasourceItem(project.id, name="events_ingest")
    ds = server.datasources.publish(ds, "out/events_ingest.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
