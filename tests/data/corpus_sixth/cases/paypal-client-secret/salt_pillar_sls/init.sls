# pillar/orders/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
orders:
  env: {{ env }}
  port: 8080
  workers: 14
  secrets:
    PAYPAL_CLIENT_ID: AStGxbeXFnbJOy5ddio5L_eIpdJeY31BTxelsO9ecmvR3k3u2RsNNfWkIEynfYDF80ShimeC1iJCu0Us
    PAYPAL_CLIENT_SECRET: Eujt-7tDhK53k0SJKUiwudQu7fMq-gntlSLiY8O2Rq_5pudwlHVI5IrGjj0xSUG-UJGG2Lo0HaVQXa8M
  repo: https://github.com/acmecorp/orders.git
  rev: 5a6696ebea64cbc43c499a260f8a9b447f9ea976