# pillar/reports/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
reports:
  env: {{ env }}
  port: 8080
  workers: 9
  secrets:
    jira_email: "svc_orders@acmecorp.io"
    jira_api_token: "ATATT3xFfGF0vxqXbwT8Qy7ie0mmsxwUZyts75wP3zGTudRXjEPLVrB0xgK55CXvVoYmP27GTg8fy4O3ufyB_LKK3J5eDOOiVE3ww58qC9dj5V4QVl2xN97abQVTeYuyj4rhezVe-Z9PofpKup3AILP7Z0LLfcuashg0zHSwEYV6r3tCUt4KX1_=DD83C513"
  repo: https://github.com/acmecorp/reports.git
  rev: 6dbde9505df0d935b71292bf4fde9c7b65152b82
