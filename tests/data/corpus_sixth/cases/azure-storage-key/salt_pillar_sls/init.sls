# pillar/notifier/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
notifier:
  env: {{ env }}
  port: 8080
  workers: 10
  secrets:
    AzureWebJobsStorage: "DefaultEndpointsProtocol=https;AccountName=nwlogs01qzd;AccountKey=1Gyxeq8Gn324PLTttYYLMZdccfIGDxQJz9m7vZp890YZJehljqbFII12Wy2OgqXDGXH4jbxTOpIKKkKTV3HFfA==;EndpointSuffix=core.windows.net"
  repo: https://github.com/acmecorp/notifier.git
  rev: bdf363463f00e487abb5fa0700418143bbc8c4b7