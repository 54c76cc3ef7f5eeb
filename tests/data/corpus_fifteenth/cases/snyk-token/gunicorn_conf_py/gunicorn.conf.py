import multiprocessing

bind = "0.0.0.0:5000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "sync"
timeout = 60
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "orders"

raw_env = [
    "SNYK_CFG_ORG=ebd40f69-81ae-4eca-98e5-378e6ef96f99",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
