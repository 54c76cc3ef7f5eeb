"""Publish the nightly extract of billing_export to Tableau Server."""
import tableauserverclient as TSC
import os

SLACK_CONFIG_TOKEN = "xoxe.xoxp-1-fGXqLixAUzgySK88oh0o9yBDEhUq6fliF3kRL6GXn9rtu3jarDr6CTNzcqm8Ql616GDpRULrjWjjWWr8qOv0SN78WHdpY7NuzSTsuHu1GlYQ8eQq9sjFaC1xdbOWFotAK251v2rO1V4iabn0mco1tzaPWkngahHHY7Vj"

TOKEN_NAME = "etl-publisher"

tableau_auth = TSC.PersonalAccessTokenAuth(TOKEN_NAME, os.environ["TABLEAU_PAT"], site_id="fernhill")
server = TSC.Server("https://tableau.fernhill-foods.com", use_server_version=True)

with server.auth.sign_in(tableau_auth):
    project = next(p for p in TSC.Pager(server.projects) if p.name == "Operations")
    ds = TSC.DatasourceItem(project.id, name="billing_export")
    ds = server.datasources.publish(ds, "out/billing_export.hyper", TSC.Server.PublishMode.Overwrite)
    print("published", ds.id)
