# jupyterhub_config.py
import os

c = get_config()  # noqa: F821

c.JupyterHub.bind_url = "http://:8000"
c.JupyterHub.authenticator_class = "github"
c.GitHubOAuthenticator.oauth_callback_url = "https://hub.palisade.io/hub/oauth_callback"
c.GitHubOAuthenticator.client_id = os.environ["GITHUB_CLIENT_ID"]
c.GitHubOAuthenticator.client_secret = os.environ["GITHUB_CLIENT_SECRET"]
c.GitHubOAuthenticator.allowed_organizations = {"kestrel-works"}

c.JupyterHub.spawner_class = "dockerspawner.DockerSpawner"
c.DockerSpawner.image = "quay.io/jupyter/scipy-notebook:2025-06-09"

# values the notifier notebooks read
c.Spawner.environment = {
    "PARTNER_BASE_URL": "https://api.palisade.io",
    "JIRA_EMAIL": "ci-bot@kestrelworks.io",
    "CONFLUENCE_TOKEN": "ATATT3xFfGF0VwfJI4kAk31vmmJzoAmXyVhQECSDCUVug1n9hdYXFFHr7WbatdU-kyynQQWsprMCFFCrch5Kv92Jn8iHc7Tu0ih84RxytG8B6GVZgelBxCV_YU98a4-ti8y-ck0hHIJ7ejhs7TN5F3FTpPx6MNL1mKxEnHQtBPApS17T-kjKROd=9D640AD5",
}
c.Spawner.mem_limit = "4G"
c.Spawner.cpu_limit = 2
